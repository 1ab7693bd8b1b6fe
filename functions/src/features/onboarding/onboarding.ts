// Virtual-care onboarding (DOMAIN.md section 4): the milestones a Saskatchewan facility passes to
// go live (as the Prince Albert Grand Council's telehealth programme describes them), each with
// its status, dates, owner and blocker; a facility's progress is the share done.
import { z } from 'zod';

import { recordId } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';
import {
  MILESTONE_KEYS,
  ONBOARDING_STATUSES,
  type MilestoneKey,
  type MilestoneLike,
  type OnboardingStatus,
} from './milestones.js';

export * from './milestones.js';

export const onboardingStateSchema = z.object({
  /** Milestones done, of five, as a whole percentage. */
  progress: z.number(),
  status: z.enum(ONBOARDING_STATUSES),
  /** The first milestone not done (null once live). */
  next: z.enum(MILESTONE_KEYS).nullable(),
  /** Go-live: the day it happened, else the day planned. */
  goLiveOn: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/** A facility's progress, status, next milestone and go-live day from its milestones. */
export function onboardingState(milestones: Record<MilestoneKey, MilestoneLike>): OnboardingState {
  const list = MILESTONE_KEYS.map((key) => ({ key, ...milestones[key] }));
  const done = list.filter((m) => m.status === 'done').length;
  const goLive = milestones.goLive;
  const status: OnboardingStatus =
    goLive.status === 'done'
      ? 'live'
      : list.some((m) => m.status === 'blocked')
        ? 'blocked'
        : list.every((m) => m.status === 'not started')
          ? 'not started'
          : 'in progress';
  return {
    progress: Math.round((done / list.length) * 100),
    status,
    next: list.find((m) => m.status !== 'done')?.key ?? null,
    goLiveOn: goLive.status === 'done' ? goLive.doneOn : goLive.plannedOn,
  };
}

export const onboardingSummarySchema = z.object({
  facilities: z.number(),
  /** Facilities per status (those without a plan count as not started). */
  byStatus: z.array(z.object({ status: z.enum(ONBOARDING_STATUSES), count: z.number() })),
  /** Facilities that have passed each milestone. */
  reached: z.array(z.object({ milestone: z.enum(MILESTONE_KEYS), count: z.number() })),
  /** Facilities whose next step is each milestone. */
  atMilestone: z.array(z.object({ milestone: z.enum(MILESTONE_KEYS), count: z.number() })),
});
export type OnboardingSummary = z.infer<typeof onboardingSummarySchema>;

export interface PlanLike {
  milestones: Record<MilestoneKey, MilestoneLike>;
}

/** The summary across facilities: `plans` are the facilities with an onboarding plan. */
export function onboardingSummary(
  facilities: number,
  plans: readonly PlanLike[],
): OnboardingSummary {
  const states = plans.map((p) => ({ plan: p, state: onboardingState(p.milestones) }));
  const withoutPlan = facilities - plans.length;
  return {
    facilities,
    byStatus: ['not started', 'in progress', 'blocked', 'live'].map((status) => ({
      status: status as OnboardingStatus,
      count:
        states.filter((s) => s.state.status === status).length +
        (status === 'not started' ? withoutPlan : 0),
    })),
    reached: MILESTONE_KEYS.map((milestone) => ({
      milestone,
      count: states.filter((s) => s.plan.milestones[milestone].status === 'done').length,
    })),
    atMilestone: MILESTONE_KEYS.map((milestone) => ({
      milestone,
      count:
        states.filter((s) => s.state.next === milestone).length +
        (milestone === 'registered' ? withoutPlan : 0),
    })),
  };
}

export const onboardingOperations = {
  // Under the registry's name, so every plan's write refreshes the summary in the web app.
  'onboardings.summary': defineOperation({
    access: 'signedIn',
    summary:
      'Onboarding across facilities: how many at each status and milestone (facilities without a plan count as not started).',
    input: z
      .object({ type: z.string().max(100).optional(), censusDivisionUid: recordId.optional() })
      .strict(),
    output: onboardingSummarySchema,
  }),
};

/** What a facility keeps of its onboarding plan (the server writes it; the seed too). */
export function facilityOnboarding(plan: { id: string; state: OnboardingState } | null) {
  return plan
    ? {
        onboardingProgress: plan.state.progress,
        onboardingStatus: plan.state.status,
        onboardingNext: plan.state.next,
        onboardingId: plan.id,
      }
    : {
        onboardingProgress: 0,
        onboardingStatus: ONBOARDING_STATUSES[0],
        onboardingNext: 'registered' as const,
        onboardingId: null,
      };
}
