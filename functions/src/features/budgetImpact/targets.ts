// The target communities of an analysis as the hub's data has them: populations (2016 and
// 2021), census type, remoteness, the record's own source, and the trip its patients make for
// the service the technology replaces travel for. Two destinations are found and shown side by
// side: the nearest facility that declares the service (great-circle distance, as the
// tele-ultrasound log computes a session's travel: features/ultrasound, `travelAvoided`), and
// the facility the session log shows the community's patients were actually sent to (sessions
// whose destination a person chose, never the log's computed default). The analysis chooses
// which is used; where the log has none, the nearest providing facility is, and the note says so.
// A community with no trip at all is refused (`missingTrip`): counted as $0, its travel would
// understate the current pathway's cost. Used by the server on every write and by the demo; the
// web app never imports it.
import { travelAvoided, type PlacedFacility, type Point } from '../ultrasound/public.js';
import type { Destination, DestinationBasis, TargetCommunity } from './bia.js';

/** Census subdivision types of First Nations reserves and settlements (Statistics Canada). */
const RESERVE_TYPES = new Set(['Indian reserve', 'Indian settlement']);

export interface CommunityData {
  id: string;
  name: string;
  type: string | null;
  population2021: number | null;
  population2016: number | null;
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

/** A logged session's destination as a person chose it (the log's own travel, there and back). */
export interface LoggedTrip {
  facilityId: string;
  name: string;
  roundTripKm: number;
}

/** Where the trips are found: the service, the facilities declaring it, the log per community. */
export interface TripSources {
  service: string;
  basis: DestinationBasis;
  providers: readonly PlacedFacility[];
  logged: readonly LoggedTrip[];
}

/**
 * The community's point: its own location if set, else one of its facilities with coordinates —
 * a hospital first (as the log, the nearest *other* facility is then the destination), then by
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

/** The nearest facility declaring the service, from the community's point. */
function nearestProviding(
  community: CommunityData,
  facilities: readonly FacilityData[],
  sources: TripSources,
): Destination | null {
  const from = origin(community, facilities);
  if (!from) return null;
  // A facility in the community that provides the service is its own destination: no trip.
  const local = sources.providers.find((p) => facilities.some((f) => f.id === p.id));
  if (local)
    return {
      facilityId: local.id,
      name: local.name,
      roundTripKm: 0,
      note: `${local.name}, in ${community.name}, provides ${sources.service}: no trip.`,
    };
  const travel = travelAvoided(from, null, sources.providers);
  if (travel.roundTripKm === null) return null;
  return {
    facilityId: travel.toFacilityId,
    name: travel.toFacilityName ?? 'the nearest providing facility',
    roundTripKm: travel.roundTripKm,
    note: `From ${from.name}: great-circle distance to the nearest facility declaring ${sources.service}, there and back.`,
  };
}

/** The facility most sessions of the community were sent to (ties: by name), with its trip. */
function logDestination(logged: readonly LoggedTrip[]): Destination | null {
  const byFacility = new Map<string, LoggedTrip[]>();
  for (const t of logged)
    byFacility.set(t.facilityId, [...(byFacility.get(t.facilityId) ?? []), t]);
  const [top] = [...byFacility.values()].sort(
    (a, b) => b.length - a.length || a[0]!.name.localeCompare(b[0]!.name),
  );
  if (!top) return null;
  const first = top[0]!;
  const sessions = top.length === 1 ? '1 session' : `${top.length} sessions`;
  return {
    facilityId: first.facilityId,
    name: first.name,
    roundTripKm: oneDecimal(top.reduce((s, t) => s + t.roundTripKm, 0) / top.length),
    note: `The tele-ultrasound log: ${sessions} of ${logged.length} with a chosen destination sent patients here (the log's great-circle trip, there and back).`,
  };
}

const reserveNote = (community: CommunityData) =>
  community.type && RESERVE_TYPES.has(community.type)
    ? {
        nihbShare: 1,
        nihbNote: `${community.name} is a First Nations reserve or settlement (Statistics Canada census subdivision type "${community.type}"): NIHB pays its residents' medical travel. Assumption: every resident is a registered First Nations person.`,
      }
    : {
        nihbShare: null,
        nihbNote: `The census type (${community.type ?? 'unknown'}) does not settle who is registered: the analysis's NIHB share applies.`,
      };

export function targetCommunity(
  community: CommunityData,
  facilities: readonly FacilityData[],
  sources: TripSources,
): TargetCommunity {
  const nearest = nearestProviding(community, facilities, sources);
  const logged = logDestination(sources.logged);
  const base = {
    id: community.id,
    name: community.name,
    population2021: community.population2021,
    population2016: community.population2016,
    remotenessIndex: community.remotenessIndex,
    censusType: community.type,
    nearestProviding: nearest,
    logDestination: logged,
    ...reserveNote(community),
    source: community.source,
  };
  const use = (d: Destination, used: 'nearest providing' | 'session log', why = '') => ({
    ...base,
    roundTripKm: d.roundTripKm,
    hospitalName: d.name,
    travelNote: `${why}${d.note}`,
    destinationUsed: used,
  });
  if (sources.basis === 'session log' && logged) return use(logged, 'session log');
  if (nearest)
    return use(
      nearest,
      'nearest providing',
      sources.basis === 'session log'
        ? `The session log has no chosen destination for ${community.name}; the nearest providing facility is used. `
        : '',
    );
  const { nearestHospital, nearestHospitalKm: km, nearestHospitalSource: source } = community;
  if (km !== null && source)
    return {
      ...base,
      roundTripKm: oneDecimal(2 * km),
      hospitalName: nearestHospital,
      travelNote: `No facility declaring ${sources.service} could be reached from a point of ${community.name}; the distance entered on the community is used: ${km} km each way to ${nearestHospital ?? 'the nearest hospital'}, there and back (${source}). It is not checked to provide the service.`,
      destinationUsed: 'entered distance',
    };
  return {
    ...base,
    roundTripKm: null,
    hospitalName: null,
    travelNote: `No trip for ${sources.service} is known for ${community.name}; its travel is not counted.`,
    destinationUsed: null,
  };
}

/** Why a target community has no trip and what the analyst can do about it, or null. */
export function missingTrip(
  community: CommunityData,
  target: TargetCommunity,
  service: string,
): string | null {
  if (target.roundTripKm !== null) return null;
  if (community.nearestHospitalKm !== null)
    return `${community.name} has a distance to the nearest hospital but no source, and no facility declaring ${service} is reachable from a point of it: add the distance's source on the community form, or set the community's location.`;
  return `${community.name} has no known trip for ${service}, so its travel would count as $0: set its location, declare the service on the facilities that provide it, or enter its distance to the nearest hospital with its source on the community form.`;
}

/** Facilities declaring the service without coordinates: the nearest search cannot see them. */
export function unplacedProviders(providers: readonly PlacedFacility[], service: string): string[] {
  const names = providers.filter((p) => !p.location).map((p) => p.name);
  return names.length
    ? [
        `${names.join(', ')} declare${names.length === 1 ? 's' : ''} ${service} but ${names.length === 1 ? 'has' : 'have'} no coordinates: not considered as a destination.`,
      ]
    : [];
}
