// What onboarding keeps on a facility (contract/contributions.ts): its plan's progress, status,
// next milestone and id, which the server writes with every plan (server.ts) — so the onboarding
// page lists, filters and sorts every facility, with a plan or not, from the facility list alone
// — and the plan its page shows.
import { z } from 'zod';

import { defineContribution } from '../../contract/contributions.js';
import { onboardingRecord } from './contract.js';
import { MILESTONE_KEYS, ONBOARDING_STATUSES, milestoneTitle } from './onboarding.js';

export const onboardingOnFacilities = defineContribution({
  record: {
    onboardingProgress: z.number().default(0),
    onboardingStatus: z.enum(ONBOARDING_STATUSES).default('not started'),
    onboardingNext: z.enum(MILESTONE_KEYS).nullable().default('registered'),
    onboardingId: z.string().nullable().default(null),
  },
  summary: ['onboardingProgress', 'onboardingStatus', 'onboardingNext', 'onboardingId'],
  sorts: { onboardingProgress: 'onboardingProgress' },
  oneWay: { onboardingProgress: 'desc' },
  filters: { onboardingStatus: { schema: z.enum(ONBOARDING_STATUSES) } },
  profile: {
    /** Its onboarding plan, if it has one. */
    onboarding: z
      .object({
        id: z.string(),
        milestones: onboardingRecord.shape.milestones,
        state: onboardingRecord.shape.state,
      })
      .nullable(),
  },
  echo: {
    'onboarding status': (f) => (f.onboardingStatus === 'not started' ? null : f.onboardingStatus),
    'onboarding %': (f) => f.onboardingProgress || null,
    'next onboarding milestone': (f) =>
      f.onboardingStatus === 'not started' || !f.onboardingNext
        ? null
        : milestoneTitle(f.onboardingNext),
  },
});
