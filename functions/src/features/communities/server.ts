// Communities on the server: a profile lists the community's needs and technologies (its
// facilities and its needs' newest ranking are the facilities' and needs assessments'
// contributions); its other names are kept by administrators.
import { HttpsError } from 'firebase-functions/v2/https';

import { db, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { communitiesFeature } from './feature.js';
import { collectionsOf } from '../../contract/registry.js';
import { clinicalNeeds } from '../clinicalNeeds/public.js';
import { technologies } from '../technologies/public.js';

const collections = collectionsOf(clinicalNeeds, technologies);

/** The other names as a comparable text, whatever order the store gives a map's keys in. */
const namesKey = (v: unknown) =>
  JSON.stringify(
    (Array.isArray(v) ? v : []).map((n: unknown) =>
      n && typeof n === 'object' && 'name' in n && 'source' in n ? [n.name, n.source] : n,
    ),
  );

export const communityServer: RegistryServer = {
  // Other names are what pickers and searches find a community by: administrators keep them.
  guard(ctx, op, before, fields) {
    if (!fields || ctx.caller.admin) return Promise.resolve();
    if (namesKey(fields.otherNames) !== namesKey(before?.get('otherNames')))
      throw new HttpsError(
        'permission-denied',
        "Only an administrator changes a community's other names.",
      );
    return Promise.resolve();
  },
  async profile(community) {
    const id = String(community.id);
    const needsOf = db
      .collection(collections.clinicalNeeds)
      .where('communityIds', 'array-contains', id);
    const technologiesOf = db
      .collection(collections.technologies)
      .where('communityIds', 'array-contains', id);
    // The lists are bounded; their true counts go beside them (the page says "50 of 63").
    const [needs, technologies, needCount, technologyCount] = await Promise.all([
      needsOf.select('title', 'status').limit(50).get(),
      technologiesOf.select('name', 'category').limit(50).get(),
      needsOf.count().get(),
      technologiesOf.count().get(),
    ]);
    return {
      needs: needs.docs.map((d) => related(d, 'title', 'status')),
      technologies: technologies.docs.map((d) => related(d, 'name', 'category')),
      totals: {
        needs: needCount.data().count,
        technologies: technologyCount.data().count,
      },
    };
  },
};

export const communitiesServer = defineFeatureServer(communitiesFeature, {
  registries: { communities: communityServer },
});

export default communitiesServer;
