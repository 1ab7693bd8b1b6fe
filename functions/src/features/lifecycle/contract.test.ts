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

  it('asks for an approved assessment dossier before adopting or not adopting it', () => {
    const evaluated = { submitted: 1, screeningPassed: true, adoptRecommended: true };
    for (const to of ['adopted', 'not adopted'] as const) {
      expect(entryWarnings(to, { ...evaluated, approvedDossier: false })).toEqual([
        'No assessment dossier of it is approved; the decision cites none.',
      ]);
      expect(entryWarnings(to, { ...evaluated, approvedDossier: true })).toEqual([]);
    }
    expect(entryWarnings('pilot', { ...evaluated, approvedDossier: false })).toEqual([]);
  });

  it('lets a technology be proposed, screened, rejected or retired without conditions', () => {
    for (const to of ['proposed', 'screening', 'not adopted', 'retired'] as const)
      expect(entryWarnings(to, none)).toEqual([]);
  });
});
