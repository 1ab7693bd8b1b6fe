// Technology evaluations following MAST (see ../mast.ts): one evaluator's assessment of one
// technology in a setting. Drafts are the evaluator's work in progress; a submitted evaluation
// must answer everything, and only submitted evaluations count in a technology's results.
import { z } from 'zod';

import {
  attachment,
  keyed,
  nameList,
  optionalDate,
  optionalText,
  recordId,
  requiredLine,
  requiredText,
  stamps,
} from '../../contract/common.js';
import {
  CERTAINTY,
  DOMAIN_KEYS,
  MAST_DOMAINS,
  PRECEDING_CONSIDERATIONS,
  PRECEDING_KEYS,
  PRECEDING_RESULTS,
  RECOMMENDATIONS,
  completeness,
  domainResults,
  type DomainKey,
} from './mast.js';
import {
  answerValue,
  isAnswered,
  questionSpec,
  shownQuestions,
  typeOf,
  valueIssues,
  type Issue,
} from './questions.js';
import { questionSetRef } from './questionSets.js';
import { paths as technologiesPaths } from '../technologies/routes.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

const linkPaths = technologiesPaths;

export const EVALUATION_STATUSES = ['draft', 'submitted'] as const;

export const answerSchema = z
  .object({
    questionId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Not a question of the set.'),
    /** The question as it was asked (the set may change later). */
    question: requiredText(300, 'The question'),
    /** The question's type and how it is answered, as it was asked (see ./questions.ts). */
    ...questionSpec,
    rating: z
      .number({ error: 'Rate from 1 to 5.' })
      .int('Rate from 1 to 5.')
      .min(1, 'Rate from 1 to 5.')
      .max(5, 'Rate from 1 to 5.')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    /** The answer of a question of another type than rating (yes/no/unknown, number, choice, text). */
    value: answerValue,
    notAssessedReason: optionalText(1000),
    evidence: optionalText(4000),
    source: optionalText(500),
    /** Studies of the library the rating rests on (Vancouver references on the page). */
    studyIds: z
      .array(recordId)
      .max(10, 'At most 10 studies per answer.')
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
    certainty: z
      .enum(CERTAINTY)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .strict();
export type Answer = z.output<typeof answerSchema>;
/** An answer as a form holds it (older ones without a type or value). */
export type AnswerInput = z.input<typeof answerSchema>;

const precedingAnswer = z
  .object({
    answer: optionalText(2000),
    result: z
      .enum(PRECEDING_RESULTS)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .strict();

const emptyPreceding = { answer: null, result: null };

export const evaluationFields = z
  .object({
    title: requiredLine(200, 'The title'),
    technologyId: recordId,
    communityId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    facilityId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    evaluators: nameList(10, 'evaluator'),
    startedOn: optionalDate,
    dueOn: optionalDate,
    preceding: z
      .object(keyed(PRECEDING_KEYS, () => precedingAnswer.default(emptyPreceding)))
      .strict()
      .default(keyed(PRECEDING_KEYS, () => emptyPreceding)),
    domains: z
      .object(
        keyed(DOMAIN_KEYS, () =>
          z.array(answerSchema).max(12, 'At most 12 questions.').default([]),
        ),
      )
      .strict()
      .default(keyed(DOMAIN_KEYS, () => [])),
    transferability: optionalText(4000),
    recommendation: z
      .enum(RECOMMENDATIONS, { error: 'Choose a recommendation.' })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    rationale: optionalText(4000),
    status: z.enum(EVALUATION_STATUSES).default('draft'),
  })
  .strict()
  .superRefine((e, ctx) => {
    // ISO days compare as text.
    if (e.startedOn && e.dueOn && e.dueOn < e.startedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['dueOn'],
        message: `The due date comes before the start (${e.startedOn}).`,
      });
    for (const issue of answerIssues(e.domains, e.status))
      ctx.addIssue({ code: 'custom', ...issue });
    if (e.status !== 'submitted') return;
    // A submitted evaluation answers everything: it is what results are made of.
    for (const p of PRECEDING_CONSIDERATIONS) {
      if (!e.preceding[p.key].answer)
        ctx.addIssue({
          code: 'custom',
          path: ['preceding', p.key, 'answer'],
          message: `Answer “${p.title}”.`,
        });
      if (!e.preceding[p.key].result)
        ctx.addIssue({
          code: 'custom',
          path: ['preceding', p.key, 'result'],
          message: 'Choose pass, concern or fail.',
        });
    }
    if (!e.recommendation)
      ctx.addIssue({
        code: 'custom',
        path: ['recommendation'],
        message: 'Choose a recommendation.',
      });
    if (!e.rationale)
      ctx.addIssue({ code: 'custom', path: ['rationale'], message: 'Say why you recommend it.' });
  });
export type EvaluationFieldsInput = z.input<typeof evaluationFields>;

/**
 * What is wrong with the answers, at their fields: each asked question's value fits its type
 * (a hidden question's answer is dropped, never refused — see dropHidden); a submitted
 * evaluation answers every asked question. The schema and the server (which checks again
 * against the questions it keeps) both use it.
 */
export function answerIssues(
  domains: Record<DomainKey, readonly Answer[]>,
  status: (typeof EVALUATION_STATUSES)[number],
): Issue[] {
  return MAST_DOMAINS.flatMap((d) => {
    const answers = domains[d.key];
    const shown = shownQuestions(answers);
    const issues: Issue[] = [];
    if (status === 'submitted' && answers.length === 0)
      issues.push({ path: ['domains', d.key], message: `${d.title} has no questions.` });
    answers.forEach((a, i) => {
      if (!shown[i]) return;
      const at = ['domains', d.key, i];
      for (const issue of valueIssues(a)) issues.push({ ...issue, path: [...at, ...issue.path] });
      if (status === 'submitted' && !isAnswered(a))
        issues.push(
          typeOf(a) === 'rating'
            ? {
                path: [...at, 'rating'],
                message: 'Rate this question, or mark it not assessed with a reason.',
              }
            : {
                path: [...at, 'value'],
                message: 'Answer this question, or mark it not assessed with a reason.',
              },
        );
    });
    return issues;
  });
}
export type EvaluationFields = z.output<typeof evaluationFields>;

const domainResultSchema = z.object({
  mean: z.number().nullable(),
  rated: z.number().int(),
  notAssessed: z.number().int(),
  asked: z.number().int(),
});

export const evaluationRecord = z.object({
  ...evaluationFields.shape,
  technologyName: z.string().nullable(),
  communityName: z.string().nullable(),
  facilityName: z.string().nullable(),
  /** The question set and version it was started with (null: started before sets had versions). */
  questionSet: questionSetRef.nullable().default(null),
  /** Kept by the server: how much is answered, and each domain's result. */
  completeness: z.number(),
  /** Every study an answer cites (for the reference to the library). */
  studyIds: z.array(z.string()).default([]),
  domainResults: z.object(keyed(DOMAIN_KEYS, () => domainResultSchema)),
  submittedAt: z.string().nullable(),
  /** Changes made after it was submitted (who, when, what). */
  revisions: z
    .array(
      z.object({ at: z.string(), byEmail: z.string().nullable(), fields: z.array(z.string()) }),
    )
    .default([]),
  attachments: z.array(attachment),
  ...stamps.shape,
});
export type Evaluation = z.output<typeof evaluationRecord>;

/**
 * A study an answer cites, as the evaluation's page shows it: its Vancouver reference, and the
 * outcomes of the technology's evidence profiles that cite it with their GRADE certainty.
 */
export const evaluationCitedStudy = z.object({
  id: z.string(),
  reference: z.string(),
  outcomes: z.array(
    z.object({
      profileId: z.string(),
      profile: z.string(),
      outcome: z.string(),
      certainty: z.string(),
    }),
  ),
});
export type EvaluationCitedStudy = z.infer<typeof evaluationCitedStudy>;

/** Every study the answers cite, once. */
export const citedStudyIds = (fields: Pick<EvaluationFields, 'domains'>): string[] => [
  ...new Set(DOMAIN_KEYS.flatMap((k) => fields.domains[k].flatMap((a) => a.studyIds))),
];

export const evaluationSummary = z.object({
  id: recordId,
  title: z.string(),
  technologyId: z.string(),
  technologyName: z.string().nullable(),
  communityName: z.string().nullable(),
  status: z.enum(EVALUATION_STATUSES),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  completeness: z.number(),
  dueOn: z.string().nullable(),
  createdBy: z.string(),
  createdByEmail: z.string().nullable(),
  updatedAt: z.string(),
});
export type EvaluationSummary = z.infer<typeof evaluationSummary>;

export const evaluations = defineRegistry({
  name: 'evaluations',
  label: 'evaluation',
  recordKey: 'evaluation',
  nameField: 'title',
  fields: evaluationFields,
  record: evaluationRecord,
  summary: evaluationSummary,
  list: {
    sorts: { updatedAt: 'updatedAt', title: 'nameLower' },
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    oneWay: { updatedAt: 'desc' },
    filters: {
      status: { schema: z.enum(EVALUATION_STATUSES) },
      technologyId: { schema: recordId },
      createdBy: { schema: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) },
    },
  },
  // Each evaluation is its evaluator's: others read it; only its author or an admin changes it.
  access: STAFF_WRITE_ADMIN_DELETE,
  authorWrites: true,
  references: [
    { field: 'technologyId', to: 'technologies', nameCopy: 'technologyName' },
    { field: 'communityId', to: 'communities', nameCopy: 'communityName' },
    { field: 'facilityId', to: 'facilities', nameCopy: 'facilityName' },
    // A derived field (below): the studies the answers cite.
    { field: 'studyIds', to: 'studies' },
  ],
  initial: { submittedAt: null, revisions: [], attachments: [] },
  // How much is answered and each domain's result, kept with the record.
  derived: (fields) => ({
    completeness: completeness(fields),
    domainResults: domainResults(fields),
    studyIds: citedStudyIds(fields),
  }),
  profile: { studies: z.array(evaluationCitedStudy) },
  attachments: true,
  page: paths.evaluation,
  echo: {
    heading: (n) =>
      `Technology evaluations (${n} submitted; MAST domains rated 1–5, the hub's structured layer over MAST)`,
    notes: [
      'Domain columns: mean of that evaluation’s rated (1–5) questions only — yes / no, numbers, choices and text are not averaged (empty: none rated).',
      'Question set: the set and version the evaluation was answered with.',
    ],
    include: (e) => e.status === 'submitted',
    columns: {
      page: (e) => paths.evaluation(e.id),
      title: (e) => e.title,
      'technology page': (e): string | null => linkPaths.technology(e.technologyId),
      technology: (e) => e.technologyName,
      community: (e) => e.communityName,
      evaluators: (e) => e.evaluators.join(', ') || e.createdByEmail,
      recommendation: (e) => e.recommendation,
      ...Object.fromEntries(
        MAST_DOMAINS.map((d) => [
          d.short.toLowerCase(),
          (e: Evaluation) => e.domainResults[d.key].mean,
        ]),
      ),
      submitted: (e) => e.submittedAt?.slice(0, 10),
      'question set': (e) =>
        e.questionSet ? `${e.questionSet.title} v${e.questionSet.version}` : null,
    },
  },
});
