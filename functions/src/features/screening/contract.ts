// Screening's contract: the review's setting per question, a person's queue and decisions, the
// conflicts a third person resolves, the PRISMA 2020 counts and the diagram drawn from them.
// What a reviewer is answered never holds another reviewer's decision on a record they have not
// decided themselves: decisions come back only in the conflicts, and only to people who made
// none of them (rules.ts, maySeeVotes).
import { z } from 'zod';

import { optionalLine, recordId } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';
import { requestId } from '../../contract/requestIds.js';
import { searchRecord } from '../searches/public.js';
import { STUDY_DESIGNS } from '../studies/public.js';
import { DECISIONS, EXCLUSION_REASONS, SCREENING_MODES, STAGES } from './rules.js';

export * from './rules.js';

const stage = z.enum(STAGES, { error: 'Choose the stage: titleAbstract or fullText.' });

/** A decision as sent: a full-text exclusion names its reason; "other" says what it was. */
const decisionInput = z
  .object({
    decision: z.enum(DECISIONS, { error: 'Choose include, exclude or maybe.' }),
    reason: z
      .enum(EXCLUSION_REASONS, { error: 'Choose a reason from the list.' })
      .nullable()
      .default(null),
    otherReason: optionalLine(300),
  })
  .strict();

type DecisionFields = z.output<typeof decisionInput> & { stage: z.output<typeof stage> };

/** The checks of a decision at its stage, as messages on their fields. */
function checkDecision(d: DecisionFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (d.stage === 'fullText' && d.decision === 'maybe')
    issue('decision', 'At full text, decide include or exclude: maybe is for title and abstract.');
  if (d.stage === 'fullText' && d.decision === 'exclude' && !d.reason)
    issue('reason', 'Say why the full text is excluded: choose a reason.');
  if (d.reason && !(d.stage === 'fullText' && d.decision === 'exclude'))
    issue('reason', 'A reason goes only with a full-text exclusion.');
  if (d.reason === 'other' && !d.otherReason) issue('otherReason', 'Say what the other reason is.');
  if (d.otherReason && d.reason !== 'other')
    issue('otherReason', 'Write a reason only when you choose "other".');
}

export const screeningSettings = z
  .object({
    mode: z.enum(SCREENING_MODES, { error: 'Choose two reviewers, or one with verification.' }),
    samplePercent: z
      .number({ error: 'The verified share is a number.' })
      .int('The verified share is a whole per cent.')
      .min(10, 'Verify at least 10 % of the records.')
      .max(100, 'At most 100 %.'),
  })
  .strict();

export const stageProgress = z.object({
  /** Records this person has decided at the stage. */
  decided: z.number().int(),
  /** Records waiting for this person's decision. */
  remaining: z.number().int(),
});
export type StageProgress = z.infer<typeof stageProgress>;

export const myProgress = z.object({ titleAbstract: stageProgress, fullText: stageProgress });
export type MyProgress = z.infer<typeof myProgress>;

/** A record as a reviewer screens it: what the search brought, nothing of anyone's decision. */
export const screeningRecord = searchRecord.pick({
  id: true,
  searchId: true,
  title: true,
  authors: true,
  year: true,
  doi: true,
  journal: true,
  abstract: true,
});
export type ScreeningRecord = z.infer<typeof screeningRecord>;

export const vote = z.object({
  email: z.string().nullable(),
  decision: z.enum(DECISIONS),
  reason: z.enum(EXCLUSION_REASONS).nullable(),
  otherReason: z.string().nullable(),
});

export const conflict = z.object({ stage, record: screeningRecord, votes: z.array(vote) });
export type Conflict = z.infer<typeof conflict>;

const prismaColumn = z.object({
  identified: z.number().int(),
  bySource: z.array(z.object({ source: z.string(), n: z.number().int() })),
  duplicatesRemoved: z.number().int(),
  screened: z.number().int(),
  excludedAtScreening: z.number().int(),
  awaitingScreening: z.number().int(),
  soughtForRetrieval: z.number().int(),
  notRetrieved: z.number().int(),
  awaitingRetrieval: z.number().int(),
  assessedForEligibility: z.number().int(),
  excludedWithReasons: z.array(z.object({ reason: z.string(), n: z.number().int() })),
  awaitingAssessment: z.number().int(),
  included: z.number().int(),
});
export const prismaCountsSchema = z.object({
  databasesAndRegisters: prismaColumn,
  otherMethods: prismaColumn,
  included: z.number().int(),
});

/** Included records one addition takes: each is up to 5 writes of one transaction. */
export const LIBRARY_ADD_MAX = 50;

const libraryStudy = z.object({
  id: recordId,
  title: z.string(),
  design: z.enum(STUDY_DESIGNS),
  page: z.string(),
});

/** What became of an included record added to the library. */
export const LIBRARY_OUTCOMES = ['created', 'linked', 'already added'] as const;

export const includedRecord = z.object({
  record: screeningRecord,
  /** The library study it was added as (created or linked), null until then. */
  study: libraryStudy.nullable(),
  /** Not yet added: the library study it would be linked to (same DOI, or title and year). */
  match: z.object({ id: recordId, title: z.string(), page: z.string() }).nullable(),
});
export type IncludedRecord = z.infer<typeof includedRecord>;

/** Records a next-records call returns at most: the page keeps a few ahead. */
export const NEXT_MAX = 20;

const atQuestion = { questionId: recordId };

export const screeningOperations = {
  'screening.configure': defineOperation({
    access: 'signedIn',
    summary:
      "Sets a question's screening: two independent reviewers, or one with a verified sample.",
    input: z.object({ ...atQuestion, settings: screeningSettings }).strict(),
    output: z.object({ settings: screeningSettings }),
  }),
  'screening.overview': defineOperation({
    access: 'signedIn',
    summary:
      "A question's screening for the caller: the setting, the caller's own progress per stage, the conflicts the caller may resolve, and the PRISMA 2020 counts of settled decisions.",
    input: z.object(atQuestion).strict(),
    output: z.object({
      settings: screeningSettings,
      progress: myProgress,
      conflicts: z.number().int(),
      prisma: prismaCountsSchema,
      prismaProblems: z.array(z.string()),
    }),
  }),
  'screening.next': defineOperation({
    access: 'signedIn',
    summary: `The next records (at most ${NEXT_MAX}) waiting for the caller's decision at a stage, from the start or after a record the caller was given, without anyone's decisions.`,
    input: z
      .object({
        ...atQuestion,
        stage,
        count: z.number().int().min(1).max(NEXT_MAX).default(5),
        /** Records the page already holds (decided but not yet sent, or shown). */
        skip: z.array(recordId).max(50, 'At most 50 records to skip.').default([]),
        /**
         * The last record the page was given: the queue is read onward from it, a few records'
         * decisions at a time, rather than the whole question's (progress is then not counted).
         */
        after: recordId.optional(),
      })
      .strict(),
    output: z.object({
      records: z.array(screeningRecord),
      /** Counted from the whole question: only on a call without `after`. */
      progress: myProgress.nullable(),
    }),
  }),
  'screening.decide': defineOperation({
    access: 'signedIn',
    summary:
      "Records the caller's decision on a record at a stage (include, exclude with a reason at full text, maybe at title and abstract); a record two others have decided is refused.",
    input: z
      .object({
        ...atQuestion,
        recordId,
        stage,
        ...decisionInput.shape,
        requestId: requestId.optional(),
      })
      .strict()
      .superRefine(checkDecision),
    // Kept small: the page shows the next record at once and counts its own progress.
    output: z.object({ decided: z.literal(true) }),
  }),
  'screening.undo': defineOperation({
    access: 'signedIn',
    summary:
      "Takes back the caller's last decision at a stage (not once resolved or once the record is at full text) and returns its record.",
    input: z.object({ ...atQuestion, stage, requestId: requestId.optional() }).strict(),
    output: z.object({ record: screeningRecord.nullable() }),
  }),
  'screening.conflicts': defineOperation({
    access: 'signedIn',
    summary:
      'The records whose reviewers disagree, with both decisions: only those the caller made no decision on.',
    input: z.object(atQuestion).strict(),
    output: z.object({ conflicts: z.array(conflict) }),
  }),
  'screening.included': defineOperation({
    access: 'signedIn',
    summary:
      "A question's records included at full text, each with the library study it was added as, or else the one it would be linked to.",
    input: z.object(atQuestion).strict(),
    output: z.object({ records: z.array(includedRecord) }),
  }),
  'screening.addToLibrary': defineOperation({
    access: 'signedIn',
    summary: `Adds records included at full text (at most ${LIBRARY_ADD_MAX}) to the study library, each with its design, all or none: a study the library already holds (same DOI, or title and year) is linked, not copied.`,
    input: z
      .object({
        ...atQuestion,
        studies: z
          .array(
            z
              .object({
                recordId,
                design: z.enum(STUDY_DESIGNS, { error: 'Choose the study design.' }),
              })
              .strict(),
          )
          .min(1, 'Choose at least one included record to add.')
          .max(LIBRARY_ADD_MAX, `At most ${LIBRARY_ADD_MAX} records at a time.`)
          .refine((xs) => new Set(xs.map((x) => x.recordId)).size === xs.length, {
            error: 'A record is sent twice: each once.',
          }),
        requestId: requestId.optional(),
      })
      .strict(),
    output: z.object({
      studies: z.array(
        z.object({
          recordId,
          outcome: z.enum(LIBRARY_OUTCOMES),
          study: libraryStudy,
        }),
      ),
    }),
  }),
  'screening.resolve': defineOperation({
    access: 'signedIn',
    summary:
      'Settles a conflict as a third person (not one of its reviewers), having seen both decisions.',
    input: z
      .object({
        ...atQuestion,
        recordId,
        stage,
        ...decisionInput.shape,
        requestId: requestId.optional(),
      })
      .strict()
      .superRefine(checkDecision),
    output: z.object({ resolved: z.literal(true) }),
  }),
};
