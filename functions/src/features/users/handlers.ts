import type { UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';

import { adminEmails } from '../../auth/adminEmails.js';
import {
  admissionClaims,
  admittedEmailOf,
  emailToAdmit,
  STAFF_CLAIM,
  withoutAccess,
  withoutAdmission,
} from '../../auth/admission.js';
import { msToNextSecond } from '../../auth/revocation.js';
import { claimsFor, isAdminEmail, sameClaims } from '../../auth/claims.js';
import type { UserSummary } from './contract.js';
import { auth } from '../../platform/admin.js';
import type { Handlers } from '../../api/handler.js';

function summary(user: UserRecord, list: Set<string>): UserSummary {
  return {
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    staff: user.customClaims?.[STAFF_CLAIM] === true,
    admittedEmail: admittedEmailOf(user.customClaims),
    admin: user.customClaims?.admin === true,
    listedAdmin: isAdminEmail(admittedEmailOf(user.customClaims), true, list),
    createdAt: user.metadata.creationTime
      ? new Date(user.metadata.creationTime).toISOString()
      : null,
    lastSignInAt: user.metadata.lastSignInTime
      ? new Date(user.metadata.lastSignInTime).toISOString()
      : null,
  };
}

const isAuthError = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === code;

async function userOr404(uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (isAuthError(error, 'auth/user-not-found'))
      throw new HttpsError('not-found', 'There is no such user.');
    throw error;
  }
}

export const userHandlers: Pick<
  Handlers,
  | 'session.sync'
  | 'session.revokeAll'
  | 'users.list'
  | 'users.invite'
  | 'users.setAccess'
  | 'users.delete'
  | 'users.setDisabled'
> = {
  'session.sync': async (_input, { caller }) => {
    const user = await auth.getUser(caller.uid!);
    const claims = claimsFor(user, adminEmails());
    const changed = !sameClaims(user.customClaims, claims);
    if (changed) await auth.setCustomUserClaims(user.uid, claims);
    return { admin: claims.admin === true, changed };
  },

  'session.revokeAll': async (_input, { caller }) => {
    // Auth keeps the revocation to the second and spares sessions signed in during it: waiting
    // for the next second revokes every session begun before this call, this one's too.
    await new Promise((resolve) => setTimeout(resolve, msToNextSecond(Date.now())));
    await auth.revokeRefreshTokens(caller.uid!);
    return { revoked: true };
  },

  'users.list': async () => {
    const list = adminEmails();
    const users: UserSummary[] = [];
    let pageToken: string | undefined;
    do {
      const page = await auth.listUsers(1000, pageToken);
      users.push(...page.users.map((u) => summary(u, list)));
      pageToken = page.pageToken;
    } while (pageToken);
    users.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));
    return { users };
  },

  'users.invite': async ({ email, displayName }) => {
    try {
      // The Admin SDK creates the account (blocking functions refuse every other creation) and
      // admits it: an invitation is the grant of access.
      const created = await auth.createUser({
        email,
        displayName,
        emailVerified: false,
        disabled: false,
      });
      await auth.setCustomUserClaims(created.uid, admissionClaims(created.email));
      const passwordLink = await auth.generatePasswordResetLink(email);
      return { user: summary(await auth.getUser(created.uid), adminEmails()), passwordLink };
    } catch (error) {
      if (isAuthError(error, 'auth/email-already-exists')) {
        throw new HttpsError('already-exists', 'There is already an account with that e-mail.', {
          fields: { email: 'There is already an account with that e-mail.' },
        });
      }
      throw error;
    }
  },

  'users.setAccess': async ({ uid, access }, { caller }) => {
    if (uid === caller.uid && !access) {
      throw new HttpsError('failed-precondition', 'You cannot remove your own access.');
    }
    const user = await userOr404(uid);
    // Claims are merged: setCustomUserClaims replaces them all. Access is granted under the
    // e-mail the account proved (or the one it was admitted with before), never an unverified
    // one: anyone can set their account's address to a reviewer's or an administrator's.
    if (access) {
      const email = emailToAdmit(user);
      if (!email) {
        throw new HttpsError(
          'failed-precondition',
          `${user.email ?? 'This account’s e-mail'} is not verified, so access cannot be granted under it. The person must verify their address first (or be invited at it).`,
        );
      }
      await auth.setCustomUserClaims(uid, {
        ...withoutAdmission(user.customClaims),
        ...admissionClaims(email),
      });
    } else {
      await auth.setCustomUserClaims(uid, withoutAccess(user.customClaims));
    }
    // The server refuses the account's next call (it checks the live account); revoking its
    // refresh tokens also signs it out everywhere.
    if (!access) await auth.revokeRefreshTokens(uid);
    return { user: summary(await auth.getUser(uid), adminEmails()) };
  },

  'users.delete': async ({ uid }, { caller }) => {
    if (uid === caller.uid) {
      throw new HttpsError('failed-precondition', 'You cannot delete your own account.');
    }
    await userOr404(uid);
    await auth.deleteUser(uid);
    return { deleted: true };
  },

  'users.setDisabled': async ({ uid, disabled }, { caller }) => {
    if (uid === caller.uid && disabled) {
      throw new HttpsError('failed-precondition', 'You cannot disable your own account.');
    }
    try {
      const user = await auth.updateUser(uid, { disabled });
      if (disabled) await auth.revokeRefreshTokens(uid);
      return { user: summary(user, adminEmails()) };
    } catch (error) {
      if (isAuthError(error, 'auth/user-not-found'))
        throw new HttpsError('not-found', 'There is no such user.');
      throw error;
    }
  },
};
