// The target communities of an analysis as the hub's data has them: 2021 population, remoteness,
// the record's own source, and the round trip to the nearest hospital — the distance entered on
// the community with its source, else computed exactly as the tele-ultrasound log computes a
// session's travel avoided (features/ultrasound, `travelAvoided`, reached through the contract as
// the log's own server part reaches it). A community with neither has no trip, and an analysis
// of it is refused (`missingTrip`): counted as $0, its travel would understate the current
// pathway's cost with nothing said. Used by the server on every write and by the demo; the web
// app never imports it.
import { travelAvoided, type PlacedFacility, type Point } from '../ultrasound/public.js';
import type { TargetCommunity } from './bia.js';

export interface CommunityData {
  id: string;
  name: string;
  population2021: number | null;
  remotenessIndex: number | null;
  /** A point the hub's staff set on the community, if any. */
  location: Point | null;
  /** The distance to the nearest hospital entered on the community (one way, km), its source. */
  nearestHospital: string | null;
  nearestHospitalKm: number | null;
  nearestHospitalSource: string | null;
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

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

interface Trip {
  roundTripKm: number | null;
  hospitalName: string | null;
  travelNote: string;
}

/**
 * An entered distance with its source comes first: it is what the analyst knows of the real
 * trip (road, winter road, air), where the computed one is a great-circle lower bound.
 */
function trip(
  community: CommunityData,
  facilities: readonly FacilityData[],
  hospitals: readonly PlacedFacility[],
): Trip {
  const { nearestHospital, nearestHospitalKm: km, nearestHospitalSource: source } = community;
  if (km !== null && source)
    return {
      roundTripKm: oneDecimal(2 * km),
      hospitalName: nearestHospital,
      travelNote: `${km} km each way to ${nearestHospital ?? 'the nearest hospital'}, there and back (${source}).`,
    };
  const from = origin(community, facilities);
  if (!from)
    return {
      roundTripKm: null,
      hospitalName: null,
      travelNote: `No distance to a hospital is known for ${community.name}; its travel is not counted.`,
    };
  const travel = travelAvoided(from, null, hospitals);
  return {
    roundTripKm: travel.roundTripKm,
    hospitalName: travel.toFacilityName,
    travelNote:
      travel.roundTripKm === null
        ? `No distance to a hospital is known for ${community.name}; its travel is not counted.`
        : `From ${from.name}: ${travel.note}`,
  };
}

export function targetCommunity(
  community: CommunityData,
  facilities: readonly FacilityData[],
  hospitals: readonly PlacedFacility[],
): TargetCommunity {
  return {
    id: community.id,
    name: community.name,
    population2021: community.population2021,
    remotenessIndex: community.remotenessIndex,
    ...trip(community, facilities, hospitals),
    source: community.source,
  };
}

/** Why a target community has no trip and what the analyst can do about it, or null. */
export function missingTrip(community: CommunityData, target: TargetCommunity): string | null {
  if (target.roundTripKm !== null) return null;
  if (community.nearestHospitalKm !== null)
    return `${community.name} has a distance to the nearest hospital but no source: add where the distance is from on the community form, or set the community's location.`;
  return `${community.name} has no known trip to a hospital, so its travel would count as $0: set its location or its distance to the nearest hospital with its source on the community form.`;
}
