// Ultrasound sessions on the server: each write reads the session's facility (for its community
// and coordinates), the chosen destination, or else the hospitals with coordinates (96 at most in
// the source data: a bounded read per write, never per view), and stores the travel avoided.
import { collectionsOf } from '../../contract/registry.js';
import { facilities } from '../facilities/public.js';
import { travelAvoided, type PlacedFacility, type Point } from './ultrasound.js';
import { type UltrasoundSessionFieldsInput } from './contract.js';
import { db } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { defineFeatureServer } from '../../api/feature.js';
import { ultrasoundFeature } from './feature.js';
import { ultrasoundHandlers } from './handlers.js';

const collections = collectionsOf(facilities);

const placed = (snap: DocumentSnapshot): PlacedFacility => ({
  id: snap.id,
  name: (snap.get('name') as string | undefined) ?? snap.id,
  location: (snap.get('location') as Point | null | undefined) ?? null,
});

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
        communityId: (facility.get('communityId') as string | undefined) ?? null,
        communityName: (facility.get('communityName') as string | undefined) ?? null,
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
