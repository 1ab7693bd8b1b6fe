// The target communities of an analysis as the hub's data has them: 2021 population, remoteness,
// the record's own source, and the round trip to the nearest hospital computed exactly as the
// tele-ultrasound log computes a session's travel avoided (features/ultrasound, `travelAvoided`,
// reached through the contract as the log's own server part reaches it). Used by the server on
// every write and by the demo; the web app never imports it.
import { travelAvoided, type PlacedFacility, type Point } from '../../contract/index.js';
import type { TargetCommunity } from './bia.js';

export interface CommunityData {
  id: string;
  name: string;
  population2021: number | null;
  remotenessIndex: number | null;
  /** A point the hub's staff set on the community, if any. */
  location: Point | null;
  source: string;
}

export interface FacilityData extends PlacedFacility {
  type: string;
}

/**
 * The community's point: its own location if set, else one of its facilities with coordinates —
 * a hospital first (as the log, the nearest *other* hospital is then the destination), then by
 * name.
 */
function origin(
  community: CommunityData,
  facilities: readonly FacilityData[],
): PlacedFacility | null {
  if (community.location)
    return { id: community.id, name: community.name, location: community.location };
  const placed = facilities
    .filter((f) => f.location)
    .sort(
      (a, b) =>
        Number(b.type === 'Hospitals') - Number(a.type === 'Hospitals') ||
        a.name.localeCompare(b.name),
    );
  return placed[0] ?? null;
}

export function targetCommunity(
  community: CommunityData,
  facilities: readonly FacilityData[],
  hospitals: readonly PlacedFacility[],
): TargetCommunity {
  const from = origin(community, facilities);
  const travel = from
    ? travelAvoided(from, null, hospitals)
    : {
        toFacilityName: null,
        roundTripKm: null,
        note: `${community.name} has no point and no facility with coordinates; set its location on its page to compute the distance.`,
      };
  return {
    id: community.id,
    name: community.name,
    population2021: community.population2021,
    remotenessIndex: community.remotenessIndex,
    roundTripKm: travel.roundTripKm,
    hospitalName: travel.toFacilityName,
    travelNote: from ? `From ${from.name}: ${travel.note}` : travel.note,
    source: community.source,
  };
}
