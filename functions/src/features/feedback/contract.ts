// Feedback: anyone signed in tells the hub's administrators what works and what does not, from
// any page; they see their own, admins see all and triage them.
import { z } from 'zod';

import { optionalText, recordId, requiredText, stamps } from '../../contract/common.js';
import { APP_PATH_MESSAGE } from '../../contract/routes.js';
import { paths } from './routes.js';
import { defineRegistry } from '../../contract/registry.js';

export const FEEDBACK_STATUSES = ['new', 'triaged', 'done'] as const;

const fieldsFor = (isAppPath: (path: string) => boolean) =>
  z
    .object({
      /**
       * The page the person was on: a path of the route table, with its query. Anything else —
       * `//host/…`, a full address — would be a link elsewhere wherever the note is shown.
       */
      page: z
        .string({ error: 'The page is missing.' })
        .trim()
        .max(500, 'At most 500 characters.')
        .refine(isAppPath, APP_PATH_MESSAGE),
      rating: z
        .number({ error: 'Choose from 1 to 5 stars.' })
        .int('Choose from 1 to 5 stars.')
        .min(1, 'Choose from 1 to 5 stars.')
        .max(5, 'Choose from 1 to 5 stars.')
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      message: requiredText(4000, 'Your message'),
      status: z.enum(FEEDBACK_STATUSES).default('new'),
      /** The administrators' note back. */
      reply: optionalText(4000),
    })
    .strict();

/** A note's fields, without the page's check against the route table (the same types). */
const anyPageFields = fieldsFor(() => true);
export type FeedbackFieldsInput = z.input<typeof anyPageFields>;

export const feedbackRecord = z.object({ ...anyPageFields.shape, ...stamps.shape });
export type Feedback = z.output<typeof feedbackRecord>;

export const feedbackSummary = z.object({
  id: recordId,
  page: z.string(),
  rating: z.number().nullable(),
  message: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  createdAt: z.string(),
  createdByEmail: z.string().nullable(),
  version: z.number().int(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummary>;

/**
 * The feedback registry, its notes' pages checked by `isAppPath`: the app's route table, which
 * is every feature's routes, so the list of features hands it over (features/index.ts).
 */
export const feedbackFor = (isAppPath: (path: string) => boolean) => {
  const feedbackFields = fieldsFor(isAppPath);
  return defineRegistry({
    name: 'feedback',
    label: 'feedback note',
    recordKey: 'feedback',
    nameField: 'message',
    // A note is private to its author and the administrators: the audit trail (and the home
    // page's recent changes) name it by its page, never by its message.
    auditName: (note) => `Feedback on ${String(note.page).split(/[?#]/)[0]}`,
    fields: feedbackFields,
    // What a person sends; status and reply are the administrators'.
    createFields: feedbackFields.pick({ page: true, rating: true, message: true }),
    record: feedbackRecord,
    summary: feedbackSummary,
    list: {
      sorts: { createdAt: 'createdAt', status: 'status', rating: 'rating' },
      defaultSort: 'createdAt',
      defaultDirection: 'desc',
      oneWay: { createdAt: 'desc' },
      filters: { status: { schema: z.enum(FEEDBACK_STATUSES) } },
    },
    access: {
      list: 'signedIn',
      get: 'signedIn',
      create: 'signedIn',
      update: 'admin',
      delete: 'admin',
    },
    ownRecordsOnly: true,
    page: () => paths.feedback,
  });
};
