// Needs assessments on the server. The ranking is derived from the scores by the declaration (on
// every write, and in the seed alike); here: the needs' titles kept beside it, and a final
// assessment stays final, its later edits recorded.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';

import { collectionsOf } from '../../contract/registry.js';
import { needsAssessments, type NeedsAssessmentFields } from './contract.js';
import { METHODS, type Ranking } from './priority.js';
import { changedFields, db, fieldError, readMany } from '../../api/registries/kit.js';
import { readJson } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { needsAssessmentRecord } from './contract.js';
import { needsAssessmentsFeature } from './feature.js';

const collections = collectionsOf(needsAssessments);

const MAX_REVISIONS = 50;

export const needsAssessmentServer: RegistryServer = {
  async derive(ctx, input, before) {
    const fields = input as NeedsAssessmentFields;
    const previous: DocumentData | undefined = before?.data();
    const wasFinal = previous?.status === 'final';
    if (wasFinal && fields.status !== 'final')
      throw fieldError('status', 'A final assessment stays final; edit it instead.');
    // Read in the transaction: the references check has found them already.
    const needs = await readMany(
      ctx.tx,
      'clinicalNeeds',
      fields.needs.map((n) => n.needId),
    );
    const data: DocumentData = {
      needTitles: Object.fromEntries(needs.found.map((d) => [d.id, String(d.get('title'))])),
    };
    if (fields.status === 'final' && !wasFinal) data.finalisedAt = ctx.now;
    if (previous && wasFinal) {
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
    return { data };
  },
};

const rankedNeeds = needsAssessmentRecord.pick({ ranking: true, needTitles: true });
const rankingOf = (snap: DocumentSnapshot): Ranking => readJson(rankedNeeds, snap).ranking;
const titlesOf = (snap: DocumentSnapshot) => readJson(rankedNeeds, snap).needTitles;

/** The assessments that considered a need, newest first, with its rank (or why it has none). */
async function assessmentsOfNeed(needId: string) {
  const snap = await db
    .collection(collections.needsAssessments)
    .where('needIds', 'array-contains', needId)
    .orderBy('date', 'desc')
    .select('title', 'date', 'method', 'ranking', 'status')
    .limit(20)
    .get();
  return snap.docs.map((d) => {
    const ranking = rankingOf(d);
    const ranked = ranking.ranked.find((r) => r.needId === needId);
    const excluded = ranking.excluded.find((e) => e.needId === needId);
    const where = `${METHODS[ranking.method].label} · ${String(d.get('date'))}${d.get('status') === 'draft' ? ' · draft' : ''}`;
    return {
      id: d.id,
      name: String(d.get('title')),
      detail: ranked
        ? `Rank ${ranked.rank} of ${ranking.ranked.length}, score ${ranked.score} · ${where}`
        : excluded
          ? `Not ranked: failed PEARL (${excluded.failed.join(', ')}) · ${where}`
          : `Not scored yet · ${where}`,
    };
  });
}

/** A community's newest needs assessment, its needs in rank order. */
async function latestRankingOf(communityId: string) {
  const snap = await db
    .collection(collections.needsAssessments)
    .where('communityId', '==', communityId)
    .orderBy('date', 'desc')
    .select('title', 'date', 'status', 'ranking', 'needTitles')
    .limit(1)
    .get();
  const d = snap.docs[0];
  if (!d) return null;
  const titles = titlesOf(d);
  return {
    id: d.id,
    title: String(d.get('title')),
    date: String(d.get('date')),
    status: String(d.get('status')),
    ranked: rankingOf(d).ranked.map((r) => ({
      id: r.needId,
      name: `${r.rank}. ${titles[r.needId] ?? r.needId}`,
      detail: `Score ${r.score} (${r.breakdown})`,
    })),
  };
}

export const needsAssessmentsServer = defineFeatureServer(needsAssessmentsFeature, {
  registries: { needsAssessments: needsAssessmentServer },
  // A need's page lists the assessments that ranked it (the hub's work: staff only); a
  // community's page its newest ranking.
  contributes: {
    clinicalNeeds: {
      profile: async (need, caller) => ({
        assessments: caller.uid ? await assessmentsOfNeed(String(need.id)) : [],
      }),
    },
    communities: {
      profile: async (community) => ({
        latestRanking: await latestRankingOf(String(community.id)),
      }),
    },
  },
});

export default needsAssessmentsServer;
