// Ultrasound sessions on the server: each write reads the session's facility (for its community
// and coordinates), the chosen destination, or else the hospitals with coordinates (96 at most in
// the source data: a bounded read per write, never per view), and stores the travel avoided.
import { z } from 'zod';

import { location } from '../../contract/common.js';
import { collectionsOf } from '../../contract/registry.js';
import { facilities } from '../facilities/public.js';
import { travelAvoided, type PlacedFacility } from './ultrasound.js';
import { type UltrasoundSessionFieldsInput } from './contract.js';
import { db } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { defineFeatureServer } from '../../api/feature.js';
import { ultrasoundFeature } from './feature.js';
import { ultrasoundHandlers } from './handlers.js';

const collections = collectionsOf(facilities);

/**
 * What a session keeps of a facility (the facilities feature's record, read only in these fields:
 * the hospitals' query selects only the first two).
 */
const storedFacility = z.object({
  name: z.string().optional(),
  location: location.nullable().default(null),
  communityId: z.string().nullable().default(null),
  communityName: z.string().nullable().default(null),
});

const placed = (snap: DocumentSnapshot): PlacedFacility => {
  const { name, location } = readStored(storedFacility, snap);
  return { id: snap.id, name: name ?? snap.id, location };
};

export const ultrasoundSessionServer: RegistryServer = {
  async derive(ctx, input) {
    const fields = input as Required<
      Pick<UltrasoundSessionFieldsInput, 'facilityId' | 'destinationFacilityId'>
    >;
    const facilityRef = db.collection(collections.facilities).doc(fields.facilityId);
    const destinationId = fields.destinationFacilityId ?? null;
    // Existence is checked by the declared references; here only what the travel needs.
    const [facility, destination] = await Promise.all([
      ctx.tx.get(facilityRef),
      destinationId ? ctx.tx.get(db.collection(collections.facilities).doc(destinationId)) : null,
    ]);
    const hospitals = destination
      ? []
      : (
          await ctx.tx.get(
            db
              .collection(collections.facilities)
              .where('type', '==', 'Hospitals')
              .select('name', 'location'),
          )
        ).docs.map(placed);
    return {
      data: {
        ...readStored(storedFacility.pick({ communityId: true, communityName: true }), facility),
        travel: travelAvoided(
          placed(facility),
          destination?.exists ? placed(destination) : null,
          hospitals,
        ),
      },
    };
  },
};

export const ultrasoundServer = defineFeatureServer(ultrasoundFeature, {
  registries: { ultrasoundSessions: ultrasoundSessionServer },
  handlers: ultrasoundHandlers,
});

export default ultrasoundServer;
