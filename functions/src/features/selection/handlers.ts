// Candidates for a clinical need or a community, ranked (contract/selection.ts holds the ranking).
import { collectionsOf } from '../../contract/registry.js';
import { clinicalNeeds } from '../clinicalNeeds/public.js';
import { communities } from '../communities/public.js';
import { technologies, areaKeys } from '../technologies/public.js';
import { MAX_RANKED, rankCandidates, type Candidate, type CandidateInput } from './selection.js';
import type { Handlers } from '../../api/handler.js';
import { z } from 'zod';

import { db, fromStore, notFound, recordData } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';

/** What a selection reads of a clinical need (that feature's record, this field only). */
const needArea = z.object({ clinicalArea: z.string().nullable().default(null) });

const collections = collectionsOf(clinicalNeeds, communities, technologies);

/** Firestore's array-contains-any takes at most this many values. */
const MAX_AREAS = 10;
/** What ranking and a candidate's card read of a technology. */
const CANDIDATE_FIELDS = [
  'name',
  'category',
  'vendorName',
  'lifecycleStage',
  'clinicalAreas',
  'licenceClass',
  'capitalCost',
  'annualCost',
  'communityIds',
  'evaluationResults',
];

export const selectionHandlers: Pick<Handlers, 'selection.candidates'> = {
  'selection.candidates': async ({ needId, communityId }) => {
    let areas: string[];
    if (needId) {
      const need = await db.collection(collections.clinicalNeeds).doc(needId).get();
      if (!need.exists) throw notFound('clinical need', needId);
      const area = readStored(needArea, need).clinicalArea;
      areas = area ? [area] : [];
    } else {
      const id = communityId!;
      const [community, needs] = await Promise.all([
        db.collection(collections.communities).doc(id).get(),
        db
          .collection(collections.clinicalNeeds)
          .where('communityIds', 'array-contains', id)
          .select('clinicalArea')
          .limit(50)
          .get(),
      ]);
      if (!community.exists) throw notFound('community', id);
      areas = [...new Set(needs.docs.flatMap((d) => readStored(needArea, d).clinicalArea ?? []))];
    }
    const keys = areaKeys(areas).slice(0, MAX_AREAS);
    // Every matching technology is ranked (a cap here dropped the 101st silently); the read is
    // bounded at MAX_RANKED with a true count beside it, so the page says when it bites.
    const matching = keys.length
      ? db
          .collection(collections.technologies)
          .where('clinicalAreaKeys', 'array-contains-any', keys)
      : db.collection(collections.technologies).orderBy('nameLower');
    const [technologies, counted] = await Promise.all([
      matching
        .select(...CANDIDATE_FIELDS)
        .limit(MAX_RANKED)
        .get(),
      matching.count().get(),
    ]);
    const byId = new Map(technologies.docs.map((d) => [d.id, recordData(d)]));
    const ranked = rankCandidates(
      areas,
      [...byId.values()].map((t) => fromStore<CandidateInput>(t)),
    );
    return {
      areas,
      candidates: ranked.map((r) => {
        const t = byId.get(r.id)!;
        return fromStore<Candidate>({
          ...t,
          vendorName: t.vendorName ?? null,
          evaluationResults: t.evaluationResults ?? null,
          communityCount: Array.isArray(t.communityIds) ? t.communityIds.length : 0,
          score: r.score,
          parts: r.parts,
        });
      }),
      total: counted.data().count,
      ranked: technologies.size,
    };
  },
};
