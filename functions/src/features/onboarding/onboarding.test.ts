import { describe, expect, it } from 'vitest';

import { onboardingState, onboardingSummary, type MilestoneLike } from './onboarding.js';
import { onboardingFields } from './contract.js';

const m = (
  status: MilestoneLike['status'],
  plannedOn: string | null = null,
  doneOn: string | null = null,
) => ({
  status,
  plannedOn,
  doneOn,
});
const plan = (...statuses: Array<MilestoneLike['status']>) => ({
  registered: m(statuses[0] ?? 'not started'),
  siteTest: m(statuses[1] ?? 'not started'),
  bridgeTest: m(statuses[2] ?? 'not started'),
  staffTrained: m(statuses[3] ?? 'not started'),
  goLive: m(statuses[4] ?? 'not started', '2027-01-15'),
});

describe('onboarding state', () => {
  it('is the share of milestones done, the next one, and the status', () => {
    expect(onboardingState(plan())).toEqual({
      progress: 0,
      status: 'not started',
      next: 'registered',
      goLiveOn: '2027-01-15',
    });
    expect(onboardingState(plan('done', 'done', 'in progress'))).toMatchObject({
      progress: 40,
      status: 'in progress',
      next: 'bridgeTest',
    });
    // A blocker anywhere holds the whole plan as blocked until it goes live.
    expect(onboardingState(plan('done', 'blocked', 'done')).status).toBe('blocked');
    const live = plan('done', 'done', 'done', 'done', 'done');
    live.goLive = m('done', '2027-01-15', '2026-12-20');
    expect(onboardingState(live)).toEqual({
      progress: 100,
      status: 'live',
      next: null,
      goLiveOn: '2026-12-20',
    });
  });

  it('sums across facilities; facilities without a plan are not started, at the first milestone', () => {
    const summary = onboardingSummary(10, [
      { milestones: plan('done', 'done') },
      { milestones: plan('done', 'blocked') },
      { milestones: plan('done', 'done', 'done', 'done', 'done') },
    ]);
    expect(summary.byStatus).toEqual([
      { status: 'not started', count: 7 },
      { status: 'in progress', count: 1 },
      { status: 'blocked', count: 1 },
      { status: 'live', count: 1 },
    ]);
    expect(summary.reached.map((r) => r.count)).toEqual([3, 2, 1, 1, 1]);
    expect(summary.atMilestone.map((r) => r.count)).toEqual([7, 1, 1, 0, 0]);
  });
});

describe('onboarding plans', () => {
  it('need a done date for a milestone done, and the blocker for one blocked', () => {
    const result = onboardingFields.safeParse({
      facilityId: 'odhf-8711',
      milestones: {
        registered: { status: 'done' },
        siteTest: { status: 'blocked' },
        bridgeTest: { status: 'in progress', doneOn: '2026-01-01' },
      },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['milestones.registered.doneOn', 'When was it done?'],
      ['milestones.siteTest.blocker', 'What is blocking it?'],
    ]);
  });

  it('forget the done date of a milestone reopened', () => {
    const fields = onboardingFields.parse({
      facilityId: 'odhf-8711',
      milestones: { bridgeTest: { status: 'in progress', doneOn: '2026-01-01' } },
    });
    expect(fields.milestones.bridgeTest.doneOn).toBeNull();
  });

  it('are done in order: a step done only when every step before it is done', () => {
    const result = onboardingFields.safeParse({
      facilityId: 'odhf-8711',
      milestones: {
        registered: { status: 'done', doneOn: '2026-01-05' },
        siteTest: { status: 'done', doneOn: '2026-02-01' },
        goLive: { status: 'done', doneOn: '2026-03-01' },
      },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'milestones.goLive.status',
        'Go-live cannot be done while Bridge (multipoint) test passed (not started) and Support staff trained (not started) are not done: steps are done in order.',
      ],
    ]);
  });

  it('are done in order: not on a day before the step before it', () => {
    const result = onboardingFields.safeParse({
      facilityId: 'odhf-8711',
      milestones: {
        registered: { status: 'done', doneOn: '2026-02-10' },
        siteTest: { status: 'done', doneOn: '2026-02-01' },
      },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'milestones.siteTest.doneOn',
        'Done on 2026-02-01, before Registered on the provincial eHealth network (done 2026-02-10): a step is done on or after the step before it.',
      ],
    ]);
  });

  it('let later steps be under way (in progress, blocked) before earlier ones are done', () => {
    const result = onboardingFields.safeParse({
      facilityId: 'odhf-8711',
      milestones: {
        registered: { status: 'done', doneOn: '2026-02-10' },
        siteTest: { status: 'done', doneOn: '2026-02-10' },
        bridgeTest: { status: 'blocked', blocker: 'Latency' },
        staffTrained: { status: 'in progress' },
        goLive: { status: 'not started', plannedOn: '2026-05-01' },
      },
    });
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('start with every milestone not started', () => {
    const fields = onboardingFields.parse({ facilityId: 'odhf-8711' });
    expect(Object.values(fields.milestones).map((x) => x.status)).toEqual(
      Array(5).fill('not started'),
    );
  });
});
