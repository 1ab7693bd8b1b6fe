// From extraction to the Summary of Findings in Chromium: an evidence profile's outcome citing
// the two invented demo trials is pooled in a new meta-analysis, each trial's figures typed into
// the extraction form; the page shows the pooled RR and its forest plot, labelled demo, and the
// profile's row takes the pooled effect.
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
