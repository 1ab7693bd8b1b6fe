// Budget impact analyses on the server: each write reads the target communities (population,
// remoteness, their point), their facilities and the hospitals with coordinates (96 in the
// source data: a bounded read per write, as the ultrasound log's), and stores the target
// communities as read and the totals of the method (bia.ts). A target without a trip to a
// hospital refuses the write, naming it: its travel would otherwise count as $0. Whatever a client sends beside the
// fields is refused by the contract; nothing it computes is stored.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';

import { db, fieldError } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { biaTotals } from './bia.js';
import { collectionsOf } from '../../contract/registry.js';
import { communities } from '../communities/public.js';
import { facilities } from '../facilities/public.js';
import { type BudgetImpactFields } from './contract.js';
import { type PlacedFacility, type Point } from '../ultrasound/public.js';
import { budgetImpactFeature } from './feature.js';
import { missingTrip, targetCommunity, type CommunityData, type FacilityData } from './targets.js';

const collections = collectionsOf(communities, facilities);

const str = (snap: DocumentSnapshot, field: string) => {
  const v: unknown = snap.get(field);
  return typeof v === 'string' ? v : null;
};
const num = (snap: DocumentSnapshot, field: string) => {
  const v: unknown = snap.get(field);
  return typeof v === 'number' ? v : null;
};

const storedPoint = z.object({ lat: z.number(), lng: z.number() });
/** A stored location, or null when the record has none (or one not in this shape). */
const point = (snap: DocumentSnapshot, field: string): Point | null => {
  const parsed = storedPoint.safeParse(snap.get(field));
  return parsed.success ? parsed.data : null;
};

const placed = (snap: DocumentSnapshot): FacilityData => ({
  id: snap.id,
  name: str(snap, 'name') ?? snap.id,
  type: str(snap, 'type') ?? '',
  location: point(snap, 'location'),
});

export const budgetImpactServer: RegistryServer = {
  async derive(ctx, input) {
    const fields = input as BudgetImpactFields;
    const ids = fields.communityIds;
    // The references are checked before this: every community exists.
    const [communities, hospitals, ...facilitiesOf] = await Promise.all([
      ctx.tx.getAll(...ids.map((id) => db.collection(collections.communities).doc(id))),
      ctx.tx.get(
        db
          .collection(collections.facilities)
          .where('type', '==', 'Hospitals')
          .select('name', 'location'),
      ),
      ...ids.map((id) =>
        ctx.tx.get(
          db
            .collection(collections.facilities)
            .where('communityId', '==', id)
            .select('name', 'type', 'location'),
        ),
      ),
    ]);
    const hospitalPoints: PlacedFacility[] = hospitals.docs.map(placed);
    const data: CommunityData[] = communities.map((c) => ({
      id: c.id,
      name: str(c, 'name') ?? c.id,
      population2021: num(c, 'population2021'),
      remotenessIndex: num(c, 'remotenessIndex'),
      location: point(c, 'location'),
      nearestHospital: str(c, 'nearestHospital'),
      nearestHospitalKm: num(c, 'nearestHospitalKm'),
      nearestHospitalSource: str(c, 'nearestHospitalSource'),
      source: str(c, 'source') ?? 'Entered by hub staff',
    }));
    const targets = data.map((c, i) =>
      targetCommunity(c, facilitiesOf[i]!.docs.map(placed), hospitalPoints),
    );
    const missing = data.flatMap((c, i) => missingTrip(c, targets[i]!) ?? []);
    if (missing.length) throw fieldError('communityIds', missing.join(' '));
    return { data: { targets, totals: biaTotals(fields, targets) } };
  },
};

export const budgetImpactFeatureServer = defineFeatureServer(budgetImpactFeature, {
  registries: { budgetImpacts: budgetImpactServer },
});

export default budgetImpactFeatureServer;
