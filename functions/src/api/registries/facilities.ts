// Facilities on the server: a profile shows its community and its readiness trend.
import type { ReadinessScores } from '../../contract/index.js';
import { db } from './kit.js';
import type { RegistryServer } from './records.js';

export const facilityServer: RegistryServer = {
  async profile(facility) {
    const [community, assessments] = await Promise.all([
      db.collection('communities').doc(String(facility.communityId)).get(),
      db
        .collection('readinessAssessments')
        .where('facilityId', '==', String(facility.id))
        .orderBy('assessedOn', 'desc')
        .select('assessedOn', 'scores')
        .limit(10)
        .get(),
    ]);
    return {
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
