// Who is calling an HTTP function (exports, reports, file downloads): the ID token its request
// carries, verified, then checked as the API checks a call's (auth/caller.ts) — the same live
// account, the same revoked sessions, the same refusals.
import { resolveCaller, type Caller } from '../auth/caller.js';
import { liveAccount } from '../auth/liveAccount.js';
import { SessionSignedOut, SIGNED_OUT_MESSAGE } from '../auth/revocation.js';
import { auth } from '../platform/admin.js';

const EXPIRED_MESSAGE = 'Your session has expired. Sign in again.';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** The caller holding this token, or why the token is refused (answered as 401). */
export async function callerOfToken(token: string): Promise<Caller | { error: string }> {
  let decoded;
  try {
    decoded = await auth.verifyIdToken(token);
  } catch (error) {
    // On the Auth emulator the library checks revocation itself; in production it does not,
    // and resolveCaller does: either way a revoked session hears the same.
    return {
      error: codeOf(error) === 'auth/id-token-revoked' ? SIGNED_OUT_MESSAGE : EXPIRED_MESSAGE,
    };
  }
  try {
    return await resolveCaller(decoded, liveAccount);
  } catch (error) {
    if (error instanceof SessionSignedOut) return { error: error.message };
    throw error;
  }
}
