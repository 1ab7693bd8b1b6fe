import { describe, expect, it } from 'vitest';

import { answerStatus, changedFields, domainSummary, resultColour } from './readout';

describe('an evaluation, read', () => {
  it('says how a question was answered, with the certainty where given', () => {
    expect(answerStatus({ rating: 4, notAssessedReason: null, certainty: 'high' })).toBe(
      'Rated 4 of 5 · certainty high',
    );
    expect(answerStatus({ rating: null, notAssessedReason: 'No data yet', certainty: null })).toBe(
      'Not assessed — No data yet',
    );
    expect(answerStatus({ rating: null, notAssessedReason: null, certainty: null })).toBe(
      'Not answered',
    );
  });

  it('says a typed answer in words: yes / no, a number with its unit, a choice', () => {
    const none = { rating: null, notAssessedReason: null, certainty: null };
    expect(answerStatus({ ...none, type: 'yesNo', value: 'no' })).toBe('Answer: No');
    expect(answerStatus({ ...none, type: 'number', value: 18500, unit: 'CAD' })).toBe(
      'Answer: 18,500 CAD',
    );
    expect(
      answerStatus({ ...none, type: 'choice', value: 'Outside Canada', certainty: 'low' }),
    ).toBe('Answer: Outside Canada · certainty low');
  });

  it('sums up a domain, naming the questions not assessed only when there are some', () => {
    expect(domainSummary({ mean: 3.5, rated: 2, asked: 3, notAssessed: 1 })).toBe(
      'mean 3.50 of the 2 rated questions · 3 asked · 1 not assessed',
    );
    expect(domainSummary({ mean: null, rated: 0, asked: 3, notAssessed: 0 })).toBe(
      'mean — of the 0 rated questions · 3 asked',
    );
  });

  it('colours a preceding result: pass green, fail red, a concern amber', () => {
    expect(resultColour('pass')).toBe('success');
    expect(resultColour('fail')).toBe('error');
    expect(resultColour('concern')).toBe('warning');
  });

  it('names the fields a later change touched', () => {
    expect(changedFields(['rationale', 'recommendation'])).toBe(
      'Changed: rationale, recommendation',
    );
    expect(changedFields([])).toBe('Saved without changes');
  });
});
