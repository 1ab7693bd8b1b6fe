// Evaluations on the server: a submitted evaluation stays submitted (edits after it are logged),
// and every write that touches a submitted evaluation recomputes its technology's results in the
// same transaction — the results page then reads one record per technology, never evaluations.
import type { DocumentData } from 'firebase-admin/firestore';

import {
  collections,
  aggregateEvaluations,
  DOMAIN_KEYS,
  type EvaluationCitedStudy,
  type EvaluationFields,
  type EvaluationLike,
} from '../../contract/index.js';
import {
  changedFields,
  db,
  fieldError,
  readMany,
  type WriteContext,
} from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { evaluationsFeature } from './feature.js';
import { settingHandlers } from '../../api/settings.js';
import type { Handlers } from '../../api/handlers.js';
import { mastQuestions } from './mast.js';

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
      const others = submitted.docs
        .filter((d) => d.id !== id)
        .map((d) => d.data() as EvaluationLike);
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

interface ProfileOutcome {
  name: string;
  studyIds: string[];
  certainty?: { level?: string };
}

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
    outcomes: (profiles?.docs ?? []).flatMap((p) =>
      ((p.get('outcomes') as ProfileOutcome[] | undefined) ?? [])
        .filter((o) => o.studyIds.includes(study.id))
        .map((o) => ({
          profileId: p.id,
          profile: String(p.get('title') ?? p.id),
          outcome: o.name,
          certainty: o.certainty?.level ?? 'not graded',
        })),
    ),
  }));
}

export const evaluationServer: RegistryServer = {
  async profile(record) {
    return { studies: await citedStudies(record) };
  },

  // A cited study must be in the library: said at the answer that cites it.
  async guard(ctx, op, _before, input) {
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
  },

  async derive(ctx, input, before, id) {
    const fields = input as EvaluationFields;
    const previous: DocumentData | undefined = before?.data();
    const wasSubmitted = previous?.status === 'submitted';
    if (wasSubmitted && fields.status !== 'submitted') {
      throw fieldError('status', 'A submitted evaluation stays submitted; edit it instead.');
    }
    const data: DocumentData = {};
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
    return resultsAfter(ctx, before.id, new Set([before.get('technologyId') as string]), null);
  },
};

export const evaluationsServer = defineFeatureServer(evaluationsFeature, {
  registries: { evaluations: evaluationServer },
  // Named from the setting's name, as defineSetting names its operations.
  handlers: settingHandlers(mastQuestions) as Pick<
    Handlers,
    'mastQuestions.get' | 'mastQuestions.save'
  >,
});

export default evaluationsServer;
