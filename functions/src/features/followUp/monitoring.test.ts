import { describe, expect, it } from 'vitest';

import { monitoringPlan, monitoringRows } from './monitoring.js';

describe('a decision’s monitoring plan', () => {
  it('holds the follow-up’s targets with their sources, and other indicators in words', () => {
    const plan = monitoringPlan.parse({
      targets: {
        sessionsPerMonth: { value: 7.1, source: 'BIA year 1' },
        kmAvoided: { value: 4917, source: 'BIA year 1' },
        costPerSession: { value: 837.05, source: 'BIA year 1' },
      },
      indicators: [{ name: 'Patient satisfaction', target: '4 of 5', source: 'Survey' }],
      reviewDate: '2027-12-01',
    });
    expect(plan.targets.shareAdequate).toEqual({ value: null, source: null });
    expect(monitoringRows(plan)).toEqual([
      { indicator: 'Sessions per month', target: '7.1', source: 'BIA year 1', followed: true },
      {
        indicator: 'Km of travel avoided',
        target: '4,917 km',
        source: 'BIA year 1',
        followed: true,
      },
      { indicator: 'Cost per session', target: '$837', source: 'BIA year 1', followed: true },
      { indicator: 'Patient satisfaction', target: '4 of 5', source: 'Survey', followed: false },
    ]);
  });

  it('refuses a target without its source, or a share above 1, as the follow-up plan does', () => {
    const unsourced = monitoringPlan.safeParse({ targets: { sessionsPerMonth: { value: 5 } } });
    expect(unsourced.error?.issues[0]).toMatchObject({
      path: ['targets', 'sessionsPerMonth', 'source'],
      message: 'Say where the target for "Sessions per month" comes from.',
    });
    const share = monitoringPlan.safeParse({
      targets: { shareTravel: { value: 19, source: 'The log' } },
    });
    expect(share.error?.issues[0]?.message).toBe(
      'Share needing travel is a proportion between 0 and 1.',
    );
  });

  it('reads a plan stored before it held targets: its indicators kept, nothing watched', () => {
    const old = monitoringPlan.parse({
      indicators: [{ name: 'Sessions per month', target: '10 a month', source: null }],
      reviewDate: '2027-12-01',
    });
    expect(old.indicators).toHaveLength(1);
    expect(Object.values(old.targets).every((t) => t.value === null)).toBe(true);
    expect(monitoringRows(old)).toEqual([
      { indicator: 'Sessions per month', target: '10 a month', source: null, followed: false },
    ]);
    expect(monitoringPlan.parse(undefined)).toMatchObject({ indicators: [], reviewDate: null });
  });
});
