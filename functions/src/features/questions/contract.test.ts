import { describe, expect, it } from 'vitest';

import { questionFields, type QuestionFieldsInput } from './contract.js';

const valid: QuestionFieldsInput = {
  title: 'Does tele-ultrasound reduce travel?',
  technologyId: 'tech-1',
  population: 'People in northern communities needing an ultrasound exam.',
  intervention: 'A community exam read at a distance.',
  outcomes: [{ name: 'Travel for an exam', importance: 'critical' }],
  settings: ['northern'],
  designs: ['randomised trials'],
};

const messages = (fields: unknown) => {
  const parsed = questionFields.safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a review question (PICO)', () => {
  it('takes a population, an intervention, outcomes and the designs sought', () => {
    expect(messages(valid)).toEqual([]);
    expect(questionFields.parse(valid)).toMatchObject({ comparators: null, communityIds: [] });
  });

  it('needs at least one outcome critical for the decision', () => {
    expect(
      messages({ ...valid, outcomes: [{ name: 'Satisfaction', importance: 'important' }] }),
    ).toEqual(['outcomes: At least one outcome is critical for the decision.']);
  });

  it('names each outcome, setting, community and design once', () => {
    const twice = { name: 'Travel for an exam', importance: 'critical' } as const;
    expect(
      messages({ ...valid, outcomes: [twice, { ...twice, name: 'travel for an exam' }] }),
    ).toEqual(['outcomes: Each outcome once.']);
    expect(messages({ ...valid, settings: ['rural', 'rural'] })).toEqual([
      'settings: Each setting once.',
    ]);
    expect(messages({ ...valid, communityIds: ['a', 'a'] })).toEqual([
      'communityIds: Each community once.',
    ]);
    expect(messages({ ...valid, designs: [] })).toEqual([
      'designs: Choose at least one study design sought.',
    ]);
  });

  it('refuses a question without its population or intervention, and fields it does not know', () => {
    const { population: _p, intervention: _i, ...partial } = valid;
    expect(messages(partial).map((m) => m.split(':')[0])).toEqual(['population', 'intervention']);
    expect(messages({ ...valid, answer: 'yes' })).toHaveLength(1);
  });
});
