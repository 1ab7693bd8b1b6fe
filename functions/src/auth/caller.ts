// Who is calling: the one place that decides it, for the API, Echo and file downloads.
//
// A signed-in account is staff only when the server admitted it: the `staff` custom claim,
// which only the server sets (an invitation, the seed, an admin's "grant access"). The claim in
// the token is checked against the live account, so revoking access or disabling an account
// takes effect on the next call, not when the token expires. Any other account — made before
// sign-ups were refused, through a provider enabled later, by any other path — is a visitor
// everywhere, and is told that an administrator must grant it access.
import type { DecodedIdToken } from 'firebase-admin/auth';

import { adminEmails } from './adminEmails.js';
import { isAdminEmail } from './claims.js';

export type Caller =
  | { kind: 'visitor'; uid: null; email: null; admin: false }
  | {
      /** Signed in, but not (or no longer) admitted; treated as a visitor. */
      kind: 'unadmitted';
      uid: null;
      email: string | null;
      admin: false;
      reason: 'no-access' | 'disabled';
    }
  | { kind: 'staff'; uid: string; email: string | null; admin: boolean };

/** What the server knows of an account now (not what its token said when issued). */
export interface LiveAccount {
  staff: boolean;
  disabled: boolean;
}

export const STAFF_CLAIM = 'staff';
/**
 * The e-mail the server admitted the account with, kept beside the staff claim. An account can
 * change its own e-mail in Firebase Auth (the REST `accounts:update`), and a dossier names its
 * reviewers by e-mail: who a person is to the records must be what the server vouched for.
 */
export const ADMITTED_EMAIL_CLAIM = 'admittedEmail';

/** The claims that admit an account (an invitation, the seed, an admin's grant of access). */
export const admissionClaims = (email: string | null | undefined) => ({
  [STAFF_CLAIM]: true,
  ...(email ? { [ADMITTED_EMAIL_CLAIM]: email.toLowerCase() } : {}),
});

/** An account's claims without its admission (access removed; or before admitting it afresh). */
export const withoutAdmission = (claims: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(
    Object.entries(claims ?? {}).filter(
      ([key]) => key !== STAFF_CLAIM && key !== ADMITTED_EMAIL_CLAIM,
    ),
  );

export const NO_ACCESS_MESSAGE =
  'Your account does not have access to HTA Hub yet. An administrator must grant access; ask one of the hub’s administrators.';
export const DISABLED_MESSAGE =
  'This account has been disabled. Contact an administrator of the hub.';

export const VISITOR: Caller = { kind: 'visitor', uid: null, email: null, admin: false };

type Token = Pick<DecodedIdToken, 'uid'> & Record<string, unknown>;

/**
 * The caller of a request with this (already verified) token. `lookup` reads the account's live
 * state; it is called only for tokens that claim staff.
 */
export async function resolveCaller(
  token: Token | undefined,
  lookup: (uid: string) => Promise<LiveAccount | null>,
  list: Set<string> = adminEmails(),
): Promise<Caller> {
  if (!token) return VISITOR;
  const email = typeof token.email === 'string' ? token.email : null;
  const unadmitted = (reason: 'no-access' | 'disabled'): Caller => ({
    kind: 'unadmitted',
    uid: null,
    email,
    admin: false,
    reason,
  });
  if (token[STAFF_CLAIM] !== true) return unadmitted('no-access');
  const live = await lookup(token.uid);
  if (!live) return unadmitted('no-access');
  if (live.disabled) return unadmitted('disabled');
  if (!live.staff) return unadmitted('no-access');
  // Admin needs the claim AND a verified e-mail still on the list: removing an e-mail from
  // ADMIN_EMAILS takes effect at once, before the token is refreshed.
  const admin = token.admin === true && isAdminEmail(email, token.email_verified === true, list);
  // The person's e-mail to the records: the one admitted; for an account admitted before that
  // was kept, the token's only if verified (a changed e-mail is unverified until proved).
  const admitted = token[ADMITTED_EMAIL_CLAIM];
  const staffEmail =
    typeof admitted === 'string' ? admitted : token.email_verified === true ? email : null;
  return { kind: 'staff', uid: token.uid, email: staffEmail, admin };
}

/** Why a signed-in person who is not staff is refused. */
export function refusalMessage(caller: Caller): string {
  return caller.kind === 'unadmitted' && caller.reason === 'disabled'
    ? DISABLED_MESSAGE
    : NO_ACCESS_MESSAGE;
}
