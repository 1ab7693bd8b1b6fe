// A facility's virtual-care onboarding plan: the five milestones with their status, dates, owner
// and blocker. One per facility; the facility carries its progress and status (kept by the
// server), so the onboarding page lists every facility, with or without a plan.
import { z } from 'zod';

import {
  optionalDate,
  optionalLine,
  optionalText,
  recordId,
  stamps,
} from '../../contract/common.js';
import {
  MILESTONE_KEYS,
  MILESTONE_STATUSES,
  milestoneOrderIssues,
  milestoneTitle,
  onboardingState,
  onboardingStateSchema,
  type MilestoneKey,
} from './onboarding.js';
import { paths as facilitiesPaths } from '../facilities/routes.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

const linkPaths = facilitiesPaths;

const milestone = z
  .object({
    status: z.enum(MILESTONE_STATUSES, { error: 'Choose a status.' }).default('not started'),
    plannedOn: optionalDate,
    doneOn: optionalDate,
    owner: optionalLine(120),
    blocker: optionalText(500),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.status === 'done' && !m.doneOn)
      ctx.addIssue({ code: 'custom', path: ['doneOn'], message: 'When was it done?' });
    if (m.status === 'blocked' && !m.blocker)
      ctx.addIssue({ code: 'custom', path: ['blocker'], message: 'What is blocking it?' });
  })
  // A milestone no longer done has no done date (it was reopened).
  .transform((m) => (m.status === 'done' ? m : { ...m, doneOn: null }));

const notStarted = {
  status: 'not started' as const,
  plannedOn: null,
  doneOn: null,
  owner: null,
  blocker: null,
};

export const onboardingFields = z
  .object({
    facilityId: z
      .string({ error: 'Choose the facility.' })
      .min(1, 'Choose the facility.')
      .pipe(recordId),
    milestones: z
      .object(
        Object.fromEntries(MILESTONE_KEYS.map((k) => [k, milestone.default(notStarted)])) as Record<
          MilestoneKey,
          ReturnType<typeof milestone.default>
        >,
      )
      .strict()
      // Steps are done in order (the rule is declared with the milestones).
      .superRefine((milestones, ctx) => {
        for (const issue of milestoneOrderIssues(milestones))
          ctx.addIssue({ code: 'custom', path: [issue.key, issue.field], message: issue.message });
      })
      .default(
        Object.fromEntries(MILESTONE_KEYS.map((k) => [k, notStarted])) as Record<
          MilestoneKey,
          typeof notStarted
        >,
      ),
    notes: optionalText(2000),
  })
  .strict();
export type OnboardingFieldsInput = z.input<typeof onboardingFields>;

export const onboardingRecord = z.object({
  ...onboardingFields.shape,
  facilityName: z.string().nullable(),
  facilityType: z.string().nullable(),
  censusDivisionUid: z.string().nullable(),
  state: onboardingStateSchema,
  ...stamps.shape,
});
export type Onboarding = z.output<typeof onboardingRecord>;

export const onboardingSummaryRow = z.object({
  id: recordId,
  facilityId: z.string(),
  facilityName: z.string().nullable(),
  state: onboardingStateSchema,
});

export const onboardings = defineRegistry({
  name: 'onboardings',
  label: 'onboarding plan',
  recordKey: 'onboarding',
  nameField: 'facilityName',
  fields: onboardingFields,
  record: onboardingRecord,
  summary: onboardingSummaryRow,
  list: {
    sorts: { facilityName: 'nameLower' },
    defaultSort: 'facilityName',
    oneWay: { facilityName: 'asc' },
    filters: { facilityId: { schema: recordId } },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [{ field: 'facilityId', to: 'facilities', nameCopy: 'facilityName' }],
  derived: (fields) => ({ state: onboardingState(fields.milestones) }),
  page: paths.onboardingOf,
  echo: {
    heading: (n) =>
      `Virtual-care onboarding plans (${n}); milestones: ${MILESTONE_KEYS.map(milestoneTitle).join(' → ')}`,
    columns: {
      page: (o) => paths.onboardingOf(o.id),
      facility: (o) => o.facilityName,
      'facility page': (o): string | null => linkPaths.facility(o.facilityId),
      status: (o) => o.state.status,
      'progress %': (o) => o.state.progress,
      'next milestone': (o) => (o.state.next ? milestoneTitle(o.state.next) : null),
      'go-live': (o) => o.state.goLiveOn,
      blockers: (o) =>
        MILESTONE_KEYS.flatMap((k) => {
          const m = o.milestones[k];
          return m.status === 'blocked' ? [`${milestoneTitle(k)}: ${m.blocker ?? ''}`] : [];
        }).join(' | ') || null,
    },
  },
});
