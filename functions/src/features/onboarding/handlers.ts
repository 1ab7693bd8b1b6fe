// Onboarding across facilities: the plans (one per facility with a plan) read once with only
// their milestones, and the facilities counted by an aggregation — not one read per facility.
import type { Query } from 'firebase-admin/firestore';

import { collections, onboardingSummary } from '../../contract/index.js';
import type { Handlers } from '../../api/handlers.js';
import { db } from '../../api/registries/kit.js';
import { readJson } from '../../api/registries/read.js';
import { onboardingRecord } from './contract.js';

/** What the summary reads of each plan (the query selects only this). */
const planMilestones = onboardingRecord.pick({ milestones: true });

export const onboardingHandlers: Pick<Handlers, 'onboardings.summary'> = {
  'onboardings.summary': async ({ type, censusDivisionUid }) => {
    let facilities: Query = db.collection(collections.facilities);
    let plans: Query = db.collection(collections.onboardings);
    if (type) {
      facilities = facilities.where('type', '==', type);
      plans = plans.where('facilityType', '==', type);
    }
    if (censusDivisionUid) {
      facilities = facilities.where('censusDivisionUid', '==', censusDivisionUid);
      plans = plans.where('censusDivisionUid', '==', censusDivisionUid);
    }
    const [count, planDocs] = await Promise.all([
      facilities.count().get(),
      plans.select('milestones').get(),
    ]);
    return onboardingSummary(
      count.data().count,
      planDocs.docs.map((d) => readJson(planMilestones, d)),
    );
  },
};
