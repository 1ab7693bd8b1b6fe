// Facilities on the server: each write copies its community's census division (so facilities
// filter by it); its page shows its community beside it.
import { collectionsOf } from '../../contract/registry.js';
import { communities } from '../communities/public.js';
import { db } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { facilitiesFeature } from './feature.js';

const collections = collectionsOf(communities);

export const facilityServer: RegistryServer = {
  async derive(ctx, input) {
    const community = await ctx.tx.get(
      db.collection(collections.communities).doc(String(input.communityId)),
    );
    return {
      data: {
        censusDivisionUid:
          (community.get('censusDivisionUid') as string | null | undefined) ?? null,
        censusDivisionName:
          (community.get('censusDivisionName') as string | null | undefined) ?? null,
      },
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
            name: community.get('name') as string,
            type: community.get('type') as string,
          }
        : null,
    };
  },
};

export const facilitiesServer = defineFeatureServer(facilitiesFeature, {
  registries: { facilities: facilityServer },
});

export default facilitiesServer;
