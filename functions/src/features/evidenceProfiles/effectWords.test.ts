import { describe, expect, it } from 'vitest';

import { cohenSize, differenceInWords } from './effectWords.js';
import { riskDifferenceEffect } from './grade.js';

describe('the absolute effect of a difference in words', () => {
  it('words a mean difference as GRADE’s SoF tables do, each limit with its direction', () => {
    expect(
      differenceInWords({
        measure: 'MD',
        estimate: -2.3,
        ciLow: -3.1,
        ciHigh: -1.5,
        name: 'Depression score (EPDS)',
        units: 'points',
      }).text,
    ).toBe(
      'The mean depression score (EPDS) in the intervention group was 2.3 points lower (3.1 lower to 1.5 lower)',
    );
    expect(
      differenceInWords({
        measure: 'MD',
        estimate: 1,
        ciLow: -0.25,
        ciHigh: 2.256,
        name: 'EPDS score',
        units: 'points',
      }).text,
    ).toBe(
      'The mean EPDS score in the intervention group was 1 points higher (0.25 lower to 2.26 higher)',
    );
  });

  it('words an SMD with Cohen’s rule of thumb beside it', () => {
    const words = differenceInWords({
      measure: 'SMD',
      estimate: -0.45,
      ciLow: -0.71,
      ciHigh: -0.19,
      name: 'anxiety',
      units: null,
    });
    expect(words.text).toBe('SMD 0.45 lower (0.71 lower to 0.19 lower)');
    expect(words.note).toMatch(
      /0\.2 is a small effect, 0\.5 moderate and 0\.8 large; this estimate \(0\.45\) is small/,
    );
    expect([0.1, 0.2, 0.5, 0.79, 0.8, -1.2].map(cohenSize)).toEqual([
      'less than small',
      'small',
      'moderate',
      'moderate',
      'large',
      'large',
    ]);
  });

  it('words a risk difference per 1,000 and applies it to the comparator’s risk', () => {
    expect(
      differenceInWords({
        measure: 'RD',
        estimate: -0.12,
        ciLow: -0.18,
        ciHigh: -0.06,
        name: 'x',
        units: null,
      }).text,
    ).toBe('120 fewer per 1,000 (from 180 fewer to 60 fewer)');
    // 400 per 1,000 with the comparator − 120 = 280 with the intervention.
    expect(riskDifferenceEffect(-0.12, -0.18, -0.06, 400)).toEqual({
      comparator: 400,
      intervention: 280,
      difference: -120,
      differenceLow: -180,
      differenceHigh: -60,
    });
  });
});
