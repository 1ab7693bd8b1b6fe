// The MAST question sets: a default set and sets for technology categories (remote monitoring
// is not video visits), kept in one setting administrators edit on /admin/settings. A new
// evaluation takes the set of its technology's category (else the default) with its id and
// version; each set's version moves when an administrator changes it (../server.ts).
import { z } from 'zod';

import { keyed, requiredLine } from '../../contract/common.js';
import { defineSetting } from '../../contract/settings.js';
import { TECHNOLOGY_CATEGORIES } from '../technologies/public.js';
import { DOMAIN_KEYS, type DomainKey } from './mast.js';
import { mastQuestion, setIssues, type MastQuestion, type MastQuestionInput } from './questions.js';
import { DEFAULT_QUESTIONS, CATEGORY_QUESTIONS } from './questionSetTexts.js';

export type TechnologyCategory = (typeof TECHNOLOGY_CATEGORIES)[number];

const domainQuestions = z
  .array(mastQuestion)
  .min(1, 'Keep at least one question.')
  .max(12, 'At most 12 questions.')
  .superRefine((qs, ctx) => {
    for (const issue of setIssues(qs)) ctx.addIssue({ code: 'custom', ...issue });
  });

export const questionSet = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'An id is lower-case letters, digits and dashes.'),
    title: requiredLine(80, 'The name'),
    /** null: the default set, for technologies whose category has no set of its own. */
    category: z
      .enum(TECHNOLOGY_CATEGORIES, { error: 'Choose a category.' })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    /** Set by the server on save: moves only when this set's questions change. */
    version: z
      .number()
      .int()
      .min(1)
      .optional()
      .transform((v) => v ?? 1),
    domains: z.object(keyed(DOMAIN_KEYS, () => domainQuestions)).strict(),
  })
  .strict();
export type QuestionSet = z.output<typeof questionSet>;

/** What an evaluation keeps of the set it was answered with. */
export const questionSetRef = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  version: z.number().int(),
});
export type QuestionSetRef = z.infer<typeof questionSetRef>;

/** Before sets existed the setting held one set's groups of questions: that set is the default. */
const isLegacy = (v: unknown): v is Record<DomainKey, unknown> =>
  typeof v === 'object' && v !== null && !('sets' in v) && DOMAIN_KEYS.some((k) => k in v);

/** The sets as administrators edit them: one default, at most one set per category. */
export const questionSetsValue = z
  .object({
    sets: z
      .array(questionSet)
      .min(1)
      .max(TECHNOLOGY_CATEGORIES.length + 1),
  })
  .strict()
  .superRefine(({ sets }, ctx) => {
    const defaults = sets.filter((s) => s.category === null).length;
    if (defaults !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['sets'],
        message:
          defaults === 0
            ? 'Keep one default set (without a category).'
            : 'Only one set is the default (without a category).',
      });
    sets.forEach((s, i) => {
      if (sets.findIndex((o) => o.id === s.id) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['sets', i, 'id'],
          message: 'Two sets have this id.',
        });
      if (s.category !== null && sets.findIndex((o) => o.category === s.category) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['sets', i, 'category'],
          message: `Another set is for ${s.category}.`,
        });
    });
  });

/** The setting: the sets, reading a value saved before sets existed as the default set. */
export const questionSets = z.preprocess(
  (v) =>
    isLegacy(v)
      ? {
          sets: [
            { ...DEFAULT_SET, domains: v },
            ...DEFAULT_SETS.filter((s) => s.category !== null),
          ],
        }
      : v,
  questionSetsValue,
);
export type QuestionSets = z.output<typeof questionSets>;

/** A category's set: the default questions, with questions of the same id replaced, others added. */
function categorySet(
  id: string,
  category: TechnologyCategory,
  changes: Partial<Record<DomainKey, MastQuestionInput[]>>,
) {
  return {
    id,
    title: category,
    category,
    version: 1,
    domains: keyed(DOMAIN_KEYS, (k) => {
      const extra = changes[k] ?? [];
      const replaced = DEFAULT_QUESTIONS[k].map((q) => extra.find((e) => e.id === q.id) ?? q);
      return [
        ...replaced,
        ...extra.filter((e) => !DEFAULT_QUESTIONS[k].some((q) => q.id === e.id)),
      ];
    }),
  };
}

const DEFAULT_SET = { id: 'default', title: 'Default', category: null, version: 1 };

const DEFAULT_SETS = [
  { ...DEFAULT_SET, domains: DEFAULT_QUESTIONS },
  categorySet(
    'remote-monitoring',
    'Remote patient monitoring',
    CATEGORY_QUESTIONS.remoteMonitoring,
  ),
  categorySet('video-visits', 'Video visits', CATEGORY_QUESTIONS.videoVisits),
  categorySet('tele-ultrasound', 'Tele-ultrasound', CATEGORY_QUESTIONS.teleUltrasound),
];

export const mastQuestions = defineSetting({
  name: 'mastQuestions',
  title: 'MAST question sets',
  description:
    'The questions each domain of a technology evaluation asks: a default set, and sets for technology categories. A new evaluation takes the set of its technology’s category (else the default) with its version; evaluations keep the questions they were answered with.',
  schema: questionSets,
  defaults: { sets: DEFAULT_SETS },
  read: 'signedIn',
});

/** The shipped sets, parsed (the defaults as an evaluation or a test reads them). */
export const DEFAULT_QUESTION_SETS: QuestionSets = questionSets.parse({ sets: DEFAULT_SETS });
/** The default set's questions. */
export const DEFAULT_MAST_QUESTIONS: Record<DomainKey, MastQuestion[]> =
  DEFAULT_QUESTION_SETS.sets[0]!.domains;

/** The set a technology of this category is evaluated with: its category's, else the default. */
export function setFor(sets: QuestionSets, category: string | null | undefined): QuestionSet {
  const own = sets.sets.find((s) => s.category !== null && s.category === category);
  const fallback = sets.sets.find((s) => s.category === null) ?? sets.sets[0];
  if (!own && !fallback) throw new Error('A question setting without sets.');
  return (own ?? fallback)!;
}

export const refOf = (s: QuestionSet): QuestionSetRef => ({
  id: s.id,
  title: s.title,
  category: s.category,
  version: s.version,
});

/** A set's questions without its version: what decides whether an edit changed it. */
export const sameQuestions = (a: QuestionSet, b: QuestionSet) =>
  JSON.stringify({ ...a, version: 0 }) === JSON.stringify({ ...b, version: 0 });

/** The sets to store: each set's version moves when its questions changed since `stored`. */
export function versioned(next: QuestionSets, stored: QuestionSets): QuestionSets {
  return {
    sets: next.sets.map((s) => {
      const before = stored.sets.find((o) => o.id === s.id);
      if (!before) return { ...s, version: 1 };
      return { ...s, version: sameQuestions(s, before) ? before.version : before.version + 1 };
    }),
  };
}
