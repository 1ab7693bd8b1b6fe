import { describe, expect, it } from 'vitest';

import { question } from '@hta/functions/contract';

import { newQuestionId } from './questionIds';

describe('newQuestionId', () => {
  it('makes a slug the contract accepts, unique within the group', () => {
    const id = newQuestionId('Is the data stored in Canada (HIPA)?', []);
    expect(id).toBe('is-the-data-stored-in-canada-hip');
    expect(question.safeParse({ id, text: 'Is the data stored in Canada?' }).success).toBe(true);
    expect(newQuestionId('Safety', ['safety'])).toBe('safety-2');
    expect(newQuestionId('Safety', ['safety', 'safety-2'])).toBe('safety-3');
  });

  it('copes with text that has no letters or accents only', () => {
    expect(newQuestionId('¿¿??', [])).toBe('question');
    expect(newQuestionId('Économie régionale', [])).toBe('economie-regionale');
  });
});
