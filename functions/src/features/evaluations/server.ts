// Evaluations on the server: a submitted evaluation stays submitted (edits after it are logged),
// and every write that touches a submitted evaluation recomputes its technology's results in the
// same transaction — the results page then reads one record per technology, never evaluations.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';

import { z } from 'zod';

import { collectionsOf } from '../../contract/registry.js';
import { technologies } from '../technologies/public.js';
import { studies } from '../studies/public.js';
import { evidenceProfiles } from '../evidenceProfiles/public.js';
import { aggregateEvaluations, DOMAIN_KEYS, type DomainKey, type EvaluationLike } from './mast.js';
import { keyed } from '../../contract/common.js';
import { evaluations, type EvaluationCitedStudy, type EvaluationFields } from './contract.js';
import {
  changedFields,
  db,
  fieldError,
  readMany,
  type WriteContext,
} from '../../api/registries/kit.js';
import { readRecord, readStored } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { evaluationsFeature } from './feature.js';
import { readSetting, settingHandlers } from '../../api/settings.js';
import type { Handlers } from '../../api/handler.js';
import { answerIssues, answerSchema, type Answer } from './contract.js';
import { dropHidden, emptyAnswer } from './questions.js';
import { mastQuestions, refOf, setFor, versioned, type QuestionSetRef } from './questionSets.js';

const collections = collectionsOf(technologies, studies, evidenceProfiles);

const EVALUATIONS = 'evaluations';
const MAX_REVISIONS = 50;

/** The technologies' new results: their submitted evaluations, this one as it is now. */
async function resultsAfter(
  ctx: WriteContext,
  id: string,
  technologyIds: Set<string>,
  current: EvaluationFields | null,
): Promise<() => void> {
  const updates = await Promise.all(
    [...technologyIds].map(async (technologyId) => {
      const submitted = await ctx.tx.get(
        db
          .collection(EVALUATIONS)
          .where('technologyId', '==', technologyId)
          .where('status', '==', 'submitted'),
      );
      const others: EvaluationLike[] = submitted.docs
        .filter((d) => d.id !== id)
        .map((d) => readRecord(evaluations, d));
      const mine =
        current?.status === 'submitted' && current.technologyId === technologyId ? [current] : [];
      const results = aggregateEvaluations([...others, ...mine]);
      return { technologyId, results };
    }),
  );
  return () => {
    for (const { technologyId, results } of updates) {
      // Derived data: the technology's own version does not move (nobody's edit conflicts).
      ctx.tx.update(db.collection(collections.technologies).doc(technologyId), {
        evaluationResults: results.evaluations > 0 ? results : null,
        hasResults: results.evaluations > 0,
      });
    }
  };
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** What an evaluation shows of an evidence profile's outcomes (that feature's record). */
const profileOutcomes = z.object({
  title: z.string().optional(),
  outcomes: z
    .array(
      z.object({
        name: z.string(),
        studyIds: z.array(z.string()),
        certainty: z.object({ level: z.string().optional() }).nullish(),
      }),
    )
    .default([]),
});
/** What choosing a question set reads of the technology. */
const technologyCategory = z.object({ category: z.string().nullish() });
const evaluationTechnology = z.object({ technologyId: z.string() });

/** The cited studies' references, and the technology's evidence-profile outcomes citing each. */
async function citedStudies(record: Record<string, unknown>): Promise<EvaluationCitedStudy[]> {
  const ids = idsOf(record.studyIds);
  if (ids.length === 0) return [];
  const [studies, profiles] = await Promise.all([
    readMany(null, collections.studies, ids),
    typeof record.technologyId === 'string'
      ? db
          .collection(collections.evidenceProfiles)
          .where('technologyId', '==', record.technologyId)
          .get()
      : null,
  ]);
  return studies.found.map((study) => ({
    id: study.id,
    reference: String(study.get('reference') ?? study.id),
    outcomes: (profiles?.docs ?? []).flatMap((p) => {
      const profile = readStored(profileOutcomes, p);
      return profile.outcomes
        .filter((o) => o.studyIds.includes(study.id))
        .map((o) => ({
          profileId: p.id,
          profile: profile.title ?? p.id,
          outcome: o.name,
          certainty: o.certainty?.level ?? 'not graded',
        }));
    }),
  }));
}

/** A question as an evaluation keeps it: its id, words and spec, without an answer. */
type Asked = Pick<
  Answer,
  'questionId' | 'question' | 'type' | 'help' | 'unit' | 'min' | 'max' | 'choices' | 'dependsOn'
>;
const askedOf = (a: Asked): Asked => ({
  questionId: a.questionId,
  question: a.question,
  type: a.type,
  help: a.help,
  unit: a.unit,
  min: a.min,
  max: a.max,
  choices: a.choices,
  dependsOn: a.dependsOn,
});
const storedAnswers = z.array(answerSchema);
/** An evaluation's answers by domain, each domain read on its own below. */
const storedDomains = z.object({ domains: z.record(z.string(), z.unknown()).default({}) });

/** What a technology's page shows of each evaluation of it (the query selects only these). */
const evaluationLine = z.object({
  title: z.string(),
  status: z.string(),
  recommendation: z.string().nullable().default(null),
  createdByEmail: z.string().nullable().default(null),
});

/** A technology's evaluations as its page lists them (at most 50) and their true count. */
async function technologyEvaluations(technology: Record<string, unknown>) {
  const of = db.collection(EVALUATIONS).where('technologyId', '==', String(technology.id));
  const [listed, total] = await Promise.all([
    of.select('title', 'status', 'recommendation', 'createdByEmail').limit(50).get(),
    of.count().get(),
  ]);
  return {
    evaluations: listed.docs.map((d) => {
      const { title, status, recommendation, createdByEmail } = readStored(evaluationLine, d);
      const detail = [status, recommendation, createdByEmail].filter(Boolean).join(' · ');
      return { id: d.id, name: title, detail };
    }),
    evaluationTotal: total.data().count,
  };
}

/** The set each new evaluation was started with, from its guard to its derive (same write). */
const startedWith = new WeakMap<object, QuestionSetRef>();

/**
 * The questions an evaluation asks, as the server keeps them: a new one takes the set of its
 * technology's category (else the default) as it is now; an existing one keeps those it has.
 */
async function questionsFor(
  ctx: WriteContext,
  fields: EvaluationFields,
  before: DocumentSnapshot | null,
): Promise<{ questions: Record<DomainKey, Asked[]>; set: QuestionSetRef | null }> {
  if (before) {
    const stored = readStored(storedDomains, before).domains;
    return {
      set: null,
      questions: keyed(DOMAIN_KEYS, (k) => {
        const parsed = storedAnswers.safeParse(stored[k] ?? []);
        return parsed.success ? parsed.data.map(askedOf) : [];
      }),
    };
  }
  const [technology, sets] = await Promise.all([
    ctx.tx.get(db.collection(collections.technologies).doc(fields.technologyId)),
    readSetting(mastQuestions),
  ]);
  const set = setFor(sets, readStored(technologyCategory, technology).category ?? undefined);
  return {
    set: refOf(set),
    questions: keyed(DOMAIN_KEYS, (k) =>
      set.domains[k].map((q) => askedOf({ ...q, questionId: q.id, question: q.text })),
    ),
  };
}

/**
 * The answers as they are written: each of the kept questions with what was sent for it (the
 * words and spec always the server's, so a value is checked against the question really asked),
 * answers of questions not asked dropped, and every value checked — at its field, nothing
 * written when one is wrong.
 */
async function answersToWrite(
  ctx: WriteContext,
  fields: EvaluationFields,
  before: DocumentSnapshot | null,
): Promise<void> {
  const { questions, set } = await questionsFor(ctx, fields, before);
  const domains = keyed(DOMAIN_KEYS, (k): Answer[] => {
    const sent = fields.domains[k];
    const stray = sent.findIndex((a) => !questions[k].some((q) => q.questionId === a.questionId));
    // A new evaluation's answers, if any were sent, must be to its set's questions too.
    if (stray >= 0)
      throw fieldError(
        `domains.${k}.${stray}.questionId`,
        `“${sent[stray]!.question}” is not a question of this evaluation's set${set ? ` (${set.title}, version ${set.version})` : ''}. Reload the evaluation.`,
      );
    return dropHidden(
      questions[k].map((q) => ({
        ...emptyAnswer(),
        ...sent.find((a) => a.questionId === q.questionId),
        ...q,
      })),
    );
  });
  const [issue] = answerIssues(domains, fields.status);
  if (issue) throw fieldError(issue.path.join('.'), issue.message);
  fields.domains = domains;
  if (set) startedWith.set(fields, set);
}

export const evaluationServer: RegistryServer = {
  async profile(record) {
    return { studies: await citedStudies(record) };
  },

  // The answers fit the questions the server keeps (and replace what was sent); a cited study
  // must be in the library: both said at the answer concerned.
  async guard(ctx, op, before, input) {
    if (!input || (op !== 'create' && op !== 'update')) return;
    const fields = input as EvaluationFields;
    const cited = DOMAIN_KEYS.flatMap((k) =>
      fields.domains[k].map((a, i) => ({ at: `domains.${k}.${i}.studyIds`, ids: a.studyIds })),
    );
    const { missing } = await readMany(
      ctx.tx,
      collections.studies,
      cited.flatMap((c) => c.ids),
    );
    const first = cited.find((c) => c.ids.some((id) => missing.includes(id)));
    if (first)
      throw fieldError(
        first.at,
        `No study in the library with id ${first.ids.filter((id) => missing.includes(id)).join(', ')}. Cite studies from the study library.`,
      );
    await answersToWrite(ctx, fields, before);
  },

  async derive(ctx, input, before, id) {
    const fields = input as EvaluationFields;
    const previous: DocumentData | undefined = before?.data();
    const wasSubmitted = previous?.status === 'submitted';
    if (wasSubmitted && fields.status !== 'submitted') {
      throw fieldError('status', 'A submitted evaluation stays submitted; edit it instead.');
    }
    const data: DocumentData = {};
    if (!before) data.questionSet = startedWith.get(fields) ?? null;
    if (fields.status === 'submitted' && !wasSubmitted) data.submittedAt = ctx.now;
    if (previous && wasSubmitted) {
      const revisions = (previous.revisions as unknown[] | undefined) ?? [];
      data.revisions = [
        ...revisions,
        {
          at: ctx.now,
          byEmail: ctx.caller.email,
          fields: changedFields(previous, { ...previous, ...fields }),
        },
      ].slice(-MAX_REVISIONS);
    }
    if (!wasSubmitted && fields.status !== 'submitted') return { data };
    const technologies = new Set([fields.technologyId]);
    if (typeof previous?.technologyId === 'string') technologies.add(previous.technologyId);
    return { data, effects: await resultsAfter(ctx, id, technologies, fields) };
  },

  async onDelete(ctx, before) {
    if (before.get('status') !== 'submitted') return undefined;
    const { technologyId } = readStored(evaluationTechnology, before);
    return resultsAfter(ctx, before.id, new Set([technologyId]), null);
  },
};

/** The question sets' operations: saving moves the version of each set whose questions changed. */
function questionSetHandlers(): Pick<Handlers, 'mastQuestions.get' | 'mastQuestions.save'> {
  // Named from the setting's name, as defineSetting names its operations.
  const base = settingHandlers(mastQuestions) as Pick<
    Handlers,
    'mastQuestions.get' | 'mastQuestions.save'
  >;
  return {
    ...base,
    // Read outside the save's transaction: if someone saves in between, the save's own version
    // check refuses this one, so a version is never computed from a stale set.
    'mastQuestions.save': async (input, context) =>
      base['mastQuestions.save'](
        { ...input, value: versioned(input.value, await readSetting(mastQuestions)) },
        context,
      ),
  };
}

export const evaluationsServer = defineFeatureServer(evaluationsFeature, {
  registries: { evaluations: evaluationServer },
  contributes: { technologies: { profile: technologyEvaluations } },
  handlers: questionSetHandlers(),
});

export default evaluationsServer;
