// Onboarding across facilities: the plans (one per facility with a plan) read once with only
// their milestones, and the facilities counted by an aggregation — not one read per facility.
import type { Query } from 'firebase-admin/firestore';

import { collectionsOf } from '../../contract/registry.js';
import { facilities } from '../facilities/public.js';
import { onboardings } from './contract.js';
import { onboardingSummary } from './onboarding.js';
import type { Handlers } from '../../api/handler.js';
import { db } from '../../api/registries/kit.js';
import { readJson } from '../../api/registries/read.js';
import { onboardingRecord } from './contract.js';

/** What the summary reads of each plan (the query selects only this). */
const planMilestones = onboardingRecord.pick({ milestones: true });

const collections = collectionsOf(facilities, onboardings);

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
