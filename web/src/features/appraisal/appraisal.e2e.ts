// RoB 2 for two trials, as staff do it in the browser: from an evidence profile's page, assess
// each trial (the second at phone width, by keyboard), then read the traffic-light table on the
// profile's page — its words and symbols, the overall judgements and the suggested rating.
import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../../../../tests/support/session.js';
import { assessWithRob2 } from '../../../../tests/e2e/evidenceSteps.js';
import { expect, stateFile, STAFF, test } from '../../../../tests/e2e/support.js';

test.use({ storageState: stateFile('staff') });

const TRIAL_A = 'Demo trial A (not a real study)';
const TRIAL_B = 'Demo trial B (not a real study)';

test('RoB 2 for two trials fills the traffic-light table on the profile page', async ({ page }) => {
  const staff = await apiSignIn(STAFF, DEMO_PASSWORD);
  const made = await callApi<{ evidenceProfile: { id: string } }>(
    'evidenceProfiles.create',
    {
      fields: {
        title: `Appraised in the browser ${Date.now().toString(36)}`,
        technologyId: 'demo-tech-ultrasound',
        outcomes: [
          {
            name: 'Travel for an exam',
            importance: 'critical',
            studyIds: ['demo-study-trial-a', 'demo-study-trial-b'],
            evidence: 'randomised trials',
            measure: 'none',
            narrative: 'Fewer trips (demo).',
          },
        ],
      },
    },
    staff,
  );
  expect(made.status, JSON.stringify(made.error)).toBe(200);
  const profilePath = `/evidence-profile/${made.result!.evidenceProfile.id}`;

  const assess = async (trial: string, changes: Record<string, string>, participants: number) => {
    await page.goto(profilePath);
    const panel = page.getByRole('region', { name: 'Risk of bias of the studies' });
    await expect(panel.getByText('No study of this profile has been assessed')).toBeVisible({
      visible: trial === TRIAL_A,
    });
    await assessWithRob2(page, profilePath, trial, { participants, changes });
  };

  await assess(TRIAL_A, {}, 70);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TRIAL_A);
  await expect(page.getByText('Risk of bias (RoB 2) · low')).toBeVisible();

  // The second at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await assess(TRIAL_B, { '1.2': 'No information' }, 50);
  await expect(page.getByText('Risk of bias (RoB 2) · some concerns')).toBeVisible();

  await page.goto(profilePath);
  const table = page.getByRole('table', { name: /^RoB 2: risk of bias per study/ });
  const rowA = table.getByRole('row').filter({ hasText: TRIAL_A });
  const rowB = table.getByRole('row').filter({ hasText: TRIAL_B });
  await expect(rowA.getByRole('cell')).toHaveText(Array(6).fill('+low'));
  await expect(rowB.getByRole('cell').first()).toHaveText('−some concerns');
  await expect(rowB.getByRole('cell').last()).toHaveText('−some concerns');
  // 70 of 120 participants in a trial at low risk: not serious, with the rule beside it.
  await expect(
    page.getByRole('status').filter({ hasText: 'Travel for an exam: rated not serious' }),
  ).toContainText('suggested not serious. 58 % of participants are in studies at low risk');
});
