import { describe, expect, it } from 'vitest';

import { readinessAssessmentFields } from './contract.js';
import { DEFAULT_READINESS_ITEMS, readinessItems, readinessScores } from './readiness.js';

const item = (area: string, score: number | null) => ({ area, score });

describe('readiness scores', () => {
  it('averages each area, then the areas equally; counts gaps at 2 or lower', () => {
    const scores = readinessScores([
      item('space', 4),
      item('space', 5),
      item('connectivity', 2),
      item('connectivity', 4),
      item('equipment', 1),
      item('staffing', null),
      item('privacy', 3),
    ]);
    expect(scores.areas.map((a) => [a.key, a.mean, a.gaps])).toEqual([
      ['space', 4.5, 0],
      ['connectivity', 3, 1],
      ['equipment', 1, 1],
      ['staffing', null, 0],
      ['privacy', 3, 0],
    ]);
    // (4.5 + 3 + 1 + 3) / 4 areas scored; staffing (nothing scored) does not count as 0.
    expect(scores.overall).toBe(2.88);
    expect(scores.gaps).toBe(2);
    expect(scores.scored).toBe(6);
    expect(scores.items).toBe(7);
    expect(scores.level).toBe('not ready');
  });

  it('is ready at 4 or more with no gap, partly ready at 3 or more, not assessed with no score', () => {
    expect(readinessScores([item('space', 4), item('privacy', 5)]).level).toBe('ready');
    // A gap holds a facility at "partly ready" whatever its mean.
    expect(readinessScores([item('space', 5), item('space', 5), item('space', 2)]).level).toBe(
      'partly ready',
    );
    expect(readinessScores([item('space', 3)]).level).toBe('partly ready');
    expect(readinessScores([item('space', null)])).toMatchObject({
      overall: null,
      level: 'not assessed',
    });
  });
});

describe('readiness items and assessments', () => {
  it('ship a valid default item set in every area', () => {
    expect(readinessItems.schema.safeParse(DEFAULT_READINESS_ITEMS).success).toBe(true);
  });

  it('refuse a gap without an action and an owner', () => {
    const result = readinessAssessmentFields.safeParse({
      facilityId: 'odhf-8711',
      assessedOn: '2026-11-01',
      items: [
        { area: 'space', id: 'room', text: 'A room', score: 2 },
        { area: 'space', id: 'layout', text: 'Layout', score: 3 },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['items.0.action', 'A gap needs an action.'],
      ['items.0.owner', 'A gap needs an owner.'],
    ]);
  });
});
