// Follow-up plans on the server: a write keeps one plan per technology and refuses facilities that
// do not exist; the page and the "reassessment due" list compare the plans with the session log
// (its sessions since the earliest first month followed, newest first, at most
// FOLLOW_UP_SESSIONS_LIMIT: a bounded read per view, and the answer says when there were more)
// and the facilities' onboarding plans.
import { db, fieldError, readMany, related } from '../../api/registries/kit.js';
import { readJson } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import type { Handlers } from '../../api/handler.js';
import { collectionsOf } from '../../contract/registry.js';
import { facilities } from '../facilities/public.js';
import { onboardings } from '../onboarding/public.js';
import { technologies } from '../technologies/public.js';
import { ultrasoundSessions } from '../ultrasound/public.js';
import { compareFollowUp, type ObservedGoLive, type ObservedSession } from './comparison.js';
import {
  FOLLOW_UP_SESSIONS_LIMIT,
  MAX_PLANS,
  followUpPlanRecord,
  followUpPlans,
  type ComparisonAnswer,
  type FollowUpPlan,
} from './contract.js';
import { followUpFeature } from './feature.js';
import {
  observedGoLive,
  observedSession,
  onboardingForFollowUp,
  sessionForFollowUp,
} from './observed.js';
import { planForComparison, type FollowUpPlanFields } from './plan.js';

const collections = collectionsOf(
  followUpPlans,
  technologies,
  facilities,
  onboardings,
  ultrasoundSessions,
);

/** Firestore's most values in one `in` filter. */
const IN_LIMIT = 30;

const today = () => new Date().toISOString().slice(0, 10);

/** The sessions since `firstMonth` and the go-lives of these facilities. */
async function observe(firstMonth: string, facilityIds: readonly string[]) {
  const sessions = await db
    .collection(collections.ultrasoundSessions)
    .orderBy('nameLower', 'desc')
    // The date is the sessions' name: a range of days is a range of nameLower.
    .where('nameLower', '>=', `${firstMonth}-01`)
    .select('date', 'facilityId', 'adequacy', 'outcome', 'travel')
    .limit(FOLLOW_UP_SESSIONS_LIMIT + 1)
    .get();
  const ids = [...new Set(facilityIds)];
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, i) =>
    ids.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );
  const plans = await Promise.all(
    chunks.map((chunk) =>
      db
        .collection(collections.onboardings)
        .where('facilityId', 'in', chunk)
        .select('facilityId', 'milestones')
        .get(),
    ),
  );
  return {
    sessions: sessions.docs
      .slice(0, FOLLOW_UP_SESSIONS_LIMIT)
      .map((d): ObservedSession => observedSession(readJson(sessionForFollowUp, d))),
    goLives: plans
      .flatMap((p) => p.docs)
      .map((d): ObservedGoLive => observedGoLive(readJson(onboardingForFollowUp, d))),
    truncated: sessions.size > FOLLOW_UP_SESSIONS_LIMIT,
  };
}

type Observed = Awaited<ReturnType<typeof observe>>;

function comparisonOf(
  plan: FollowUpPlanFields,
  observed: Observed,
  asOf: string,
): ComparisonAnswer {
  const result = compareFollowUp(
    planForComparison(plan),
    observed.sessions,
    observed.goLives,
    asOf,
  );
  return { ...result, asOf, truncated: observed.truncated };
}

/** What the page reads of the plan itself (the record as the profile gets it, by schema). */
const asRecord = followUpPlanRecord;

export const followUpPlanServer: RegistryServer = {
  async derive(ctx, input, _before, id) {
    const fields = input as FollowUpPlanFields;
    const [same, places] = await Promise.all([
      ctx.tx.get(
        db
          .collection(collections.followUpPlans)
          .where('technologyId', '==', fields.technologyId)
          .select(),
      ),
      readMany(
        ctx.tx,
        collections.facilities,
        fields.facilities.map((f) => f.facilityId),
      ),
    ]);
    if (same.docs.some((d) => d.id !== id))
      throw fieldError(
        'technologyId',
        'This technology already has a follow-up plan: edit that one.',
      );
    if (places.missing.length)
      throw fieldError('facilities', `No facility has the id ${places.missing.join(', ')}.`);
    return { data: {} };
  },
  async profile(record) {
    const plan = asRecord.parse(record);
    const ids = plan.facilities.map((f) => f.facilityId);
    const [technology, places, observed] = await Promise.all([
      db.collection(collections.technologies).doc(plan.technologyId).get(),
      readMany(null, collections.facilities, ids),
      observe(plan.startMonth, ids),
    ]);
    return {
      technology: technology.exists ? related(technology, 'name', 'lifecycleStage') : null,
      facilities: places.found.map((f) => related(f, 'name', 'type')),
      comparison: comparisonOf(plan, observed, today()),
    };
  },
};

const handlers: Pick<Handlers, 'followUp.due'> = {
  'followUp.due': async () => {
    const snap = await db
      .collection(collections.followUpPlans)
      .orderBy('reviewDate')
      .limit(MAX_PLANS + 1)
      .get();
    const plans = snap.docs.slice(0, MAX_PLANS).map((d): { id: string; plan: FollowUpPlan } => ({
      id: d.id,
      plan: readJson(followUpPlanRecord, d),
    }));
    if (!plans.length) return { items: [], truncated: false };
    const first = plans.map((p) => p.plan.startMonth).sort()[0]!;
    const observed = await observe(
      first,
      plans.flatMap((p) => p.plan.facilities.map((f) => f.facilityId)),
    );
    const asOf = today();
    const items = plans.flatMap(({ id, plan }) => {
      const { reassessmentDue, reasons } = comparisonOf(plan, observed, asOf);
      return reassessmentDue
        ? [
            {
              planId: id,
              technologyId: plan.technologyId,
              technologyName: plan.technologyName,
              reasons,
            },
          ]
        : [];
    });
    return { items, truncated: observed.truncated || snap.size > MAX_PLANS };
  },
};

export const followUpServer = defineFeatureServer(followUpFeature, {
  registries: { followUpPlans: followUpPlanServer },
  handlers,
});

export default followUpServer;
