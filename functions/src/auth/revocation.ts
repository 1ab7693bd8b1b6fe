// Signed-out sessions. Firebase Auth keeps, per account, the time before which its sessions are
// revoked ("sign out everywhere", a removed access, a disabled account, a changed e-mail or
// password) to the second; an ID token stays valid until it expires unless the server compares
// its sign-in time with it, which every endpoint does through the one caller check
// (auth/caller.ts), on the live account it reads anyway.

export const SIGNED_OUT_MESSAGE =
  'This session was signed out, here or on all your devices. Sign in again.';

/** A token presented after its session was revoked: not a caller at all. */
export class SessionSignedOut extends Error {
  constructor() {
    super(SIGNED_OUT_MESSAGE);
    this.name = 'SessionSignedOut';
  }
}

/**
 * Whether a token signed in at `authTime` (seconds, the token's `auth_time`) was revoked at
 * `validSince` (milliseconds; null: never). A token without a sign-in time counts as revoked.
 */
export function isRevoked(authTime: unknown, validSince: number | null): boolean {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return true;
  return validSince !== null && authTime * 1000 < validSince;
}

/**
 * Milliseconds to the next whole second. Revocation is kept to the second and spares a token
 * signed in during that second, so "sign out everywhere" waits for the next one: every session
 * begun before it was asked for is then revoked.
 */
export function msToNextSecond(now: number): number {
  return 1000 - (now % 1000);
}
