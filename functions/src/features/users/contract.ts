import { z } from 'zod';

import { lineText } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';

const inviteEmail = z
  .email('Enter a valid e-mail address.')
  .max(254)
  .transform((e) => e.toLowerCase());
const uid = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a valid user id.');

export const userSummary = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  /** Admitted by the server (invited, seeded, or granted access by an admin). */
  staff: z.boolean(),
  /**
   * The e-mail the server admitted the account with, who the person is to the records (kept
   * when access is removed, so granting it again gives back the same person).
   */
  admittedEmail: z.string().nullable(),
  /** Holds the admin claim now. */
  admin: z.boolean(),
  /** Admitted under an address on the admin list (admin while it holds that address, verified). */
  listedAdmin: z.boolean(),
  createdAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const inviteInput = z
  .object({
    email: inviteEmail,
    displayName: lineText(100).min(1, 'Enter a name.'),
  })
  .strict();

export const userOperations = {
  'session.sync': defineOperation({
    access: 'signedIn',
    summary:
      "Brings the caller's admin claim in line with the admin list (on sign-in and refresh).",
    input: z.object({}).strict(),
    output: z.object({ admin: z.boolean(), changed: z.boolean() }),
  }),
  'session.revokeAll': defineOperation({
    access: 'signedIn',
    summary: 'Signs the caller out on every device by revoking their refresh tokens.',
    input: z.object({}).strict(),
    output: z.object({ revoked: z.literal(true) }),
  }),
  'users.list': defineOperation({
    access: 'admin',
    summary: 'Every account, with whether it is admin and disabled.',
    input: z.object({}).strict(),
    output: z.object({ users: z.array(userSummary) }),
  }),
  'users.invite': defineOperation({
    access: 'admin',
    summary: 'Creates an account without a password; the person sets one through the link.',
    input: inviteInput,
    output: z.object({ user: userSummary, passwordLink: z.string() }),
  }),
  'users.setAccess': defineOperation({
    access: 'admin',
    summary:
      'Grants an account access (it becomes staff) or removes it (refused on its next call; signed out everywhere).',
    input: z.object({ uid, access: z.boolean() }).strict(),
    output: z.object({ user: userSummary }),
  }),
  'users.delete': defineOperation({
    access: 'admin',
    summary: 'Deletes an account (not your own). Records it created stay, with its id.',
    input: z.object({ uid }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  }),
  'users.setDisabled': defineOperation({
    access: 'admin',
    summary: 'Disables (and signs out everywhere) or re-enables an account.',
    input: z.object({ uid, disabled: z.boolean() }).strict(),
    output: z.object({ user: userSummary }),
  }),
};
