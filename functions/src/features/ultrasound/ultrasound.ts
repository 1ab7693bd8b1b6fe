// Tele-ultrasound (DOMAIN.md section 5): the session log's vocabulary, the travel a session
// avoided (great-circle distance from the session's facility to the hospital the patient would
// otherwise have gone to, there and back), the log's totals, and the published per-exam costs
// the page compares them with. Never a patient identifier.
import { z } from 'zod';

import { recordId } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';

export const EXAM_TYPES = [
  'obstetric, first trimester',
  'obstetric, second trimester',
  'obstetric, third trimester',
  'abdominal',
  'cardiac',
  'other',
] as const;
export const SCAN_MODES = ['telerobotic', 'tele-guided', 'in person'] as const;
export const ADEQUACY = ['adequate', 'adequate with reservations', 'inadequate'] as const;
export const SCAN_OUTCOMES = ['no travel needed', 'travel needed', 'urgent transfer'] as const;

export interface Point {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine): a lower bound of the road or air distance. */
export function greatCircleKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface PlacedFacility {
  id: string;
  name: string;
  location: Point | null;
}

/** The nearest of these hospitals (with coordinates) to a point, other than `exceptId`. */
export function nearestHospital(
  from: Point,
  hospitals: readonly PlacedFacility[],
  exceptId: string,
): { hospital: PlacedFacility; km: number } | null {
  let best: { hospital: PlacedFacility; km: number } | null = null;
  for (const h of hospitals) {
    if (!h.location || h.id === exceptId) continue;
    const km = greatCircleKm(from, h.location);
    if (!best || km < best.km) best = { hospital: h, km };
  }
  return best;
}

export const travelSchema = z.object({
  /** Where the patient would otherwise have gone. */
  toFacilityId: z.string().nullable(),
  toFacilityName: z.string().nullable(),
  basis: z.enum(['chosen', 'nearest hospital', 'not computed']),
  /** Round trip, km, to one decimal; null when a point is missing. */
  roundTripKm: z.number().nullable(),
  /** Why there is no distance, or how it was found. */
  note: z.string(),
});
export type Travel = z.infer<typeof travelSchema>;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The travel a session avoided: to the chosen hospital, or else to the nearest other hospital
 * with coordinates; great-circle distance × 2 (there and back).
 */
export function travelAvoided(
  session: PlacedFacility,
  destination: PlacedFacility | null,
  hospitals: readonly PlacedFacility[],
): Travel {
  if (!session.location)
    return {
      toFacilityId: destination?.id ?? null,
      toFacilityName: destination?.name ?? null,
      basis: 'not computed',
      roundTripKm: null,
      note: `${session.name} has no coordinates; add them on its page to compute the distance.`,
    };
  if (destination) {
    if (!destination.location)
      return {
        toFacilityId: destination.id,
        toFacilityName: destination.name,
        basis: 'not computed',
        roundTripKm: null,
        note: `${destination.name} has no coordinates; add them on its page to compute the distance.`,
      };
    return {
      toFacilityId: destination.id,
      toFacilityName: destination.name,
      basis: 'chosen',
      roundTripKm: oneDecimal(2 * greatCircleKm(session.location, destination.location)),
      note: 'Great-circle distance to the chosen hospital, there and back.',
    };
  }
  const nearest = nearestHospital(session.location, hospitals, session.id);
  if (!nearest)
    return {
      toFacilityId: null,
      toFacilityName: null,
      basis: 'not computed',
      roundTripKm: null,
      note: 'No hospital with coordinates was found.',
    };
  return {
    toFacilityId: nearest.hospital.id,
    toFacilityName: nearest.hospital.name,
    basis: 'nearest hospital',
    roundTripKm: oneDecimal(2 * nearest.km),
    note: 'Great-circle distance to the nearest other hospital with coordinates, there and back.',
  };
}

export { ADAMS_2023_COSTS } from './costs.js';

export interface SessionForTotals {
  date: string;
  examType: string;
  mode: string;
  adequacy: string;
  outcome: string;
  roundTripKm: number | null;
}

const counted = <K extends string>(keys: readonly K[], values: readonly string[]) =>
  keys.map((key) => ({ key, count: values.filter((v) => v === key).length }));

/** The log's totals: per month, exam type, mode, adequacy and outcome, and km avoided. */
export function ultrasoundTotals(sessions: readonly SessionForTotals[]) {
  const months = new Map<string, number>();
  for (const s of sessions) {
    const month = s.date.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
  }
  const judged = sessions.length;
  const adequate = sessions.filter((s) => s.adequacy !== 'inadequate').length;
  // Travel is avoided only when the patient did not travel after all.
  const stayed = sessions.filter((s) => s.outcome === 'no travel needed');
  const withKm = stayed.filter((s) => s.roundTripKm !== null);
  return {
    sessions: sessions.length,
    byMonth: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, count]) => ({ month, count })),
    byExamType: counted(
      EXAM_TYPES,
      sessions.map((s) => s.examType),
    ),
    byMode: counted(
      SCAN_MODES,
      sessions.map((s) => s.mode),
    ),
    byAdequacy: counted(
      ADEQUACY,
      sessions.map((s) => s.adequacy),
    ),
    byOutcome: counted(
      SCAN_OUTCOMES,
      sessions.map((s) => s.outcome),
    ),
    /** Share adequate for diagnosis (with or without reservations); null with no sessions. */
    adequacyRate: judged ? adequate / judged : null,
    /** Sessions after which the patient did not travel. */
    travelAvoidedSessions: stayed.length,
    /**
     * Sessions whose images were inadequate or after which the patient travelled for the exam (an
     * urgent transfer is an emergency, not the exam's trip): the budget impact's re-travel share.
     */
    reTravelSessions: sessions.filter(
      (s) => s.adequacy === 'inadequate' || s.outcome === 'travel needed',
    ).length,
    /** Of those, the ones whose distance is known, and the km they saved. */
    travelKnownSessions: withKm.length,
    kmAvoided: oneDecimal(withKm.reduce((sum, s) => sum + (s.roundTripKm ?? 0), 0)),
  };
}

const counts = z.array(z.object({ key: z.string(), count: z.number() }));

export const ultrasoundTotalsSchema = z.object({
  sessions: z.number(),
  byMonth: z.array(z.object({ month: z.string(), count: z.number() })),
  byExamType: counts,
  byMode: counts,
  byAdequacy: counts,
  byOutcome: counts,
  adequacyRate: z.number().nullable(),
  travelAvoidedSessions: z.number(),
  reTravelSessions: z.number(),
  travelKnownSessions: z.number(),
  kmAvoided: z.number(),
  /** True when the log holds more sessions than one answer counts. */
  truncated: z.boolean(),
});
export type UltrasoundTotals = z.infer<typeof ultrasoundTotalsSchema>;

/** The most sessions one totals answer reads (newest first); beyond, `truncated` says so. */
export const ULTRASOUND_TOTALS_LIMIT = 5000;

const day = z.iso.date({ error: 'Enter a date (YYYY-MM-DD).' });

export const ultrasoundOperations = {
  // Under the registry's name, so every session write refreshes the totals in the web app.
  'ultrasoundSessions.totals': defineOperation({
    access: 'signedIn',
    summary:
      'The tele-ultrasound log totals: sessions per month, exam type, mode, adequacy and outcome, and km of travel avoided.',
    input: z
      .object({
        from: day.optional(),
        to: day.optional(),
        facilityId: recordId.optional(),
      })
      .strict(),
    output: ultrasoundTotalsSchema,
  }),
};
