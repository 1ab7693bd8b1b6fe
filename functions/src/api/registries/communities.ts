// Communities on the server: a profile lists the community's facilities, needs and technologies;
// a change of census division follows to its facilities.
import { db, related, selectionsFor } from './kit.js';
import { latestRankingOf } from './needsAssessments.js';
import type { RegistryServer } from './records.js';

export const communityServer: RegistryServer = {
  // Its facilities carry its census division: a change of division follows to them.
  async derive(ctx, fields, before, id) {
    const uid = (fields.censusDivisionUid as string | null | undefined) ?? null;
    const name = (fields.censusDivisionName as string | null | undefined) ?? null;
    if (
      !before ||
      (before.get('censusDivisionUid') === uid && before.get('censusDivisionName') === name)
    )
      return { data: {} };
    const facilities = await ctx.tx.get(
      db.collection('facilities').where('communityId', '==', id).select(),
    );
    return {
      data: {},
      effects: () => {
        for (const f of facilities.docs)
          ctx.tx.update(f.ref, { censusDivisionUid: uid, censusDivisionName: name });
      },
    };
  },
  async profile(community) {
    const id = String(community.id);
    const [facilities, needs, technologies, selections, latestRanking] = await Promise.all([
      db
        .collection('facilities')
        .where('communityId', '==', id)
        .select('name', 'type')
        .limit(100)
        .get(),
      db
        .collection('clinicalNeeds')
        .where('communityIds', 'array-contains', id)
        .select('title', 'status')
        .limit(50)
        .get(),
      db
        .collection('technologies')
        .where('communityIds', 'array-contains', id)
        .select('name', 'category')
        .limit(50)
        .get(),
      selectionsFor('communityId', id),
      latestRankingOf(id),
    ]);
    return {
      facilities: facilities.docs.map((d) => related(d, 'name', 'type')),
      needs: needs.docs.map((d) => related(d, 'title', 'status')),
      technologies: technologies.docs.map((d) => related(d, 'name', 'category')),
      selections,
      latestRanking,
    };
  },
};
