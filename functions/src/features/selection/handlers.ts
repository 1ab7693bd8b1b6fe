// Candidates for a clinical need or a community, ranked (contract/selection.ts holds the ranking).
import { collectionsOf } from '../../contract/registry.js';
import { clinicalNeeds } from '../clinicalNeeds/public.js';
import { communities } from '../communities/public.js';
import { evaluationAggregate } from '../evaluations/public.js';
import {
  technologies,
  areaKeys,
  LICENCE_CLASSES,
  LIFECYCLE_STAGES,
} from '../technologies/public.js';
import { MAX_RANKED, rankCandidates, type Candidate } from './selection.js';
import type { Handlers } from '../../api/handler.js';
import { z } from 'zod';

import { db, notFound } from '../../api/registries/kit.js';
import { readJson, readStored } from '../../api/registries/read.js';

/** What a selection reads of a clinical need (that feature's record, this field only). */
const needArea = z.object({ clinicalArea: z.string().nullable().default(null) });

const collections = collectionsOf(clinicalNeeds, communities, technologies);

/** Firestore's array-contains-any takes at most this many values. */
const MAX_AREAS = 10;
/** What ranking and a candidate's card read of a technology (the query selects only these). */
const storedCandidate = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  vendorName: z.string().nullable().default(null),
  lifecycleStage: z.enum(LIFECYCLE_STAGES),
  clinicalAreas: z.array(z.string()).default([]),
  licenceClass: z.enum(LICENCE_CLASSES).default('unknown'),
  capitalCost: z.number().nullable().default(null),
  annualCost: z.number().nullable().default(null),
  communityIds: z.array(z.string()).default([]),
  /** Kept on the technology by the evaluations' write path. */
  evaluationResults: evaluationAggregate.nullable().default(null),
});
const CANDIDATE_FIELDS = Object.keys(storedCandidate.shape).filter((k) => k !== 'id');

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
    const byId = new Map(technologies.docs.map((d) => [d.id, readJson(storedCandidate, d)]));
    const ranked = rankCandidates(areas, [...byId.values()]);
    return {
      areas,
      candidates: ranked.map((r): Candidate => {
        const { communityIds, ...t } = byId.get(r.id)!;
        return { ...t, communityCount: communityIds.length, score: r.score, parts: r.parts };
      }),
      total: counted.data().count,
      ranked: technologies.size,
    };
  },
};
