// From extraction to the Summary of Findings in Chromium: an evidence profile's outcome citing
// the two invented demo trials is pooled in a new meta-analysis, each trial's figures typed into
// the extraction form; the page shows the pooled RR and its forest plot, labelled demo, and the
// profile's row takes the pooled effect.
import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../../../../tests/support/session.js';
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

  await page.goto(`/evidence-profile/${profileId}`);
  await page.getByRole('link', { name: 'Pool from the studies' }).click();
  await expect(page).toHaveURL(/\/analyses\/new\?profile=/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meta-analysis: ${OUTCOME}`);

  const figures: Array<[string, number[]]> = [
    ['Demo trial A (not a real study) 2021', [18, 60, 36, 60]],
    ['Demo trial B (not a real study) 2022', [22, 75, 45, 75]],
  ];
  for (const [study, [e1, n1, e2, n2]] of figures) {
    await page.getByRole('link', { name: `Extract ${study}` }).click();
    await page.getByLabel('Events, intervention').fill(String(e1));
    await page.getByLabel('Participants, intervention').fill(String(n1));
    await page.getByLabel('Events, comparator').fill(String(e2));
    await page.getByLabel('Participants, comparator').fill(String(n2));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meta-analysis: ${OUTCOME}`);
  }

  // Inverse variance: log RRs −0.6931 (v 0.0500) and −0.7156 (v 0.0410) pool to RR 0.49.
  await expect(page.getByTestId('pooled-effect')).toContainText('RR 0.49 [0.37, 0.66]');
  const plot = page.getByRole('img', { name: /Forest plot \(demo data\): Travel for an exam/ });
  await expect(plot).toBeVisible();
  await expect(plot.locator('polygon')).toHaveCount(1);
  await expect(page.getByText('Demo: these are invented figures')).toBeVisible();

  await page.getByRole('button', { name: 'Use in the Summary of Findings' }).click();
  await expect(
    page.getByText('The Summary of Findings row now takes the pooled effect.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open the evidence profile' }).click();
  await expect(page.getByText('RR 0.49 (0.37 to 0.66)').first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Pooled: meta-analysis and forest plot' }).first(),
  ).toBeVisible();
  await expect(page.getByText('270').first()).toBeVisible();
});
