import { describe, expect, it } from 'vitest';

import {
  firstStepOf,
  isDomainStep,
  isStepDone,
  isStepKey,
  missingFor,
  neighboursOf,
  stepOfField,
  stepsOf,
} from './steps';

describe('evaluation steps', () => {
  it('counts a question answered when rated, or not assessed with a reason', () => {
    const steps = stepsOf({
      domains: {
        safety: [
          { questionId: 'a', question: 'A?', rating: 4 },
          { questionId: 'b', question: 'B?', rating: null, notAssessedReason: 'No data yet' },
          { questionId: 'c', question: 'C?', rating: null, notAssessedReason: '  ' },
          { questionId: 'd', question: 'D?' },
        ],
      },
    });
    expect(steps.find((s) => s.key === 'safety')?.progress).toEqual({ answered: 2, asked: 4 });
    expect(steps.find((s) => s.key === 'economic')?.progress).toEqual({ answered: 0, asked: 0 });
  });

  it('counts a preceding consideration once it has both an answer and a result', () => {
    const steps = stepsOf({
      preceding: {
        purpose: { answer: 'Scans closer to home', result: 'pass' },
        comparator: { answer: 'Travel to Saskatoon', result: null },
        level: { answer: ' ', result: 'pass' },
      },
    });
    expect(steps.find((s) => s.key === 'preceding')?.progress).toEqual({ answered: 1, asked: 6 });
  });

  it('orders the steps setting, preceding, seven domains, conclusion, review', () => {
    const keys = stepsOf({}).map((s) => s.key);
    expect(keys).toHaveLength(11);
    expect(keys.slice(0, 2)).toEqual(['setting', 'preceding']);
    expect(keys.slice(-2)).toEqual(['conclusion', 'review']);
  });

  it('finds the step of a field and the first step holding errors', () => {
    expect(stepOfField('domains.safety.1.rating')).toBe('safety');
    expect(stepOfField('preceding.legal.result')).toBe('preceding');
    expect(stepOfField('rationale')).toBe('conclusion');
    expect(stepOfField('title')).toBe('setting');
    expect(firstStepOf(['rationale', 'domains.economic.0.rating', 'preceding.level.answer'])).toBe(
      'preceding',
    );
    expect(firstStepOf([])).toBeNull();
  });

  it('recognises step keys from the URL and nothing else', () => {
    expect(isStepKey('safety')).toBe(true);
    expect(isStepKey('constructor')).toBe(false);
    expect(isStepKey(null)).toBe(false);
  });

  it('lists what a submission lacks, naming the question', () => {
    const missing = missingFor({
      title: 'Trial',
      technologyId: 'demo-tech-rpm',
      domains: { safety: [{ questionId: 'a', question: 'Is it safe?' }] },
    });
    const paths = missing.map((m) => m.path);
    expect(paths).toContain('domains.safety.0.rating');
    expect(paths).toContain('preceding.purpose.answer');
    expect(paths).toContain('recommendation');
    expect(missing.find((m) => m.path === 'domains.safety.0.rating')).toEqual({
      path: 'domains.safety.0.rating',
      message: 'Rate this question, or mark it not assessed with a reason.',
      question: 'Is it safe?',
    });
  });

  it('calls a step done only when it asks something and all of it is answered', () => {
    const done = (answered: number, asked: number) =>
      isStepDone({ key: 'safety', title: 'Safety', progress: { answered, asked } });
    expect(done(3, 3)).toBe(true);
    expect(done(2, 3)).toBe(false);
    expect(done(0, 0)).toBe(false);
    expect(isStepDone({ key: 'setting', title: 'Technology and setting' })).toBe(false);
  });

  it('goes back and on in the form’s order, with nothing before the first or after the last', () => {
    expect(neighboursOf('setting')).toEqual({ next: 'preceding' });
    expect(neighboursOf('preceding')).toEqual({ previous: 'setting', next: 'healthProblem' });
    expect(neighboursOf('conclusion')).toEqual({
      previous: 'socioCulturalEthicalLegal',
      next: 'review',
    });
    expect(neighboursOf('review')).toEqual({ previous: 'conclusion' });
  });

  it('tells the domain steps from the others', () => {
    expect(isDomainStep('safety')).toBe(true);
    expect(isDomainStep('preceding')).toBe(false);
    expect(isDomainStep('review')).toBe(false);
  });
});
