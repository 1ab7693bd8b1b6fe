// Facilities on the server: each write copies its community's census division (so facilities
// filter by it); its page shows its community beside it. A facility belongs to a community, so
// what a community's page shows of its facilities, and its change of division following to them,
// are this feature's contributions to communities.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';

import { collectionsOf } from '../../contract/registry.js';
import { communities } from '../communities/public.js';
import { db, related, type WriteContext } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { facilitiesFeature } from './feature.js';
import { facilities } from './contract.js';
import { facilityHandlers } from './handlers.js';

const collections = collectionsOf(communities, facilities);

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

/** A community's facilities carry its census division: a change of division follows to them. */
async function divisionFollows(
  ctx: WriteContext,
  fields: Record<string, unknown>,
  before: DocumentSnapshot | null,
  id: string,
): Promise<(() => void) | undefined> {
  if (!before) return undefined;
  const division = censusDivision.parse({
    censusDivisionUid: fields.censusDivisionUid ?? null,
    censusDivisionName: fields.censusDivisionName ?? null,
  });
  const was = readStored(censusDivision, before);
  if (
    was.censusDivisionUid === division.censusDivisionUid &&
    was.censusDivisionName === division.censusDivisionName
  )
    return undefined;
  const held = await ctx.tx.get(
    db.collection(collections.facilities).where('communityId', '==', id).select(),
  );
  return () => {
    for (const f of held.docs) ctx.tx.update(f.ref, division);
  };
}

/** The facilities a community's page lists (the first 100) and their true count. */
async function communityFacilities(community: Record<string, unknown>) {
  const of = db.collection(collections.facilities).where('communityId', '==', String(community.id));
  const [listed, total] = await Promise.all([
    of.select('name', 'type').limit(100).get(),
    of.count().get(),
  ]);
  return {
    facilities: listed.docs.map((d) => related(d, 'name', 'type')),
    facilityTotal: total.data().count,
  };
}

export const facilitiesServer = defineFeatureServer(facilitiesFeature, {
  registries: { facilities: facilityServer },
  contributes: { communities: { profile: communityFacilities, onWrite: divisionFollows } },
  handlers: facilityHandlers,
});

export default facilitiesServer;
