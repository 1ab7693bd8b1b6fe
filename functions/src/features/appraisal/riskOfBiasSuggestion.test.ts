import { describe, expect, it } from 'vitest';

import { suggestedRiskOfBias } from './riskOfBiasSuggestion.js';

describe('risk of bias suggested from the studies, weighted by participants', () => {
  it('is not serious when most participants are in studies at low risk', () => {
    // 300 of 420 (71 %) at low risk.
    const s = suggestedRiskOfBias([
      { label: 'A', participants: 300, judgement: 'low' },
      { label: 'B', participants: 120, judgement: 'high' },
    ]);
    expect(s).toMatchObject({
      rating: 'not serious',
      because: '71 % of participants are in studies at low risk of bias.',
    });
  });

  it('is serious when most are in studies with concerns or at high risk, however many studies are low', () => {
    // Three small low-risk trials (90) against one large trial with some concerns (400).
    const s = suggestedRiskOfBias([
      { label: 'A', participants: 30, judgement: 'low' },
      { label: 'B', participants: 30, judgement: 'low' },
      { label: 'C', participants: 30, judgement: 'low' },
      { label: 'D', participants: 400, judgement: 'some concerns' },
    ])!;
    expect(s.rating).toBe('serious');
    expect(s.shares.low).toBeCloseTo(90 / 490, 12);
    expect(s.because).toBe(
      'Only 18 % of participants are in studies at low risk of bias (82 % with concerns, 0 % at high or critical risk).',
    );
  });

  it('is very serious when most are in non-randomised studies at critical risk', () => {
    expect(
      suggestedRiskOfBias([
        { label: 'A', participants: 800, judgement: 'critical' },
        { label: 'B', participants: 200, judgement: 'moderate' },
      ])!.rating,
    ).toBe('very serious');
  });

  it('suggests nothing without studies or participants', () => {
    expect(suggestedRiskOfBias([])).toBeNull();
    expect(suggestedRiskOfBias([{ label: 'A', participants: 0, judgement: 'low' }])).toBeNull();
  });
});
