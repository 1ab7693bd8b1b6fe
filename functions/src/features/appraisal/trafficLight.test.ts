import { describe, expect, it } from 'vitest';

import { assessmentFields, assessmentResult } from './assessment.js';
import { outcomeSuggestions } from './profileSuggestions.js';
import { trafficLightTables, type TableAssessment } from './trafficLight.js';

const LOW = {
  '1.1': 'Y',
  '1.2': 'Y',
  '1.3': 'N',
  '2.1': 'N',
  '2.2': 'N',
  '2.6': 'Y',
  '3.1': 'Y',
  '4.1': 'N',
  '4.2': 'N',
  '4.3': 'N',
  '5.1': 'Y',
  '5.2': 'N',
  '5.3': 'N',
} as const;
/** The method of measurement was inappropriate (4.1): high risk; 4.3 is then not applicable. */
const { '4.3': _unasked, ...MEASURED } = LOW;
const HIGH_D4 = { ...MEASURED, '4.1': 'Y' };

const assessed = (
  id: string,
  studyId: string,
  assessor: string,
  participants: number,
  answers: Record<string, string>,
): TableAssessment => ({
  id,
  studyId,
  studyTitle: `Study ${studyId}`,
  assessor,
  tool: 'RoB 2',
  participants,
  demo: false,
  result: assessmentResult(
    assessmentFields.parse({ profileId: 'p', studyId, tool: 'RoB 2', participants, answers }),
  ),
});

describe('the traffic-light table', () => {
  const a1 = assessed('x1', 'a', 'ann@hta.test', 70, LOW);
  // Concealment not reported: some concerns in D1.
  const a2 = assessed('x2', 'a', 'bob@hta.test', 70, { ...LOW, '1.2': 'NI' });
  const b = assessed('x3', 'b', 'ann@hta.test', 50, HIGH_D4);

  it('has a row per study and assessor, with symbols that read without colour', () => {
    const [table] = trafficLightTables([b, a2, a1]);
    expect(table!.tool).toBe('RoB 2');
    expect(table!.domains).toHaveLength(5);
    expect(table!.rows.map((r) => [r.studyId, r.assessor])).toEqual([
      ['a', 'ann@hta.test'],
      ['a', 'bob@hta.test'],
      ['b', 'ann@hta.test'],
    ]);
    expect(table!.rows[0]!.cells.map((c) => c.symbol).join('')).toBe('+++++');
    expect(table!.rows[1]!.cells[0]).toEqual({
      judgement: 'some concerns',
      symbol: '−',
      band: 'concerns',
    });
    expect(table!.rows[2]!.overall).toMatchObject({ judgement: 'high', symbol: '×' });
  });

  it('names the domains two assessors of a study judged differently', () => {
    const [table] = trafficLightTables([a1, a2, b]);
    expect(table!.rows[0]!.differs).toEqual(['Bias arising from the randomisation process']);
    expect(table!.rows[1]!.differs).toEqual(['Bias arising from the randomisation process']);
    expect(table!.rows[2]!.differs).toEqual([]);
  });

  it('has no table for a tool nobody used', () => {
    expect(trafficLightTables([])).toEqual([]);
  });
});

describe('the outcome’s suggested risk of bias', () => {
  it('weights the studies by participants, the more severe of two assessors counting', () => {
    const a1 = assessed('x1', 'a', 'ann@hta.test', 70, LOW);
    const b = assessed('x3', 'b', 'ann@hta.test', 50, { ...LOW, '1.2': 'NI' });
    // 70 of 120 participants (58 %) at low risk → not serious.
    const [one] = outcomeSuggestions([{ name: 'Travel', studyIds: ['a', 'b', 'c'] }], [a1, b]);
    expect(one!.suggestion).toMatchObject({ rating: 'not serious' });
    expect(one!.suggestion!.because).toBe(
      '58 % of participants are in studies at low risk of bias.',
    );
    expect(one!.notAppraised).toEqual(['c']);
    // A second assessor finds study a high: it counts high, and only 0 % are at low risk.
    const a2 = assessed('x2', 'a', 'bob@hta.test', 70, HIGH_D4);
    const [two] = outcomeSuggestions([{ name: 'Travel', studyIds: ['a', 'b'] }], [a1, a2, b]);
    expect(two!.suggestion).toMatchObject({ rating: 'serious' });
    expect(two!.suggestion!.shares.low).toBe(0);
  });

  it('takes a study’s participants from its extraction where it has one', () => {
    const a = assessed('x1', 'a', 'ann@hta.test', 70, LOW);
    const b = assessed('x3', 'b', 'ann@hta.test', 50, { ...LOW, '1.2': 'NI' });
    // Extracted: a 40 (20 + 20), b none (its typed 50 stands) → 40 of 90 (44 %) at low risk.
    const extracted = (outcome: string, studyId: string) =>
      outcome === 'Travel' && studyId === 'a' ? 40 : null;
    const [one] = outcomeSuggestions([{ name: 'Travel', studyIds: ['a', 'b'] }], [a, b], extracted);
    expect(one!.suggestion).toMatchObject({ rating: 'serious' });
    expect(one!.suggestion!.shares.low).toBeCloseTo(40 / 90, 10);
    expect(one!.rule).toContain('participants are those extracted');
    // Another outcome, without extractions, keeps the typed figures: 70 of 120.
    const [other] = outcomeSuggestions([{ name: 'Pain', studyIds: ['a', 'b'] }], [a, b], extracted);
    expect(other!.suggestion!.shares.low).toBeCloseTo(70 / 120, 10);
  });
});
