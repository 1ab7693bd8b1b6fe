import { describe, expect, it } from 'vitest';

import {
  compareFollowUp,
  monthsBetween,
  type ObservedGoLive,
  type ObservedSession,
  type PlanForComparison,
} from './comparison.js';

const plan: PlanForComparison = {
  startMonth: '2026-08',
  reviewDate: '2027-06-30',
  targets: {
    sessionsPerMonth: 10,
    shareAdequate: 0.8,
    shareTravel: 0.1,
    kmAvoided: 1000,
    costPerSession: 500,
  },
  costBasis: { fixedPerMonth: 3000, perSession: 120 },
  facilities: [],
};

/** `n` sessions on the 10th of `month`, each avoiding a 100 km round trip unless said otherwise. */
const sessions = (
  month: string,
  n: number,
  over: Partial<ObservedSession> = {},
): ObservedSession[] =>
  Array.from({ length: n }, () => ({
    date: `${month}-10`,
    facilityId: 'f1',
    adequacy: 'adequate',
    outcome: 'no travel needed',
    roundTripKm: 100,
    ...over,
  }));

const TODAY = '2026-11-15';

describe('follow-up against the prediction', () => {
  it('compares each month with the targets, by hand', () => {
    const c = compareFollowUp(
      plan,
      [
        ...sessions('2026-08', 10),
        ...sessions('2026-09', 7),
        ...sessions('2026-10', 8),
        ...sessions('2026-11', 1),
      ],
      [],
      TODAY,
    );
    expect(c.months.map((m) => [m.month, m.partial, m.sessions])).toEqual([
      ['2026-08', false, 10],
      ['2026-09', false, 7],
      ['2026-10', false, 8],
      ['2026-11', true, 1],
    ]);
    const [aug, sep, oct, nov] = c.months;
    // August: on target; all adequate (+25 %, the good side); nobody travelled (−100 %, good);
    // cost (3000 + 10 × 120) ÷ 10 = 420 (−16 %, good).
    expect(aug!.cells.sessionsPerMonth).toEqual({
      observed: 10,
      target: 10,
      deviation: 0,
      off: false,
    });
    expect(aug!.cells.shareAdequate).toMatchObject({ observed: 1, off: false });
    expect(aug!.cells.shareAdequate.deviation).toBeCloseTo(0.25, 10);
    expect(aug!.cells.shareTravel).toMatchObject({ observed: 0, deviation: -1, off: false });
    expect(aug!.cells.costPerSession).toMatchObject({ observed: 420, off: false });
    expect(aug!.cells.costPerSession.deviation).toBeCloseTo(-0.16, 10);
    // September: 7 sessions, −30 %: off; 700 km, −30 %: off; (3000 + 840) ÷ 7 = 548.57 (+9.7 %).
    expect(sep!.cells.sessionsPerMonth).toMatchObject({ observed: 7, off: true });
    expect(sep!.cells.sessionsPerMonth.deviation).toBeCloseTo(-0.3, 10);
    expect(sep!.cells.kmAvoided).toMatchObject({ observed: 700, off: true });
    expect(sep!.cells.costPerSession.observed).toBeCloseTo(548.571, 3);
    expect(sep!.cells.costPerSession.off).toBe(false);
    // October: 8 sessions, exactly −20 %: not more than 20 % off, so the run ends.
    expect(oct!.cells.sessionsPerMonth).toMatchObject({ observed: 8, off: false });
    // November is the current month: shown, never judged.
    expect(nov!.cells.sessionsPerMonth).toMatchObject({ observed: 1, off: null });
    expect(nov!.cells.sessionsPerMonth.deviation).toBeCloseTo(-0.9, 10);
    expect(c.flags).toEqual([]);
    expect(c).toMatchObject({ reviewPassed: false, reassessmentDue: false, reasons: [] });
  });

  it('makes a reassessment due after two complete months in a row off target, saying why', () => {
    const c = compareFollowUp(
      plan,
      [...sessions('2026-08', 10), ...sessions('2026-09', 7), ...sessions('2026-10', 6)],
      [],
      TODAY,
    );
    expect(c.flags.map((f) => [f.indicator, f.months])).toEqual([
      ['sessionsPerMonth', ['2026-09', '2026-10']],
      ['kmAvoided', ['2026-09', '2026-10']],
    ]);
    expect(c.reassessmentDue).toBe(true);
    expect(c.reasons[0]).toBe(
      'Sessions per month below target by more than 20 % for 2 months in a row (2026-09: 7, 2026-10: 6; target 10).',
    );
    expect(c.reasons[1]).toContain('2026-09: 700 km, 2026-10: 600 km; target 1,000 km');
  });

  it('counts a month without sessions as 0 sessions and 0 km, and judges no share or cost in it', () => {
    const c = compareFollowUp(
      plan,
      [
        ...sessions('2026-08', 10, { outcome: 'travel needed' }),
        ...sessions('2026-10', 10, { outcome: 'travel needed' }),
      ],
      [],
      TODAY,
    );
    const sep = c.months[1]!;
    expect(sep.sessions).toBe(0);
    expect(sep.cells.sessionsPerMonth).toMatchObject({ observed: 0, deviation: -1, off: true });
    expect(sep.cells.kmAvoided).toMatchObject({ observed: 0, off: true });
    for (const key of ['shareAdequate', 'shareTravel', 'costPerSession'] as const)
      expect(sep.cells[key]).toEqual({
        observed: null,
        target: plan.targets[key],
        deviation: null,
        off: null,
      });
    // Everyone travelled in August and October, but the empty September ends that run.
    expect(c.months[0]!.cells.shareTravel.off).toBe(true);
    expect(c.months[2]!.cells.shareTravel.off).toBe(true);
    expect(c.flags.map((f) => f.indicator)).not.toContain('shareTravel');
    // August and October travelled (no km avoided), September had no session: three months off.
    expect(c.flags.find((f) => f.indicator === 'kmAvoided')?.months).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
  });

  it('with a target of 0, counts any value on the bad side as off', () => {
    const zero: PlanForComparison = {
      ...plan,
      targets: {
        ...plan.targets,
        shareTravel: 0,
        sessionsPerMonth: 0,
        kmAvoided: null,
        costPerSession: null,
      },
    };
    const c = compareFollowUp(
      zero,
      [
        ...sessions('2026-08', 5),
        ...sessions('2026-09', 4),
        ...sessions('2026-09', 1, { outcome: 'urgent transfer' }),
        ...sessions('2026-10', 3),
        ...sessions('2026-10', 1, { outcome: 'travel needed' }),
      ],
      [],
      TODAY,
    );
    const [aug, sep, oct] = c.months;
    expect(aug!.cells.shareTravel).toEqual({ observed: 0, target: 0, deviation: null, off: false });
    expect(sep!.cells.shareTravel).toEqual({
      observed: 0.2,
      target: 0,
      deviation: null,
      off: true,
    });
    expect(oct!.cells.shareTravel).toMatchObject({ observed: 0.25, off: true });
    // Fewer sessions than 0 cannot happen: a target of 0 where lower is bad is never off.
    expect(oct!.cells.sessionsPerMonth).toMatchObject({ observed: 4, deviation: null, off: false });
    expect(c.flags.map((f) => f.indicator)).toEqual(['shareTravel']);
    expect(c.reasons[0]).toContain('Share needing travel above target');
  });

  it('never judges the partial current month, however far off it is', () => {
    const c = compareFollowUp(
      { ...plan, startMonth: '2026-10' },
      sessions('2026-10', 2),
      [],
      TODAY,
    );
    expect(c.months.map((m) => m.month)).toEqual(['2026-10', '2026-11']);
    expect(c.months[0]!.cells.sessionsPerMonth.off).toBe(true);
    expect(c.months[1]!.cells.sessionsPerMonth).toMatchObject({ observed: 0, off: null });
    expect(c.reassessmentDue).toBe(false);
  });

  it('makes a reassessment due once the review date has passed', () => {
    const c = compareFollowUp(
      { ...plan, reviewDate: '2026-11-14' },
      sessions('2026-08', 10),
      [],
      TODAY,
    );
    expect(c.reviewPassed).toBe(true);
    expect(c.reasons[0]).toBe('The review date, 2026-11-14, has passed.');
    expect(compareFollowUp({ ...plan, reviewDate: TODAY }, [], [], TODAY).reviewPassed).toBe(false);
  });

  it('follows the go-lives of the plan’s facilities, and only their sessions', () => {
    const at: PlanForComparison = {
      ...plan,
      targets: {
        sessionsPerMonth: null,
        shareAdequate: null,
        shareTravel: null,
        kmAvoided: null,
        costPerSession: null,
      },
      facilities: [
        { facilityId: 'a', plannedGoLive: '2026-08-10' },
        { facilityId: 'b', plannedGoLive: '2026-09-05' },
      ],
    };
    const goLives: ObservedGoLive[] = [
      { facilityId: 'a', liveOn: '2026-08-20' },
      { facilityId: 'b', liveOn: null },
      { facilityId: 'elsewhere', liveOn: '2026-08-01' },
    ];
    const c = compareFollowUp(
      at,
      [
        ...sessions('2026-08', 3, { facilityId: 'a' }),
        ...sessions('2026-08', 9, { facilityId: 'c' }),
      ],
      goLives,
      TODAY,
    );
    expect(c.months[0]!.sessions).toBe(3);
    expect(
      c.months.map((m) => [m.cells.goLives.observed, m.cells.goLives.target, m.cells.goLives.off]),
    ).toEqual([
      [1, 1, false],
      [1, 2, true],
      [1, 2, true],
      [1, 2, null],
    ]);
    expect(c.months[0]!.cells.sessionsPerMonth.off).toBeNull();
    expect(c.flags.map((f) => [f.indicator, f.months])).toEqual([
      ['goLives', ['2026-09', '2026-10']],
    ]);
  });

  it('lists the months across a year’s end, at most the latest 36', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsBetween('2027-03', '2027-02')).toEqual([]);
    const long = monthsBetween('2020-01', '2026-12');
    expect(long).toHaveLength(36);
    expect(long[0]).toBe('2024-01');
  });
});
