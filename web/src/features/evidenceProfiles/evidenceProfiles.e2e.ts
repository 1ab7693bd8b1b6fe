// An analyst builds the GRADE evidence profile of the tele-ultrasound cart: two outcomes citing
// the study library's demo studies, downgrades with their reasons, then the Summary of Findings
// table with the certainty the server computed, its footnotes and the Vancouver references; and
// the profile on the technology's page.
import type { Locator, Page } from '@playwright/test';

import { expect, signIn, STAFF, test } from '../../../../tests/e2e/support.js';

async function choose(page: Page, scope: Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function cite(
  page: Page,
  scope: Page | Locator,
  field: string,
  typed: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: field }).pressSequentially(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an analyst builds the evidence profile of the tele-ultrasound cart and reads its SoF table', async ({
  page,
}) => {
  const question = `Tele-ultrasound in northern clinics ${Date.now().toString(36)}`;
  await signIn(page, STAFF);
  await page.goto('/evidence-profiles/new');
  await page.getByRole('textbox', { name: /^Question/ }).fill(question);
  await cite(page, page, 'Technology', 'Tele-ultra', 'Tele-ultrasound cart (demo)');

  const first = page.getByRole('region', { name: 'Outcome 1' });
  await first.getByRole('textbox', { name: /^Name of outcome 1/ }).fill('Exams completed remotely');
  await cite(
    page,
    first,
    'Studies cited for outcome 1',
    'resource-limited',
    'Tele-Ultrasound in Resource-Limited Settings: A Systematic Review (2019)',
  );
  await first.getByRole('spinbutton', { name: 'Participants' }).fill('300');
  await first.getByRole('textbox', { name: 'Effect in words' }).fill('Most exams were completed.');
  await choose(page, first, 'Risk of bias', 'Serious (down one)');
  // The form's preview refuses a downgrade without its reason, as the server does.
  await expect(first.getByRole('status')).toContainText('a downgrade needs its reason');
  await first.getByRole('textbox', { name: 'Why (risk of bias)' }).fill('Assessors not blinded.');
  await choose(page, first, 'Indirectness', 'Serious (down one)');
  await first
    .getByRole('textbox', { name: 'Why (indirectness)' })
    .fill('No rural or remote sites among the studies.');
  await expect(first.getByRole('status')).toContainText('Low');

  await page.getByRole('button', { name: 'Add an outcome' }).click();
  const second = page.getByRole('region', { name: 'Outcome 2' });
  await second.getByRole('textbox', { name: /^Name of outcome 2/ }).fill('Travel to hospital');
  await choose(page, second, 'Importance', 'Important');
  await cite(
    page,
    second,
    'Studies cited for outcome 2',
    'telesonography',
    'Development and assessment of a telesonography system for musculoskeletal imaging (2021)',
  );
  await second.getByRole('spinbutton', { name: 'Participants' }).fill('40');
  await choose(page, second, 'Body of evidence', 'Observational studies');
  await choose(page, second, 'Relative effect', 'RR (risk ratio)');
  await second.getByRole('spinbutton', { name: 'RR estimate' }).fill('0.5');
  await second.getByRole('spinbutton', { name: '95 % CI from' }).fill('0.25');
  await second.getByRole('spinbutton', { name: '95 % CI to' }).fill('1');
  await second.getByRole('spinbutton', { name: 'Risk with comparator (per 1,000)' }).fill('400');
  await choose(page, second, 'Imprecision', 'Very serious (down two)');
  await second
    .getByRole('textbox', { name: 'Why (imprecision)' })
    .fill('Ten exams; the CI includes no effect.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByRole('heading', { name: question })).toBeVisible();
  const table = page.getByRole('table', { name: 'Summary of findings' });
  // high − 1 − 1 = low; low − 2 = very low (held there).
  const remote = table.getByRole('row', { name: 'Exams completed remotely' });
  await expect(remote).toContainText('300 (1 study: 1)');
  await expect(remote).toContainText('Low');
  await expect(remote).toContainText('Most exams were completed.');
  const travel = table.getByRole('row', { name: 'Travel to hospital' });
  await expect(travel).toContainText('Very low');
  await expect(travel).toContainText('RR 0.5 (0.25 to 1)');
  // 400 × 0.5 = 200 (200 fewer); × 0.25 = 100 (300 fewer); × 1 = 400.
  await expect(travel).toContainText('Difference: 200 fewer per 1,000 (from 300 fewer to 0 more)');
  const notes = page.getByRole('list', { name: 'Footnotes' });
  await expect(notes).toContainText(
    'Risk of bias: rated down one level (serious). Assessors not blinded.',
  );
  await expect(notes).toContainText(
    'Imprecision: rated down two levels (very serious). Ten exams; the CI includes no effect.',
  );
  await expect(page.getByRole('list', { name: 'References' })).toContainText(
    'Britton N, Miller MA, Safadi S, Siegel A, Levine AR, McCurdy MT. Tele-Ultrasound in Resource-Limited Settings: A Systematic Review. Front Public Health. 2019;7:244. doi:10.3389/fpubh.2019.00244',
  );

  await page.getByRole('link', { name: 'Tele-ultrasound cart (demo)' }).click();
  await expect(page.getByRole('heading', { name: /^Evidence profiles \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: question })).toBeVisible();
});
