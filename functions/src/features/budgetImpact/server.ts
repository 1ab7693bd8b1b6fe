// Budget impact analyses on the server: each write reads the target communities (populations,
// census type, remoteness, their point), their facilities, the facilities declaring the
// analysis's service (a bounded read per write: a hub declares a service on a few dozen), and
// the session log's chosen destinations from the target communities (at most LOGGED_LIMIT
// sessions), and stores the target communities as read and the totals of the method (bia.ts).
// A target without any trip refuses the write, naming it: its travel would otherwise count as $0.
// Whatever a client sends beside the fields is refused by the contract; nothing it computes is
// stored.
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
import {
  travelSchema,
  ultrasoundSessions,
  type PlacedFacility,
  type Point,
} from '../ultrasound/public.js';
import { budgetImpactFeature } from './feature.js';
import {
  missingTrip,
  targetCommunity,
  unplacedProviders,
  type CommunityData,
  type FacilityData,
  type LoggedTrip,
} from './targets.js';

const collections = collectionsOf(communities, facilities, ultrasoundSessions);

/** The most logged sessions one write reads (newest first are not needed: a count of trips). */
const LOGGED_LIMIT = 5000;

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

/** What the analysis reads of a logged session. */
const storedSession = z.object({
  communityId: z.string().nullable().default(null),
  travel: travelSchema,
});

/** A session's trip when a person chose where the patient would go, and its distance is known. */
const loggedTrip = (snap: DocumentSnapshot): (LoggedTrip & { communityId: string }) | null => {
  const parsed = storedSession.safeParse(snap.data());
  if (!parsed.success) return null;
  const { communityId, travel } = parsed.data;
  if (
    !communityId ||
    travel.basis !== 'chosen' ||
    !travel.toFacilityId ||
    travel.roundTripKm === null
  )
    return null;
  return {
    communityId,
    facilityId: travel.toFacilityId,
    name: travel.toFacilityName ?? travel.toFacilityId,
    roundTripKm: travel.roundTripKm,
  };
};

export const budgetImpactServer: RegistryServer = {
  async derive(ctx, input) {
    const fields = input as BudgetImpactFields;
    const ids = fields.communityIds;
    // The references are checked before this: every community exists.
    const [communityDocs, providers, sessions, ...facilitiesOf] = await Promise.all([
      ctx.tx.getAll(...ids.map((id) => db.collection(collections.communities).doc(id))),
      ctx.tx.get(
        db
          .collection(collections.facilities)
          .where('services', 'array-contains', fields.service)
          .select('name', 'location'),
      ),
      ctx.tx.get(
        db
          .collection(collections.ultrasoundSessions)
          .where('communityId', 'in', ids)
          .select('communityId', 'travel')
          .limit(LOGGED_LIMIT),
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
    const providerPoints: PlacedFacility[] = providers.docs.map(placed);
    const trips = sessions.docs.flatMap((d) => loggedTrip(d) ?? []);
    const data: CommunityData[] = communityDocs.map((c) => ({
      id: c.id,
      name: str(c, 'name') ?? c.id,
      type: str(c, 'type'),
      population2021: num(c, 'population2021'),
      population2016: num(c, 'population2016'),
      remotenessIndex: num(c, 'remotenessIndex'),
      location: point(c, 'location'),
      nearestHospital: str(c, 'nearestHospital'),
      nearestHospitalKm: num(c, 'nearestHospitalKm'),
      nearestHospitalSource: str(c, 'nearestHospitalSource'),
      source: str(c, 'source') ?? 'Entered by hub staff',
    }));
    const targets = data.map((c, i) =>
      targetCommunity(c, facilitiesOf[i]!.docs.map(placed), {
        service: fields.service,
        basis: fields.destinationBasis,
        providers: providerPoints,
        logged: trips.filter((t) => t.communityId === c.id),
      }),
    );
    const missing = data.flatMap((c, i) => missingTrip(c, targets[i]!, fields.service) ?? []);
    if (missing.length) throw fieldError('communityIds', missing.join(' '));
    const notCounted = [
      ...unplacedProviders(providerPoints, fields.service),
      ...(sessions.size >= LOGGED_LIMIT
        ? [`Only the first ${LOGGED_LIMIT} logged sessions were read for destinations.`]
        : []),
    ];
    return { data: { targets, totals: biaTotals(fields, targets, notCounted) } };
  },
};

export const budgetImpactFeatureServer = defineFeatureServer(budgetImpactFeature, {
  registries: { budgetImpacts: budgetImpactServer },
});

export default budgetImpactFeatureServer;
