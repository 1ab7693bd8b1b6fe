import { describe, expect, it } from 'vitest';

import { entryWarnings } from './contract.js';

const none = { submitted: 0, screeningPassed: false, adoptRecommended: false };

describe('entryWarnings', () => {
  it('asks for screening (the preceding considerations) before evaluation', () => {
    expect(entryWarnings('evaluation', none)[0]).toContain('Screening is not passed');
    expect(entryWarnings('evaluation', { ...none, screeningPassed: true })).toEqual([]);
  });

  it('asks for a submitted evaluation before a pilot or adoption, and a recommendation to adopt', () => {
    expect(entryWarnings('pilot', none)[0]).toContain('no submitted evaluation');
    expect(entryWarnings('pilot', { ...none, submitted: 1 })).toEqual([]);
    expect(entryWarnings('adopted', { ...none, submitted: 2 })).toEqual([
      'No submitted evaluation recommends adopting it.',
    ]);
    expect(entryWarnings('adopted', { ...none, submitted: 1, adoptRecommended: true })).toEqual([]);
  });

  it('lets a technology be proposed, screened, rejected or retired without conditions', () => {
    for (const to of ['proposed', 'screening', 'not adopted', 'retired'] as const)
      expect(entryWarnings(to, none)).toEqual([]);
  });
});
