// The questions of a MAST evaluation: their types (a 1–5 rating, yes / no / unknown, a number
// with its unit, a choice, text), the answer each type takes, and dependencies (a question asked
// only when an earlier one of its domain has a given answer). Pure rules, shared by the server,
// the editor and the scoring (./mast.ts); nothing here knows the domains.
import { z } from 'zod';

import { optionalText, plainText } from '../../contract/common.js';
import { questionText } from '../../contract/settings.js';

export const QUESTION_TYPES = ['rating', 'yesNo', 'number', 'choice', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  rating: 'Rating 1–5',
  yesNo: 'Yes / no / unknown',
  number: 'Number with a unit',
  choice: 'Choice',
  text: 'Text',
};
export const YES_NO = ['yes', 'no', 'unknown'] as const;
export const MAX_CHOICES = 8;

const questionId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'An id is lower-case letters, digits and dashes.');

/** Bounds of a question's numbers and their answers: far beyond any cost, count or speed asked. */
const NUMBER_LIMIT = 1e12;
const boundedNumber = z
  .number({ error: 'Must be a number.' })
  .min(-NUMBER_LIMIT, 'Must be at least −1,000,000,000,000.')
  .max(NUMBER_LIMIT, 'Must be at most 1,000,000,000,000.');

const nullableNumber = boundedNumber
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** "Ask this only when question `questionId` (earlier, same domain) was answered `equals`." */
export const dependency = z
  .object({
    questionId,
    equals: plainText(80).refine((s) => s.length > 0, 'Say which answer shows the question.'),
  })
  .strict();
export type Dependency = z.output<typeof dependency>;

/**
 * What a question asks and how it is answered. Every field but the words is optional, so
 * question sets and evaluations saved before types existed read as 1–5 ratings.
 */
export const questionSpec = {
  type: z
    .enum(QUESTION_TYPES, { error: 'Choose a type.' })
    .optional()
    .transform((v) => v ?? 'rating'),
  help: optionalText(500),
  /** number: its unit ("CAD", "Mbit/s") and bounds. */
  unit: optionalText(40),
  min: nullableNumber,
  max: nullableNumber,
  /** choice: the options' names. */
  choices: z
    .array(plainText(80))
    .optional()
    .transform((v) => v ?? []),
  dependsOn: dependency
    .nullable()
    .optional()
    .transform((v) => v ?? null),
};

export interface QuestionSpec {
  type: QuestionType;
  help: string | null;
  unit: string | null;
  min: number | null;
  max: number | null;
  choices: string[];
  dependsOn: Dependency | null;
}

export interface Issue {
  path: Array<string | number>;
  message: string;
}

/** A question's own rules: a number has a unit and bounds in order, a choice 2–8 options. */
export function specIssues(q: QuestionSpec): Issue[] {
  const issues: Issue[] = [];
  if (q.type === 'number') {
    if (!q.unit) issues.push({ path: ['unit'], message: 'Give the unit (CAD, km, minutes…).' });
    if (q.min !== null && q.max !== null && q.min > q.max)
      issues.push({ path: ['max'], message: `The maximum is below the minimum (${q.min}).` });
  }
  if (q.type === 'choice') {
    const names = q.choices.filter((c) => c.length > 0);
    if (names.length < 2 || q.choices.length > MAX_CHOICES)
      issues.push({ path: ['choices'], message: `Give 2 to ${MAX_CHOICES} options.` });
    if (names.length !== q.choices.length)
      issues.push({ path: ['choices'], message: 'An option has no name.' });
    if (new Set(names.map((c) => c.toLowerCase())).size !== names.length)
      issues.push({ path: ['choices'], message: 'Two options have the same name.' });
  }
  return issues;
}

/** Only the fields a type uses are kept (an admin may switch a question's type back and forth). */
export function tidySpec<Q extends QuestionSpec>(q: Q): Q {
  return {
    ...q,
    unit: q.type === 'number' ? q.unit : null,
    min: q.type === 'number' ? q.min : null,
    max: q.type === 'number' ? q.max : null,
    choices: q.type === 'choice' ? q.choices : [],
  };
}

/** The answers a question can be compared with in a dependency (none for numbers and text). */
export function comparableValues(q: QuestionSpec): readonly string[] {
  if (q.type === 'yesNo') return YES_NO;
  if (q.type === 'choice') return q.choices;
  return [];
}

export const mastQuestion = z
  .object({ id: questionId, text: questionText, ...questionSpec })
  .strict()
  .transform(tidySpec)
  .superRefine((q, ctx) => {
    for (const issue of specIssues(q)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type MastQuestion = z.output<typeof mastQuestion>;
export type MastQuestionInput = z.input<typeof mastQuestion>;

/**
 * A domain's questions as a set: ids unique; a dependency points to an earlier question of the
 * same domain whose type has the compared answer. Pointing only backwards rules out cycles.
 */
export function setIssues(questions: ReadonlyArray<{ id: string } & QuestionSpec>): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, number>();
  questions.forEach((q, i) => {
    if (seen.has(q.id))
      issues.push({ path: [i, 'id'], message: `Two questions have the id “${q.id}”.` });
    seen.set(q.id, seen.get(q.id) ?? i);
    const on = q.dependsOn;
    if (!on) return;
    const at = ['dependsOn', 'questionId'];
    const target = questions.findIndex((other) => other.id === on.questionId);
    const parent = questions[target];
    if (!parent) {
      issues.push({ path: [i, ...at], message: 'It depends on a question not in this domain.' });
    } else if (target === i) {
      issues.push({ path: [i, ...at], message: 'A question cannot depend on itself.' });
    } else if (target > i) {
      issues.push({
        path: [i, ...at],
        message: `It depends on question ${target + 1}, which comes after it: a question can depend only on an earlier one (this also rules out cycles).`,
      });
    } else if (!comparableValues(parent).includes(on.equals)) {
      const values = comparableValues(parent);
      issues.push({
        path: [i, 'dependsOn', 'equals'],
        message: values.length
          ? `Question ${target + 1} is never answered “${on.equals}”: choose ${values.map((v) => `“${v}”`).join(', ')}.`
          : `Question ${target + 1} is a ${QUESTION_TYPE_LABELS[parent.type].toLowerCase()} question: depend on a yes / no or choice question.`,
      });
    }
  });
  return issues;
}

/** What an answer holds before it is answered (and after its question is hidden). */
export const emptyAnswer = () => ({
  rating: null,
  value: null,
  notAssessedReason: null,
  evidence: null,
  source: null,
  studyIds: [] as string[],
  certainty: null,
});

// ─── Answers ────────────────────────────────────────────────────────────────────────────────

/** A typed answer: yes/no/unknown, a choice and text as strings, a number as a number. */
export const answerValue = z
  .union([boundedNumber, plainText(4000)], {
    error: 'Answer with a number or text.',
  })
  .nullable()
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

export interface AnswerLike {
  questionId?: string;
  type?: QuestionType;
  rating: number | null;
  value?: number | string | null;
  notAssessedReason: string | null;
  dependsOn?: Dependency | null;
}

export const typeOf = (a: { type?: QuestionType }): QuestionType => a.type ?? 'rating';

/** Answered: rated, given a value, or marked not assessed with a reason. */
export const isAnswered = (a: AnswerLike) =>
  a.rating !== null ||
  (a.value !== null && a.value !== undefined) ||
  (a.notAssessedReason !== null && a.notAssessedReason.trim() !== '');

const describe = (n: number, unit: string | null) => `${n}${unit ? ` ${unit}` : ''}`;

/**
 * What is wrong with an answer's value for its question, at the field it concerns: a rating
 * question is rated (never given a value), any other takes its own kind of value.
 */
export function valueIssues(
  a: AnswerLike & Partial<Pick<QuestionSpec, 'unit' | 'min' | 'max' | 'choices'>>,
): Issue[] {
  const type = typeOf(a);
  const value = a.value ?? null;
  const issues: Issue[] = [];
  if (type !== 'rating' && a.rating !== null)
    issues.push({
      path: ['rating'],
      message: 'This question is not rated 1–5: answer it instead.',
    });
  if (type === 'rating' && value !== null)
    issues.push({ path: ['value'], message: 'This question is rated 1–5, not given a value.' });
  if ((a.rating !== null || value !== null) && a.notAssessedReason)
    issues.push({
      path: ['notAssessedReason'],
      message: 'An answered question is assessed: clear the reason, or clear the answer.',
    });
  if (value === null || type === 'rating') return issues;
  const unit = a.unit ?? null;
  if (type === 'yesNo' && !(YES_NO as readonly unknown[]).includes(value))
    issues.push({ path: ['value'], message: 'Answer yes, no or unknown.' });
  if (type === 'number') {
    if (typeof value !== 'number')
      issues.push({ path: ['value'], message: `Enter a number${unit ? ` (in ${unit})` : ''}.` });
    else if (a.min !== null && a.min !== undefined && value < a.min)
      issues.push({ path: ['value'], message: `Enter at least ${describe(a.min, unit)}.` });
    else if (a.max !== null && a.max !== undefined && value > a.max)
      issues.push({ path: ['value'], message: `Enter at most ${describe(a.max, unit)}.` });
  }
  if (type === 'choice' && !(a.choices ?? []).includes(String(value)))
    issues.push({
      path: ['value'],
      message: `Choose one of: ${(a.choices ?? []).join(', ')}.`,
    });
  if (type === 'text' && typeof value !== 'string')
    issues.push({ path: ['value'], message: 'Answer in words.' });
  return issues;
}

/**
 * Which questions of a domain are asked: one without a dependency always; one with a
 * dependency when the question it depends on is asked and was answered with the compared value.
 * (Dependencies point backwards, so one pass in order decides them all.)
 */
export function shownQuestions(answers: readonly AnswerLike[]): boolean[] {
  const shown: boolean[] = [];
  answers.forEach((a, i) => {
    const on = a.dependsOn;
    if (!on) {
      shown.push(true);
      return;
    }
    const parent = answers.findIndex((p, j) => j < i && p.questionId === on.questionId);
    const p = answers[parent];
    shown.push(Boolean(p && shown[parent] && String(p.value ?? p.rating ?? '') === on.equals));
  });
  return shown;
}

/** The answers of the questions asked. */
export const asked = <A extends AnswerLike>(answers: readonly A[]): A[] => {
  const shown = shownQuestions(answers);
  return answers.filter((_, i) => shown[i]);
};

/**
 * An answer sent for a question that is not asked is dropped (emptied), not refused: the editor
 * saves as the evaluator types, and changing "Does it store data?" from yes to no would otherwise
 * have every save refused until they cleared answers they can no longer see.
 */
export function dropHidden<
  A extends AnswerLike & {
    evidence?: string | null;
    source?: string | null;
    studyIds?: string[];
    certainty?: string | null;
  },
>(answers: readonly A[]): A[] {
  const shown = shownQuestions(answers);
  return answers.map((a, i) => (shown[i] ? a : { ...a, ...emptyAnswer() }));
}

/** An answer's value in words ("Yes", "12,500 CAD", the choice, the text). */
export function valueText(a: {
  type?: QuestionType;
  value?: number | string | null;
  unit?: string | null;
}): string | null {
  const value = a.value ?? null;
  if (value === null) return null;
  if (typeOf(a) === 'yesNo') return String(value).charAt(0).toUpperCase() + String(value).slice(1);
  if (typeof value === 'number')
    return `${value.toLocaleString('en-CA')}${a.unit ? ` ${a.unit}` : ''}`;
  return value;
}

/**
 * An answer's note as readers quote it (the report's considerations): a typed answer's value in
 * words, then the evidence written for it ("Home care nurse — two nurses share the readings").
 */
export function answerNote(a: {
  type?: QuestionType;
  value?: number | string | null;
  unit?: string | null;
  evidence: string | null;
}): string | null {
  return [valueText(a), a.evidence?.trim()].filter(Boolean).join(' — ') || null;
}
