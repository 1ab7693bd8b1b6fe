import { describe, expect, it } from 'vitest';

import { assessmentFields, assessmentResult, judgementFor, toolForDesign } from './assessment.js';

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

const rob2 = (answers: Record<string, string>, more: Record<string, unknown> = {}) =>
  assessmentFields.safeParse({
    profileId: 'p',
    studyId: 's',
    tool: 'RoB 2',
    participants: 60,
    answers,
    ...more,
  });

describe('the tool a study design calls for', () => {
  it('is RoB 2 for randomised trials, ROBINS-I for non-randomised comparisons, none else', () => {
    expect(toolForDesign('RCT')).toBe('RoB 2');
    expect(toolForDesign('cohort')).toBe('ROBINS-I');
    expect(toolForDesign('non-randomised comparative')).toBe('ROBINS-I');
    for (const d of ['systematic review', 'case series', 'qualitative', 'guideline'])
      expect(toolForDesign(d)).toBeNull();
  });
});

describe('a RoB 2 assessment', () => {
  it('is judged low in every domain by the algorithm', () => {
    const parsed = rob2(LOW);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const result = assessmentResult(parsed.data!);
    expect(result.domains.map((d) => d.judgement)).toEqual(['low', 'low', 'low', 'low', 'low']);
    expect(result.judgement).toBe('low');
  });

  it('refuses an answer to a question the algorithm does not ask (NA)', () => {
    // 2.1 and 2.2 "no": deviations (2.3–2.5) are not asked.
    const parsed = rob2({ ...LOW, '2.3': 'Y' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({
      path: ['answers', '2.3'],
      message: expect.stringMatching(/Question 2\.3 is not applicable/),
    });
  });

  it('keeps answers beyond a domain not yet settled (they may yet be asked)', () => {
    const parsed = rob2({ '1.1': 'Y' });
    expect(parsed.success).toBe(true);
    expect(assessmentResult(parsed.data!).judgement).toBeNull();
  });

  it('refuses answers that are not the tool’s and ROBINS-I domains', () => {
    expect(rob2({ ...LOW, '1.1': 'maybe' }).success).toBe(false);
    expect(rob2(LOW, { domains: { confounding: 'low' } }).success).toBe(false);
  });

  it('takes the assessor’s judgement of a domain with its reason, and says so', () => {
    const parsed = rob2(LOW, {
      overrides: { D4: { judgement: 'high', reason: 'Self-reported outcome, assessors aware.' } },
    });
    const result = assessmentResult(parsed.data!);
    expect(result.domains[3]).toMatchObject({ judgement: 'high', overridden: true });
    expect(result.domains[3]!.because).toMatch(/the algorithm: low\): Self-reported/);
    expect(result.judgement).toBe('high');
    expect(rob2(LOW, { overrides: { D4: { judgement: 'high', reason: '' } } }).success).toBe(false);
  });

  it('is raised to high for several domains with some concerns only with a reason', () => {
    // D1: no information on concealment → some concerns; D5: no plan → some concerns.
    const concerns = { ...LOW, '1.2': 'NI', '5.1': 'N' };
    const plain = assessmentResult(rob2(concerns).data!);
    expect(plain).toMatchObject({ judgement: 'some concerns', mayBeHigh: true });
    const raised = assessmentResult(
      rob2(concerns, { overallHighReason: 'Together they undermine the result.' }).data!,
    );
    expect(raised.judgement).toBe('high');
    // One domain with concerns cannot be raised.
    const one = rob2({ ...LOW, '5.1': 'N' }, { overallHighReason: 'Because.' });
    expect(one.success).toBe(false);
  });

  it('judges an outcome with its own missing data apart from the study', () => {
    const parsed = rob2(LOW, {
      outcomes: [
        { outcomeName: 'Travel', answers: { '3.1': 'N', '3.2': 'N', '3.3': 'Y', '3.4': 'Y' } },
      ],
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const result = assessmentResult(parsed.data!);
    expect(result.judgement).toBe('low');
    expect(judgementFor(result, 'travel').judgement).toBe('high');
    expect(judgementFor(result, 'Other outcome').judgement).toBe('low');
    // Only domains 3 and 4 are answered per outcome.
    expect(rob2(LOW, { outcomes: [{ outcomeName: 'T', answers: { '1.1': 'N' } }] }).success).toBe(
      false,
    );
  });
});

describe('a ROBINS-I assessment', () => {
  it('takes the domain judgements and the overall by the tool’s rule', () => {
    const parsed = assessmentFields.safeParse({
      profileId: 'p',
      studyId: 's',
      tool: 'ROBINS-I',
      participants: 40,
      domains: {
        confounding: 'serious',
        selection: 'moderate',
        classification: 'low',
        deviations: 'low',
        missingData: 'moderate',
        measurement: 'moderate',
        reporting: 'low',
      },
      outcomes: [{ outcomeName: 'Adequate images', domains: { measurement: 'critical' } }],
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const result = assessmentResult(parsed.data!);
    expect(result.judgement).toBe('serious');
    expect(judgementFor(result, 'Adequate images').judgement).toBe('critical');
  });

  it('refuses RoB 2 answers and overrides', () => {
    const base = { profileId: 'p', studyId: 's', tool: 'ROBINS-I', participants: 40 };
    expect(assessmentFields.safeParse({ ...base, answers: { '1.1': 'Y' } }).success).toBe(false);
    expect(
      assessmentFields.safeParse({
        ...base,
        overrides: { D1: { judgement: 'low', reason: 'x' } },
      }).success,
    ).toBe(false);
  });
});
