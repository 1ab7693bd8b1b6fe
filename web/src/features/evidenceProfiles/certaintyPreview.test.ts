// The evidence form's preview of an outcome's certainty: nothing is rated before anything is
// entered, so no "⊕⊕⊕⊕ High" for an empty outcome.
import { describe, expect, it } from 'vitest';

import { certaintyPreview } from './certaintyPreview';

const empty = {
  name: '',
  importance: 'critical' as const,
  studyIds: [],
  participants: null,
  evidence: 'randomised trials' as const,
  measure: 'none' as const,
  down: {},
  up: {},
};

describe('certaintyPreview', () => {
  it('rates nothing before the outcome cites its studies', () => {
    expect(certaintyPreview(empty)).toEqual({ kind: 'not yet' });
  });

  it('computes the certainty once studies are cited, as the server will', () => {
    const cited = {
      ...empty,
      studyIds: ['s1'],
      down: { imprecision: { rating: 'serious' as const, reason: 'Few.' } },
    };
    expect(certaintyPreview(cited)).toMatchObject({
      kind: 'certainty',
      result: { level: 'moderate' },
    });
  });
});
