// Facilities on the server: each write copies its community's census division (so facilities
// filter by it); a profile shows its community, its readiness trend and its onboarding plan.
import type { Onboarding, ReadinessScores } from '../../contract/index.js';
import { db, recordData } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';

export const facilityServer: RegistryServer = {
  async derive(ctx, input) {
    const community = await ctx.tx.get(db.collection('communities').doc(String(input.communityId)));
    return {
      data: {
        censusDivisionUid:
          (community.get('censusDivisionUid') as string | null | undefined) ?? null,
        censusDivisionName:
          (community.get('censusDivisionName') as string | null | undefined) ?? null,
      },
    };
  },
  async profile(facility) {
    const onboardingId = facility.onboardingId as string | null | undefined;
    const assessmentsOf = db
      .collection('readinessAssessments')
      .where('facilityId', '==', String(facility.id));
    const [community, assessments, onboarding, assessmentCount] = await Promise.all([
      db.collection('communities').doc(String(facility.communityId)).get(),
      assessmentsOf.orderBy('assessedOn', 'desc').select('assessedOn', 'scores').limit(10).get(),
      onboardingId ? db.collection('onboardings').doc(onboardingId).get() : null,
      assessmentsOf.count().get(),
    ]);
    const plan = onboarding?.exists ? (recordData(onboarding) as unknown as Onboarding) : null;
    return {
      readinessTotal: assessmentCount.data().count,
      readinessHistory: assessments.docs.map((d) => {
        const scores = d.get('scores') as ReadinessScores;
        return {
          id: d.id,
          assessedOn: d.get('assessedOn') as string,
          overall: scores.overall,
          level: scores.level,
          gaps: scores.gaps,
        };
      }),
      onboarding: plan ? { id: plan.id, milestones: plan.milestones, state: plan.state } : null,
      community: community.exists
        ? {
            id: community.id,
            name: community.get('name') as string,
            type: community.get('type') as string,
          }
        : null,
    };
  },
};
