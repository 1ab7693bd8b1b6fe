import { describe, expect, it } from 'vitest';

import { DOMAIN_KEYS, MAST_DOMAINS } from './mast.js';
import {
  answerNote,
  dropHidden,
  mastQuestion,
  setIssues,
  shownQuestions,
  valueIssues,
  type AnswerLike,
  type MastQuestionInput,
} from './questions.js';
import {
  DEFAULT_QUESTION_SETS,
  questionSets,
  setFor,
  versioned,
  type QuestionSet,
} from './questionSets.js';

const q = (input: MastQuestionInput) => mastQuestion.parse(input);
const stores = q({ id: 'stores', text: 'Stores patient data?', type: 'yesNo' });
const residency = q({
  id: 'residency',
  text: 'Where is it stored?',
  type: 'choice',
  choices: ['Canada', 'Outside Canada'],
  dependsOn: { questionId: 'stores', equals: 'yes' },
});

describe('question sets: a dependency points to an earlier question that has the value', () => {
  it('accepts a yes/no parent answered “yes” and a choice parent with one of its options', () => {
    const outside = q({
      id: 'outside',
      text: 'Which country?',
      type: 'text',
      dependsOn: { questionId: 'residency', equals: 'Outside Canada' },
    });
    expect(setIssues([stores, residency, outside])).toEqual([]);
  });

  it('refuses a later question, itself, a missing one, a value the parent never takes, a number parent', () => {
    const cost = q({ id: 'cost', text: 'Set-up cost', type: 'number', unit: 'CAD' });
    const on = (id: string, equals = 'yes') => ({ dependsOn: { questionId: id, equals } });
    expect(setIssues([{ ...stores, ...on('residency') }, residency])).toEqual([
      {
        path: [0, 'dependsOn', 'questionId'],
        message: expect.stringContaining('comes after it') as string,
      },
    ]);
    expect(setIssues([{ ...stores, ...on('stores') }])[0]?.message).toBe(
      'A question cannot depend on itself.',
    );
    expect(setIssues([{ ...stores, ...on('nowhere') }])[0]?.message).toBe(
      'It depends on a question not in this domain.',
    );
    expect(setIssues([stores, { ...residency, ...on('stores', 'maybe') }])).toEqual([
      {
        path: [1, 'dependsOn', 'equals'],
        message: 'Question 1 is never answered “maybe”: choose “yes”, “no”, “unknown”.',
      },
    ]);
    expect(setIssues([cost, { ...residency, ...on('cost', '5') }])[0]?.message).toContain(
      'depend on a yes / no or choice question',
    );
  });

  it('refuses a cycle (a → b → a): one of its two links points forward', () => {
    const a = { ...stores, dependsOn: { questionId: 'b', equals: 'yes' } };
    const b = { ...stores, id: 'b', dependsOn: { questionId: 'stores', equals: 'yes' } };
    const issues = setIssues([a, b]);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual([0, 'dependsOn', 'questionId']);
  });

  it('checks each question: a number has a unit and min ≤ max, a choice 2–8 distinct options', () => {
    const bad = (input: MastQuestionInput) =>
      mastQuestion.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(bad({ id: 'n', text: 'Cost?', type: 'number', min: 5, max: 1 })).toEqual([
      ['unit', 'Give the unit (CAD, km, minutes…).'],
      ['max', 'The maximum is below the minimum (5).'],
    ]);
    expect(bad({ id: 'c', text: 'Which?', type: 'choice', choices: ['One'] })).toEqual([
      ['choices', 'Give 2 to 8 options.'],
    ]);
    expect(bad({ id: 'c', text: 'Which?', type: 'choice', choices: ['A', 'a'] })).toEqual([
      ['choices', 'Two options have the same name.'],
    ]);
    // A question saved before types existed reads as a rating.
    expect(q({ id: 'old', text: 'Rated question', help: null }).type).toBe('rating');
  });

  it('reads a setting saved before sets as the default set, the category sets added', () => {
    const legacy = Object.fromEntries(
      DOMAIN_KEYS.map((k) => [k, [{ id: 'only', text: `The one ${k} question`, help: null }]]),
    );
    const read = questionSets.parse(legacy);
    expect(read.sets.map((s) => s.id)).toEqual([
      'default',
      'remote-monitoring',
      'video-visits',
      'tele-ultrasound',
    ]);
    expect(read.sets[0]?.domains.safety[0]?.type).toBe('rating');
  });

  it('keeps one default, one set per category, and moves only a changed set’s version', () => {
    const sets = DEFAULT_QUESTION_SETS.sets;
    const twice = questionSets.safeParse({ sets: [...sets, { ...sets[1], id: 'again' }] });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['sets', 4, 'category'],
      message: 'Another set is for Remote patient monitoring.',
    });
    const edited: QuestionSet = {
      ...sets[1]!,
      domains: { ...sets[1]!.domains, safety: sets[1]!.domains.safety.slice(1) },
    };
    const next = versioned({ sets: [sets[0]!, edited] }, DEFAULT_QUESTION_SETS);
    expect(next.sets.map((s) => s.version)).toEqual([1, 2]);
  });
});

describe('the shipped sets', () => {
  it('ask at least five questions per domain, using the types, and a set per category', () => {
    for (const set of DEFAULT_QUESTION_SETS.sets)
      for (const d of MAST_DOMAINS) expect(set.domains[d.key].length).toBeGreaterThanOrEqual(5);
    const types = new Set(
      DOMAIN_KEYS.flatMap((k) => DEFAULT_QUESTION_SETS.sets[0]!.domains[k].map((x) => x.type)),
    );
    expect([...types].sort()).toEqual(['choice', 'number', 'rating', 'text', 'yesNo']);
    expect(setFor(DEFAULT_QUESTION_SETS, 'Remote patient monitoring').id).toBe('remote-monitoring');
    expect(setFor(DEFAULT_QUESTION_SETS, 'Tele-ultrasound').id).toBe('tele-ultrasound');
    expect(setFor(DEFAULT_QUESTION_SETS, 'Video visits').id).toBe('video-visits');
    expect(setFor(DEFAULT_QUESTION_SETS, 'Telepharmacy').id).toBe('default');
  });
});

describe('valueIssues: a typed value fits its question', () => {
  const none = { rating: null, notAssessedReason: null };
  const number = { ...none, type: 'number' as const, unit: 'CAD', min: 0, max: 100000 };
  it('takes a number within bounds where a number is asked', () => {
    expect(valueIssues({ ...number, value: 12500 })).toEqual([]);
    expect(valueIssues({ ...number, value: 'lots' })).toEqual([
      { path: ['value'], message: 'Enter a number (in CAD).' },
    ]);
    expect(valueIssues({ ...number, value: -1 })[0]?.message).toBe('Enter at least 0 CAD.');
    expect(valueIssues({ ...number, value: 200000 })[0]?.message).toBe('Enter at most 100000 CAD.');
  });

  it('takes yes/no/unknown, an existing choice, text — and no 1–5 rating on a typed question', () => {
    expect(valueIssues({ ...none, type: 'yesNo', value: 'maybe' })[0]?.message).toBe(
      'Answer yes, no or unknown.',
    );
    expect(
      valueIssues({ ...none, type: 'choice', choices: ['A', 'B'], value: 'C' })[0]?.message,
    ).toBe('Choose one of: A, B.');
    expect(valueIssues({ ...none, type: 'text', value: 3 })[0]?.message).toBe('Answer in words.');
    expect(valueIssues({ ...none, type: 'yesNo', rating: 4, value: null })[0]?.path).toEqual([
      'rating',
    ]);
    expect(valueIssues({ ...none, rating: null, value: 'yes' })[0]?.path).toEqual(['value']);
    expect(
      valueIssues({ ...none, type: 'yesNo', value: 'no', notAssessedReason: 'No data' })[0]?.path,
    ).toEqual(['notAssessedReason']);
  });
});

describe('dependencies decide which questions are asked', () => {
  const a = (questionId: string, value: string | null, dependsOn: AnswerLike['dependsOn'] = null) =>
    ({
      questionId,
      type: 'yesNo',
      rating: null,
      value,
      notAssessedReason: null,
      dependsOn,
    }) as const;
  it('asks a dependent question only when its parent is asked and answered with the value', () => {
    const on = (id: string) => ({ questionId: id, equals: 'yes' });
    expect(shownQuestions([a('p', 'yes'), a('c', null, on('p'))])).toEqual([true, true]);
    expect(shownQuestions([a('p', 'no'), a('c', null, on('p'))])).toEqual([true, false]);
    expect(shownQuestions([a('p', null), a('c', null, on('p'))])).toEqual([true, false]);
    // A grandchild of a hidden question is hidden too, whatever its parent says.
    expect(shownQuestions([a('p', 'no'), a('c', 'yes', on('p')), a('g', null, on('c'))])).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('drops (empties) the answer of a question not asked', () => {
    const [, dropped] = dropHidden([
      { ...a('p', 'no'), evidence: 'x', studyIds: [] },
      {
        ...a('c', 'yes', { questionId: 'p', equals: 'yes' }),
        evidence: 'Vendor says so',
        studyIds: ['s1'],
      },
    ]);
    expect(dropped).toMatchObject({ value: null, evidence: null, studyIds: [] });
  });
});

describe('answerNote: how readers quote an answer', () => {
  it('puts a typed answer’s value in words before its evidence, and is null when both are empty', () => {
    expect(
      answerNote({ type: 'choice', value: 'Home care nurse', evidence: 'Two share it.' }),
    ).toBe('Home care nurse — Two share it.');
    expect(answerNote({ type: 'number', value: 18500, unit: 'CAD', evidence: null })).toBe(
      '18,500 CAD',
    );
    expect(answerNote({ type: 'rating', value: null, evidence: 'Site visit.' })).toBe(
      'Site visit.',
    );
    expect(answerNote({ type: 'yesNo', value: null, evidence: '  ' })).toBeNull();
  });
});
