// Who is calling: the one place that decides it, for the API, Echo, exports and file downloads.
//
// A signed-in account is staff only when the server admitted it: the `staff` custom claim,
// which only the server sets (an invitation, the seed, an admin's "grant access"). The claim in
// the token is checked against the live account, so revoking access or disabling an account
// takes effect on the next call, not when the token expires; so do revoked sessions ("sign out
// everywhere"), from the same read of the account. Any other account — made before
// sign-ups were refused, through a provider enabled later, by any other path — is a visitor
// everywhere, and is told that an administrator must grant it access.
import type { DecodedIdToken } from 'firebase-admin/auth';

import { adminEmails } from './adminEmails.js';
import { isListedAdmin, STAFF_CLAIM } from './admission.js';
import { isRevoked, SessionSignedOut } from './revocation.js';

export { admissionClaims, withoutAdmission } from './admission.js';

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
  /** The e-mail the server admitted the account with; null when none was kept. */
  admittedEmail: string | null;
  /** Its e-mail now, and whether that is verified. */
  email: string | null;
  emailVerified: boolean;
  /** Sessions signed in before this (ms since the epoch) are revoked; null: never revoked. */
  validSince: number | null;
}

const NO_ACCESS_MESSAGE =
  'Your account does not have access to HTA Hub yet. An administrator must grant access; ask one of the hub’s administrators.';
export const DISABLED_MESSAGE =
  'This account has been disabled. Contact an administrator of the hub.';

export const VISITOR: Caller = { kind: 'visitor', uid: null, email: null, admin: false };

type Token = Pick<DecodedIdToken, 'uid'> & Record<string, unknown>;

/**
 * The caller of a request with this (already verified) token. `lookup` reads the account's live
 * state, once, for tokens that claim staff: whether it is still admitted and enabled, whether its
 * sessions were revoked since the token's sign-in, and who it was admitted as. A revoked token
 * throws SessionSignedOut: it is no caller, not even a visitor. (A token without the claim is
 * refused everything a visitor may not do already, and costs no read.)
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
  // Removing access and disabling revoke the sessions too; their own refusal says more.
  if (live.disabled) return unadmitted('disabled');
  if (!live.staff) return unadmitted('no-access');
  if (isRevoked(token.auth_time, live.validSince)) throw new SessionSignedOut();
  // Admin needs the claim AND the account to be the listed admin it was admitted as, now:
  // removing an e-mail from ADMIN_EMAILS takes effect at once, before the token is refreshed.
  const admin = token.admin === true && isListedAdmin(live, list);
  // The person's e-mail to the records is the one admitted, never the token's: an account
  // without one (admitted before it was kept) is named by no e-mail until access is granted
  // again.
  return { kind: 'staff', uid: token.uid, email: live.admittedEmail, admin };
}

/** Why a signed-in person who is not staff is refused. */
export function refusalMessage(caller: Caller): string {
  return caller.kind === 'unadmitted' && caller.reason === 'disabled'
    ? DISABLED_MESSAGE
    : NO_ACCESS_MESSAGE;
}
