// From opinions to a decision, as an analyst walks it: import a RIS file
// of studies; build the tele-ultrasound cart's evidence profile from them (two outcomes, each
// downgraded with its reasons); two evaluators cite the studies in their evaluations and submit;
// a budget impact analysis for three northern communities over three years; a dossier gathering
// them goes to review, the reviewer comments, the lead resolves, the reviewer approves; the report
// is downloaded from the dossier as Word and PDF and read back — the Summary of Findings and the
// budget figures in both. Last, a later edit makes version 2 while version 1 stays as approved,
// and version 1's report is still the one kept when it was approved.
//
// The features' own tests cover each page's details (the import's duplicates and keyboard, the
// evaluation editor step by step, the form previews); this walk proves they add up to a report.
import { readFile } from 'node:fs/promises';

import type { Locator, Page } from '@playwright/test';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

import { typedAnswer, type Draft } from '../support/evaluationDrafts.js';
import { invitedSession } from '../support/sessions.js';
import { callApi, signIn as apiSignIn, type Session } from '../support/session.js';
import { ADMIN, DEMO_PASSWORD, STAFF, expect, signIn, test } from './support.js';
import { addCondition, judgeEvery } from './dossierDecision.js';

const CART = 'Tele-ultrasound cart (demo)';
const CART_ID = 'demo-tech-ultrasound';
const COMMUNITIES = ['Beauval', 'La Ronge', 'Buffalo Narrows'];

/** label → [value, low, high]; each with its source, as an analyst must give one. */
const INPUTS: Array<[string, [number, number, number]]> = [
  ['Eligible proportion of the population', [0.1, 0.05, 0.15]],
  ['Uptake, year 1', [0.2, 0.1, 0.3]],
  ['Uptake, year 2', [0.35, 0.2, 0.5]],
  ['Uptake, year 3', [0.5, 0.3, 0.6]],
  // The equipment's range is the widest: it leads the tornado.
  ['Equipment (one-off, year 1)', [120000, 20000, 400000]],
  ['Licences per year', [10000, 5000, 20000]],
  ['Connectivity per year', [6000, 3000, 12000]],
  ['Training per year', [5000, 2000, 10000]],
  ['Staff time per year', [40000, 25000, 60000]],
  ['Cost per patient, new pathway', [120, 80, 200]],
  ['Cost per patient, current pathway, travel excluded', [250, 150, 350]],
  ['Travel cost per km', [0.5, 0.3, 1]],
];

async function choose(page: Page, scope: Page | Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into a record picker, key by key, and picks the option named. */
async function pick(
  page: Page,
  scope: Page | Locator,
  field: string | RegExp,
  typed: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: field }).pressSequentially(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * An evaluator's answers but the one the test cites in the editor: every preceding consideration
 * passes, every rating question is rated 4 and every other answered by its type — given through the API, as the evaluation editor's own e2e
 * (assessment.e2e.ts) walks each step by hand already.
 */
async function answerAllBut(session: Session, id: string) {
  const got = await callApi<{ evaluation: Draft }>('evaluations.get', { id }, session);
  const e = got.result!.evaluation;
  const fields = {
    title: e.title,
    technologyId: e.technologyId,
    preceding: Object.fromEntries(
      Object.keys(e.preceding).map((k) => [
        k,
        { answer: 'Considered for the walk.', result: 'pass' },
      ]),
    ),
    domains: Object.fromEntries(
      Object.entries(e.domains).map(([k, answers]) => [
        k,
        // Each question as the evaluation keeps it (its type, unit, options), answered by type.
        answers.map((a) => ({
          ...a,
          ...(a.type === 'rating'
            ? { rating: 4 }
            : { value: typedAnswer(a, 'Noted in the walk-through.') }),
          evidence: 'From the walk-through.',
          certainty: 'moderate',
        })),
      ]),
    ),
    recommendation: 'pilot',
    rationale: 'Pilot in the north first.',
  };
  const saved = await callApi('evaluations.update', { id, version: e.version, fields }, session);
  if (saved.error) throw new Error(JSON.stringify(saved.error));
}

/** One evaluator: starts an evaluation of the cart, cites `study` in the editor, submits. */
async function evaluate(page: Page, session: Session, study: string, reference: RegExp) {
  await page.goto(`/technology-evaluation/submit?technologyId=${CART_ID}`);
  await page.getByRole('button', { name: 'Start the evaluation' }).click();
  await expect(page).toHaveURL(/\/edit\?step=preceding$/);
  const id = /technology-evaluation\/([^/]+)\/edit/.exec(page.url())![1]!;
  await answerAllBut(session, id);
  await page.goto(`/technology-evaluation/${id}/edit?step=clinicalEffectiveness`);
  // The first question of the clinical-effectiveness step cites the study.
  await page
    .getByRole('combobox', { name: 'Studies cited' })
    .first()
    .pressSequentially(study.slice(0, 24));
  await page.getByRole('option', { name: `${study} (2024)`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Review and submit' }).click();
  await expect(page.getByText('Everything is answered')).toBeVisible();
  await page.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(page).toHaveURL(new RegExp(`/technology-evaluation/${id}$`));
  await page.getByRole('button', { name: /Clinical effectiveness/ }).click();
  await expect(
    page.getByRole('list', { name: 'Studies cited for question 1' }).getByRole('listitem'),
  ).toContainText(reference);
}

test('an analyst goes from a RIS file of studies to an approved dossier and its report', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const t = Date.now().toString(36);
  const trial = `Remote tele-ultrasound trial ${t}`;
  const cohort = `Northern tele-ultrasound cohort ${t}`;
  const lead = await (await browser.newContext()).newPage();
  await signIn(lead, STAFF);

  await test.step('import two studies from a RIS file', async () => {
    const entry = (title: string, doi: string) =>
      [
        'TY  - JOUR',
        `TI  - ${title}`,
        'AU  - Walker, Ann B.',
        'J2  - J Rural Health',
        'PY  - 2024',
        'VL  - 40',
        'SP  - 1-9',
        `DO  - ${doi}`,
        'ER  - ',
        '',
      ].join('\n');
    await lead.goto('/studies/import');
    await lead.getByLabel('RIS or BibTeX file').setInputFiles({
      name: 'walk.ris',
      mimeType: 'application/x-research-info-systems',
      buffer: Buffer.from(
        entry(trial, `10.5555/walk.${t}.1`) + '\n' + entry(cohort, `10.5555/walk.${t}.2`),
      ),
    });
    await expect(
      lead.getByText('walk.ris (RIS): 2 entries, 2 new · 0 duplicate · 0 invalid.'),
    ).toBeVisible();
    await choose(lead, lead, 'Design of entry 1', 'RCT');
    await choose(lead, lead, 'Design of entry 2', 'Cohort');
    await lead.getByRole('button', { name: 'Import 2 studies' }).click();
    await expect(lead.getByRole('heading', { name: 'Imported 2 studies' })).toBeVisible();
  });

  const question = `Tele-ultrasound in northern clinics ${t}`;
  await test.step('build the evidence profile: two outcomes, downgraded with reasons', async () => {
    await lead.goto('/evidence-profiles/new');
    await lead.getByRole('textbox', { name: /^Question/ }).fill(question);
    await pick(lead, lead, 'Technology', 'Tele-ultra', CART);

    const first = lead.getByRole('region', { name: 'Outcome 1' });
    await first
      .getByRole('textbox', { name: /^Name of outcome 1/ })
      .fill('Exams completed remotely');
    await pick(lead, first, 'Studies cited for outcome 1', trial.slice(0, 24), `${trial} (2024)`);
    await first.getByRole('spinbutton', { name: 'Participants' }).fill('300');
    await first
      .getByRole('textbox', { name: 'Effect in words' })
      .fill('Most exams were completed.');
    await choose(lead, first, 'Risk of bias', 'Serious (down one)');
    // The form's preview refuses a downgrade without its reason, as the server does.
    await expect(first.getByRole('status')).toContainText('a downgrade needs its reason');
    await first.getByRole('textbox', { name: 'Why (risk of bias)' }).fill('Assessors not blinded.');
    await choose(lead, first, 'Indirectness', 'Serious (down one)');
    await first
      .getByRole('textbox', { name: 'Why (indirectness)' })
      .fill('One northern site only.');
    await expect(first.getByRole('status')).toContainText('Low');

    await lead.getByRole('button', { name: 'Add an outcome' }).click();
    const second = lead.getByRole('region', { name: 'Outcome 2' });
    await second.getByRole('textbox', { name: /^Name of outcome 2/ }).fill('Travel to hospital');
    await choose(lead, second, 'Importance', 'Important');
    await pick(
      lead,
      second,
      'Studies cited for outcome 2',
      cohort.slice(0, 24),
      `${cohort} (2024)`,
    );
    await second.getByRole('spinbutton', { name: 'Participants' }).fill('40');
    await choose(lead, second, 'Body of evidence', 'Observational studies');
    await choose(lead, second, 'Effect measure', 'RR (risk ratio)');
    await second.getByRole('spinbutton', { name: 'RR estimate' }).fill('0.5');
    await second.getByRole('spinbutton', { name: '95 % CI from' }).fill('0.25');
    await second.getByRole('spinbutton', { name: '95 % CI to' }).fill('1');
    await second.getByRole('spinbutton', { name: 'Risk with comparator (per 1,000)' }).fill('400');
    await choose(lead, second, 'Imprecision', 'Very serious (down two)');
    await second
      .getByRole('textbox', { name: 'Why (imprecision)' })
      .fill('Forty exams; the CI includes no effect.');
    await lead.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(lead.getByRole('heading', { name: question })).toBeVisible();
    const table = lead.getByRole('table', { name: 'Summary of findings' });
    // Randomised: high − 1 (risk of bias) − 1 (indirectness) = low.
    const remote = table.getByRole('row', { name: 'Exams completed remotely' });
    await expect(remote).toContainText('300 (1 study: 1)');
    await expect(remote).toContainText('Low');
    // Observational: low − 2 (imprecision) = very low, held there.
    const travel = table.getByRole('row', { name: 'Travel to hospital' });
    await expect(travel).toContainText('Very low');
    await expect(travel).toContainText('RR 0.5 (0.25 to 1)');
    // 400 × 0.5 = 200 (200 fewer); × 0.25 = 100 (300 fewer); × 1 = 400.
    await expect(travel).toContainText(
      'Difference: 200 fewer per 1,000 (from 300 fewer to 0 more)',
    );
    const notes = lead.getByRole('list', { name: 'Footnotes' });
    await expect(notes).toContainText(
      'Risk of bias: rated down one level (serious). Assessors not blinded.',
    );
    await expect(notes).toContainText(
      'Imprecision: rated down two levels (very serious). Forty exams; the CI includes no effect.',
    );
    await expect(lead.getByRole('list', { name: 'References' })).toContainText(
      `Walker AB. ${trial}. J Rural Health. 2024;40:1-9. doi:10.5555/walk.${t}.1`,
    );
  });

  await test.step('two evaluators cite the studies and submit', async () => {
    const reference = (title: string) =>
      new RegExp(`^Walker AB\\. ${title}\\. J Rural Health\\. 2024;40:1-9\\.`);
    await evaluate(lead, await apiSignIn(STAFF, DEMO_PASSWORD), trial, reference(trial));
    const other = await invitedSession('evaluator');
    const second = await (await browser.newContext()).newPage();
    await signIn(second, other.email);
    await evaluate(second, other.session, cohort, reference(cohort));
    await second.context().close();
  });

  const analysis = `Tele-ultrasound in the north ${t}`;
  let netTotal = '';
  await test.step('a budget impact for three northern communities over three years', async () => {
    await lead.goto('/budget-impact/new');
    await lead.getByRole('textbox', { name: /^Title/ }).fill(analysis);
    await pick(lead, lead, /^Technology/, 'Tele-ultra', CART);
    await expect(lead.getByRole('spinbutton', { name: /^Horizon/ })).toHaveValue('3');
    for (const name of COMMUNITIES) await pick(lead, lead, /^Target communities/, name, name);
    for (const [label, values] of INPUTS) {
      // Shares are typed as per cent.
      const share = /^(Eligible|Uptake)/.test(label);
      const [value, low, high] = values.map((v) => (share ? Math.round(v * 1000) / 10 : v));
      const unit = share ? ' (%)' : '';
      await lead.getByRole('spinbutton', { name: `${label}: value${unit}` }).fill(String(value));
      await lead.getByRole('spinbutton', { name: `${label}: low${unit}` }).fill(String(low));
      await lead.getByRole('spinbutton', { name: `${label}: high${unit}` }).fill(String(high));
      await lead
        .getByRole('textbox', { name: `${label}: source` })
        .fill('Illustrative assumption (e2e)');
    }
    await lead.getByRole('button', { name: 'Add a scenario' }).click();
    await lead.getByRole('textbox', { name: 'Scenario 1: name' }).fill('High uptake');
    await lead.getByRole('spinbutton', { name: 'Scenario 1, change 1: value' }).fill('0.4');
    await lead.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(lead.getByRole('heading', { name: analysis, level: 1 })).toBeVisible();

    // The net impact on the page (computed there) is the one the server stored on save.
    const id = new URL(lead.url()).pathname.split('/').pop()!;
    const stored = await callApi<{ budgetImpact: { totals: { netTotal: number } } }>(
      'budgetImpacts.get',
      { id },
      await apiSignIn(STAFF, DEMO_PASSWORD),
    );
    const net = stored.result!.budgetImpact.totals.netTotal;
    netTotal = Math.abs(Math.round(net)).toLocaleString('en-CA');
    await expect(lead.getByTestId('net-total')).toContainText(netTotal);
    const years = lead.getByRole('table', { name: 'Budget impact per year' });
    await expect(years.getByRole('row')).toHaveCount(5); // heading, three years, total
    await expect(years.getByRole('row').last()).toContainText(netTotal);
    // Each community with its 2021 population and the census as its source.
    const targets = lead.getByRole('table', { name: 'Target communities' });
    for (const name of COMMUNITIES) await expect(targets).toContainText(name);
    await expect(targets).toContainText('Statistics Canada, 2021 Census');
    // The tornado: the equipment's swing is the widest; then the chart; then the scenario.
    const sensitivity = lead.getByRole('table', { name: 'One-way sensitivity of the net total' });
    await expect(sensitivity.getByRole('row').nth(1)).toContainText('Equipment (one-off, year 1)');
    // The inputs typed, and the re-travel and NIHB shares the analysis holds besides.
    await expect(sensitivity.getByRole('row')).toHaveCount(1 + INPUTS.length + 2);
    await expect(
      lead.locator('section[aria-label="One-way sensitivity"] svg').first(),
    ).toBeVisible();
    const scenarios = lead.getByRole('table', { name: 'Scenarios side by side' });
    await expect(scenarios).toContainText('High uptake');
    await expect(scenarios).toContainText('Uptake, year 1: 40 %');
  });

  const title = `Tele-ultrasound dossier ${t}`;
  await test.step('the lead gathers them in a dossier and sends it for review', async () => {
    await lead.goto('/dossiers/new');
    await lead.getByRole('textbox', { name: /^Title/ }).fill(title);
    await pick(lead, lead, /^Technology/, 'Tele-ultra', CART);
    const reviewers = lead.getByRole('combobox', { name: /^Reviewers/ });
    await reviewers.fill(ADMIN);
    await reviewers.press('Enter');
    await choose(lead, lead, 'Evidence profile', question);
    await choose(lead, lead, 'Budget impact analysis', analysis);
    await choose(lead, lead, 'Type of recommendation', 'Adopt with conditions');
    await lead.getByRole('textbox', { name: 'Justification' }).fill('Travel avoided in the north.');
    await judgeEvery(lead);
    await addCondition(lead, 'A pilot at La Loche first.', 'Hub lead');
    await lead.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(lead.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await lead.getByRole('button', { name: 'Send for review' }).click();
    await expect(lead.getByText('in review', { exact: true })).toBeVisible();
  });

  await test.step('the reviewer comments, the lead resolves, the reviewer approves', async () => {
    const reviewer = await (await browser.newContext()).newPage();
    await signIn(reviewer, ADMIN);
    await reviewer.goto(lead.url());
    const comments = reviewer.getByRole('complementary', { name: 'Comments on Budget impact' });
    await comments
      .getByRole('textbox', { name: 'Comment on budget impact' })
      .fill('Which unit costs are assumptions?');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await expect(comments).toContainText('Which unit costs are assumptions?');
    // Not yet, and the keyboard reaches the button and hears why.
    const approve = reviewer.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(/1 comment is still open/);
    await approve.focus();
    await expect(approve).toBeFocused();
    await approve.click({ force: true });
    await expect(reviewer.getByRole('dialog')).toHaveCount(0);

    await lead.reload();
    const leadComments = lead.getByRole('complementary', { name: 'Comments on Budget impact' });
    await leadComments.getByRole('button', { name: 'Resolve' }).click();
    await expect(leadComments).toContainText(`resolved by ${STAFF}`);
    // The button went with the comment it resolved: the keyboard is left on the section's comments.
    await expect(leadComments.getByRole('heading', { name: 'Comments (0 open)' })).toBeFocused();

    await reviewer.reload();
    await reviewer.getByRole('button', { name: 'Approve' }).click();
    // A sign-off is asked once more, saying what it freezes; the keyboard starts on Cancel.
    const confirm = reviewer.getByRole('dialog', { name: 'Approve version 1?' });
    await expect(confirm).toContainText('kept as approved');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Approve version 1' }).click();
    await expect(reviewer.getByText(`approved by ${ADMIN}`)).toBeVisible();
    await reviewer.context().close();
  });

  await test.step('the report downloads as Word and PDF, with the SoF and the budget', async () => {
    await lead.reload();
    const panel = lead.getByRole('region', { name: 'HTA report' });
    const texts: string[] = [];
    for (const format of ['Word', 'PDF']) {
      const download = lead.waitForEvent('download');
      await panel.getByRole('button', { name: `Download report (${format})` }).click();
      const file = await (await download).path();
      if (format === 'Word') {
        texts.push((await mammoth.extractRawText({ path: file })).value);
      } else {
        const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
        texts.push((await parser.getText()).text);
        await parser.destroy();
      }
    }
    for (const raw of texts) {
      const text = raw.replace(/\s+/g, ' ');
      // The title page: the dossier's version and its sign-off.
      expect(text).toMatch(
        /Dossier version 1 \(approved\) Approved by admin@hta\.test on \d{4}-\d\d-\d\d/,
      );
      // The Summary of Findings: each outcome with its participants and certainty.
      expect(text).toMatch(/Exams completed remotely \(critical\) 300 \(1 study\).*? low/);
      expect(text).toMatch(/Travel to hospital \(important\) 40 \(1 study\).*? very low/);
      expect(text).toContain('Assessors not blinded.');
      expect(text).toContain('RR 0.5 (95 % CI 0.25 to 1)');
      expect(text).toContain(`$${netTotal}`);
      for (const name of COMMUNITIES) expect(text).toContain(name);
      expect(text).toContain(`Walker AB. ${trial}. J Rural Health. 2024;40:1-9.`);
    }
  });

  await test.step('a later edit starts version 2; version 1 stays as approved', async () => {
    await lead.getByRole('link', { name: 'Edit' }).click();
    await lead.getByRole('textbox', { name: 'Justification' }).fill('Cheaper than first thought.');
    await lead.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(lead.getByText('Assessment dossier · version 2')).toBeVisible();
    const recommendation = lead.getByRole('region', { name: 'Recommendation' });
    await expect(recommendation).toContainText('Cheaper than first thought.');
    const panel = lead.getByRole('region', { name: 'HTA report' });
    await expect(panel).toContainText('Version 2 (draft): a working draft');
    await lead.getByRole('link', { name: 'Version 1' }).click();
    await expect(lead.getByText(/Version 1 as approved by/)).toBeVisible();
    await expect(recommendation).toContainText('Travel avoided in the north.');
    // Its report is the one kept at approval: the approved rationale, not version 2's.
    await expect(panel).toContainText('the report was made and kept when it was approved');
    const download = lead.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download report (Word)' }).click();
    const text = (await mammoth.extractRawText({ path: await (await download).path() })).value;
    expect(text).toContain('Dossier version 1 (approved)');
    expect(text).toContain('As approved: made when version 1 was approved');
    expect(text).toContain('Travel avoided in the north.');
    expect(text).not.toContain('Cheaper than first thought.');
  });

  await test.step("the technology's page lists the profile, the analysis and the dossier", async () => {
    await lead.goto(`/technology/${CART_ID}`);
    for (const name of [question, analysis, title])
      await expect(lead.getByRole('link', { name })).toBeVisible();
  });
});
