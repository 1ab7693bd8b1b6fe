// From extraction to the Summary of Findings in Chromium: an evidence profile's outcome citing
// the two invented demo trials is pooled in a new meta-analysis, each trial's figures typed into
// the extraction form; the page shows the pooled RR and its forest plot, labelled demo, and the
// profile's row takes the pooled effect; then the same for a continuous outcome (an MD), the row
// telling its absolute effect in words.
import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../../../../tests/support/session.js';
import {
  poolFromExtractions,
  useInSummaryOfFindings,
} from '../../../../tests/e2e/evidenceSteps.js';
import { expect, STAFF, stateFile, test } from '../../../../tests/e2e/support.js';

test.use({ storageState: stateFile('staff') });

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const OUTCOME = 'Travel for an exam';

test('two trials extracted, a pooled RR with its forest plot, and the SoF row taking it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const made = await callApi<{ evidenceProfile: { id: string } }>(
    'evidenceProfiles.create',
    {
      fields: {
        title: `Tele-ultrasound travel ${tag()}`,
        technologyId: 'demo-tech-ultrasound',
        outcomes: [
          {
            name: OUTCOME,
            importance: 'critical',
            studyIds: ['demo-study-trial-a', 'demo-study-trial-b'],
            evidence: 'randomised trials',
            measure: 'none',
            narrative: 'To be pooled.',
          },
        ],
      },
    },
    session,
  );
  expect(made.status).toBe(200);
  const profileId = made.result!.evidenceProfile.id;

  await poolFromExtractions(page, `/evidence-profile/${profileId}`, OUTCOME, [
    ['Demo trial A (not a real study) 2021', [18, 60, 36, 60]],
    ['Demo trial B (not a real study) 2022', [22, 75, 45, 75]],
  ]);

  // Inverse variance: log RRs −0.6931 (v 0.0500) and −0.7156 (v 0.0410) pool to RR 0.49.
  await expect(page.getByTestId('pooled-effect')).toContainText('RR 0.49 [0.37, 0.66]');
  const plot = page.getByRole('img', { name: /Forest plot \(demo data\): Travel for an exam/ });
  await expect(plot).toBeVisible();
  await expect(plot.locator('polygon')).toHaveCount(1);
  await expect(page.getByText('Demo: these are invented figures')).toBeVisible();

  await useInSummaryOfFindings(page);
  await page.getByRole('link', { name: 'Open the evidence profile' }).click();
  await expect(page.getByText('RR 0.49 (0.37 to 0.66)').first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Pooled: meta-analysis and forest plot' }).first(),
  ).toBeVisible();
  await expect(page.getByText('270').first()).toBeVisible();
});

test('a continuous outcome: an MD analysis, and the SoF row telling it in words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const WAIT = 'Days waiting for a diagnosis';
  const session = await apiSignIn(STAFF, DEMO_PASSWORD);
  const made = await callApi<{ evidenceProfile: { id: string } }>(
    'evidenceProfiles.create',
    {
      fields: {
        title: `Tele-ultrasound waiting ${tag()}`,
        technologyId: 'demo-tech-ultrasound',
        outcomes: [
          {
            name: WAIT,
            importance: 'important',
            studyIds: ['demo-study-trial-a', 'demo-study-trial-b'],
            evidence: 'randomised trials',
            measure: 'none',
            narrative: 'To be pooled.',
            units: 'days',
            mid: 2,
            midScale: 'units',
          },
        ],
      },
    },
    session,
  );
  expect(made.status).toBe(200);
  const profileId = made.result!.evidenceProfile.id;

  await page.goto(`/evidence-profile/${profileId}`);
  await page.getByRole('link', { name: 'Pool from the studies' }).click();
  await page.getByRole('combobox', { name: 'Effect measure' }).click();
  await page.getByRole('option', { name: 'mean difference', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meta-analysis: ${WAIT}`);

  const figures: Array<[string, number[]]> = [
    ['Demo trial A (not a real study) 2021', [10, 4, 50, 12, 4, 50]],
    ['Demo trial B (not a real study) 2022', [20, 6, 40, 23, 6, 40]],
  ];
  for (const [study, [m1, sd1, n1, m2, sd2, n2]] of figures) {
    await page.getByRole('link', { name: `Extract ${study}` }).click();
    await page.getByLabel('Mean, intervention').fill(String(m1));
    await page.getByLabel('SD, intervention').fill(String(sd1));
    await page.getByLabel('Participants, intervention').fill(String(n1));
    await page.getByLabel('Mean, comparator').fill(String(m2));
    await page.getByLabel('SD, comparator').fill(String(sd2));
    await page.getByLabel('Participants, comparator').fill(String(n2));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meta-analysis: ${WAIT}`);
  }

  // MDs −2 (v 0.64) and −3 (v 1.8); Q 0.41 < 1 df, so τ² = 0 and the pool is −2.26 (sof.test.ts).
  await expect(page.getByTestId('pooled-effect')).toContainText('MD -2.26 [-3.61, -0.92]');
  await page.getByRole('button', { name: 'Use in the Summary of Findings' }).click();
  await expect(
    page.getByText('The Summary of Findings row now takes the pooled effect.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open the evidence profile' }).click();
  await expect(
    page
      .getByText(
        'The mean days waiting for a diagnosis in the intervention group was 2.26 days lower (3.61 lower to 0.92 lower)',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByText('180').first()).toBeVisible();
  // The CI reaches −3.61, beyond the MID of 2 days, and excludes no effect: not serious, so no
  // warning; the rule is the MID's.
  await expect(page.getByText(/Imprecision rated/)).toHaveCount(0);
  // At phone width the row is a block of its own, the words still whole.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(
    page.getByRole('listitem', { name: WAIT }).getByText(/The mean days waiting/),
  ).toBeVisible();
  // The form tells the absolute effect as the table will, before saving.
  await page.goto(`/evidence-profile/${profileId}/edit`);
  await expect(
    page.getByText(/Absolute effect: The mean days waiting for a diagnosis .* 2\.26 days lower/),
  ).toBeVisible();
});
