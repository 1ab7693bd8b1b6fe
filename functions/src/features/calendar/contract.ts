// A calendar event (site visit, evaluation, meeting, go-live) with the records it concerns. Times
// are Saskatchewan wall-clock times (the province keeps Central Standard Time all year), stored
// as ISO text so they sort and compare as text: YYYY-MM-DD for all-day, YYYY-MM-DDTHH:mm else.
import { z } from 'zod';

import {
  isoDay,
  isoMinute,
  optionalText,
  recordId,
  requiredLine,
  stamps,
} from '../../contract/common.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

export const EVENT_TYPES = ['site visit', 'evaluation', 'meeting', 'go-live'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A real day (all-day events) or a real wall-clock minute (timed ones). */
const when = z.union([isoDay, isoMinute], {
  error: 'Enter a real date (YYYY-MM-DD), or a date and time (YYYY-MM-DDTHH:mm).',
});

const optionalId = recordId
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const eventFields = z
  .object({
    title: requiredLine(200, 'The title'),
    type: z.enum(EVENT_TYPES, { error: 'Choose the kind of event.' }),
    allDay: z.boolean().default(false),
    start: when,
    end: when
      .or(z.literal(''))
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    communityId: optionalId,
    facilityId: optionalId,
    technologyId: optionalId,
    notes: optionalText(2000),
  })
  .strict()
  .superRefine((e, ctx) => {
    const pattern = e.allDay ? DAY : MINUTE;
    const what = e.allDay ? 'a date (YYYY-MM-DD)' : 'a date and time';
    if (!pattern.test(e.start))
      ctx.addIssue({
        code: 'custom',
        path: ['start'],
        message: `An ${e.allDay ? 'all-day' : 'timed'} event starts on ${what}.`,
      });
    if (e.end && !pattern.test(e.end))
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `An ${e.allDay ? 'all-day' : 'timed'} event ends on ${what}.`,
      });
    else if (e.end && e.end < e.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end comes before the start.' });
  });
export type EventFieldsInput = z.input<typeof eventFields>;

export const eventRecord = z.object({
  ...eventFields.shape,
  communityName: z.string().nullable(),
  facilityName: z.string().nullable(),
  technologyName: z.string().nullable(),
  ...stamps.shape,
});
export type CalendarEventRecord = z.output<typeof eventRecord>;

export const eventSummary = z.object({
  id: recordId,
  title: z.string(),
  type: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string().nullable(),
  communityName: z.string().nullable(),
  facilityName: z.string().nullable(),
  technologyName: z.string().nullable(),
});

export const events = defineRegistry({
  name: 'events',
  label: 'event',
  recordKey: 'event',
  nameField: 'title',
  fields: eventFields,
  record: eventRecord,
  summary: eventSummary,
  list: {
    sorts: { start: 'start' },
    defaultSort: 'start',
    oneWay: { start: 'asc' },
    filters: {
      communityId: { schema: recordId },
      facilityId: { schema: recordId },
      technologyId: { schema: recordId },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'communityId', to: 'communities', nameCopy: 'communityName' },
    { field: 'facilityId', to: 'facilities', nameCopy: 'facilityName' },
    { field: 'technologyId', to: 'technologies', nameCopy: 'technologyName' },
  ],
  page: paths.calendarEvent,
  echo: {
    heading: (n) => `Calendar events (${n}); times are Saskatchewan time`,
    columns: {
      page: (e) => paths.calendarEvent(e.id),
      title: (e) => e.title,
      type: (e) => e.type,
      start: (e) => e.start,
      end: (e) => e.end,
      community: (e) => e.communityName,
      facility: (e) => e.facilityName,
      technology: (e) => e.technologyName,
    },
  },
});
