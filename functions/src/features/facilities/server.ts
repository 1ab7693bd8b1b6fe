// Facilities on the server: each write copies its community's census division (so facilities
// filter by it); its page shows its community beside it.
import { z } from 'zod';

import { collectionsOf } from '../../contract/registry.js';
import { communities } from '../communities/public.js';
import { db } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { facilitiesFeature } from './feature.js';
import { facilityHandlers } from './handlers.js';

const collections = collectionsOf(communities);

/** What a facility copies from its community, and its page shows of it. */
const storedCommunity = z.object({
  name: z.string(),
  type: z.string(),
  censusDivisionUid: z.string().nullable().default(null),
  censusDivisionName: z.string().nullable().default(null),
});
const censusDivision = storedCommunity.pick({ censusDivisionUid: true, censusDivisionName: true });

export const facilityServer: RegistryServer = {
  async derive(ctx, input) {
    const community = await ctx.tx.get(
      db.collection(collections.communities).doc(String(input.communityId)),
    );
    return {
      data: readStored(censusDivision, community),
    };
  },
  // What other features show on a facility's page they contribute from their own folders
  // (`contributes` in their server parts).
  async profile(facility) {
    const community = await db
      .collection(collections.communities)
      .doc(String(facility.communityId))
      .get();
    return {
      community: community.exists
        ? {
            id: community.id,
            ...readStored(storedCommunity.pick({ name: true, type: true }), community),
          }
        : null,
    };
  },
};

export const facilitiesServer = defineFeatureServer(facilitiesFeature, {
  registries: { facilities: facilityServer },
  handlers: facilityHandlers,
});

export default facilitiesServer;
