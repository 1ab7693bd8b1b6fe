// The milestones a Saskatchewan facility passes to go live, their statuses and the order rule.
// No zod here: the web app's onboarding list imports this module by itself
// (@hta/functions/contract/shared/onboarding/milestones), not the whole contract.
export const ONBOARDING_MILESTONES = [
  { key: 'registered', title: 'Registered on the provincial eHealth network' },
  { key: 'siteTest', title: 'Site-to-site test call passed' },
  { key: 'bridgeTest', title: 'Bridge (multipoint) test passed' },
  { key: 'staffTrained', title: 'Support staff trained' },
  { key: 'goLive', title: 'Go-live' },
] as const;
export type MilestoneKey = (typeof ONBOARDING_MILESTONES)[number]['key'];
export const MILESTONE_KEYS = ONBOARDING_MILESTONES.map((m) => m.key) as [
  MilestoneKey,
  ...MilestoneKey[],
];
export const milestoneTitle = (key: string) =>
  ONBOARDING_MILESTONES.find((m) => m.key === key)?.title ?? key;

export const MILESTONE_STATUSES = ['not started', 'in progress', 'done', 'blocked'] as const;
export const ONBOARDING_STATUSES = ['not started', 'in progress', 'blocked', 'live'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export interface MilestoneLike {
  status: (typeof MILESTONE_STATUSES)[number];
  plannedOn: string | null;
  doneOn: string | null;
}

/** The order rule, as the form explains it (milestoneOrderIssues checks it). */
export const MILESTONE_ORDER_RULE =
  'Steps are done in order: a step can be marked done only when every step before it is done, on or after the day the step before it was done. Later steps may be in progress or blocked meanwhile.';

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Where milestones break the order rule: a step done while one before it is not (go-live done
 * while the bridge test has not started), or done on a day before the step before it. One
 * declaration for the plan's schema (so the server refuses it and the form shows it on the
 * field) and the seed (its plans are parsed by the same schema).
 */
export function milestoneOrderIssues(
  milestones: Record<MilestoneKey, MilestoneLike>,
): Array<{ key: MilestoneKey; field: 'status' | 'doneOn'; message: string }> {
  const issues: Array<{ key: MilestoneKey; field: 'status' | 'doneOn'; message: string }> = [];
  MILESTONE_KEYS.forEach((key, i) => {
    const m = milestones[key];
    if (m.status !== 'done') return;
    const earlier = MILESTONE_KEYS.slice(0, i);
    const open = earlier.filter((k) => milestones[k].status !== 'done');
    if (open.length > 0) {
      issues.push({
        key,
        field: 'status',
        message: `${milestoneTitle(key)} cannot be done while ${listed(open.map((k) => `${milestoneTitle(k)} (${milestones[k].status})`))} ${open.length === 1 ? 'is' : 'are'} not done: steps are done in order.`,
      });
      return;
    }
    const previous = earlier.at(-1);
    const before = previous ? milestones[previous].doneOn : null;
    if (previous && before && m.doneOn && m.doneOn < before)
      issues.push({
        key,
        field: 'doneOn',
        message: `Done on ${m.doneOn}, before ${milestoneTitle(previous)} (done ${before}): a step is done on or after the step before it.`,
      });
  });
  return issues;
}
