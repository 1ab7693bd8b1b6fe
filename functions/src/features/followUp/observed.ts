// What the session log and onboarding show, in the fields a comparison reads, parsed with their
// features' record schemas: from stored records (the server) or from what Echo loaded.
import { onboardingRecord } from '../onboarding/public.js';
import { ultrasoundSessionRecord } from '../ultrasound/public.js';
import type { ObservedGoLive, ObservedSession } from './comparison.js';

/** What a comparison reads of a session (the server's query selects only these). */
export const sessionForFollowUp = ultrasoundSessionRecord.pick({
  date: true,
  facilityId: true,
  adequacy: true,
  outcome: true,
  travel: true,
});
/** What a comparison reads of an onboarding plan. */
export const onboardingForFollowUp = onboardingRecord.pick({ facilityId: true, milestones: true });

export const observedSession = (s: {
  date: string;
  facilityId: string;
  adequacy: string;
  outcome: string;
  travel: { roundTripKm: number | null };
}): ObservedSession => ({
  date: s.date,
  facilityId: s.facilityId,
  adequacy: s.adequacy,
  outcome: s.outcome,
  roundTripKm: s.travel.roundTripKm,
});

/** A facility is live from the day its go-live milestone was done. */
export const observedGoLive = (o: {
  facilityId: string;
  milestones: { goLive: { status: string; doneOn: string | null } };
}): ObservedGoLive => ({
  facilityId: o.facilityId,
  liveOn: o.milestones.goLive.status === 'done' ? o.milestones.goLive.doneOn : null,
});
