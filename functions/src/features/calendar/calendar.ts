// The calendar: the events people enter, with the dates other records already hold — onboarding
// go-lives and evaluation due dates — shown without being entered twice.
import { z } from 'zod';

import { recordId } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';

const day = z.iso.date({ error: 'Enter a date (YYYY-MM-DD).' });

export const calendarItem = z.object({
  /** `event:<id>`, `onboarding:<id>` or `evaluation:<id>`. */
  key: z.string(),
  source: z.enum(['event', 'onboarding', 'evaluation']),
  id: z.string(),
  title: z.string(),
  type: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string().nullable(),
  /** The record page it comes from. */
  href: z.string(),
  /** Entered events are moved on the calendar; dates of other records change on their pages. */
  editable: z.boolean(),
  version: z.number().nullable(),
});
export type CalendarItem = z.infer<typeof calendarItem>;

/** At most this many of each kind in one answer (a year of a busy hub). */
export const CALENDAR_LIMIT = 500;

/** A record page shows its next this many events (and says when more follow). */
export const UPCOMING_LIMIT = 10;

export const calendarOperations = {
  'events.calendar': defineOperation({
    access: 'signedIn',
    summary:
      'What the calendar shows between two days: entered events, onboarding go-live dates and the due dates of evaluations not yet submitted.',
    input: z
      .object({ from: day, to: day })
      .strict()
      .refine((r) => r.from <= r.to, { message: 'The end comes before the start.', path: ['to'] })
      .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 400 * 86_400_000, {
        message: 'At most 400 days at a time.',
        path: ['to'],
      }),
    output: z.object({ items: z.array(calendarItem), truncated: z.boolean() }),
  }),
  'events.upcoming': defineOperation({
    access: 'signedIn',
    summary: 'The next events of a community, facility or technology (for their pages).',
    input: z
      .object({
        communityId: recordId.optional(),
        facilityId: recordId.optional(),
        technologyId: recordId.optional(),
      })
      .strict()
      .refine((v) => [v.communityId, v.facilityId, v.technologyId].filter(Boolean).length === 1, {
        message: 'Name one community, facility or technology.',
      }),
    output: z.object({
      items: z.array(calendarItem),
      /** More events follow the ones listed (the calendar shows them all). */
      more: z.boolean(),
    }),
  }),
};
