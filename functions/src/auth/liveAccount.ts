// The live state of an account, read from Firebase Auth (not from the caller's token): one read
// per call, which also brings the time its sessions were revoked.
import { auth } from '../platform/admin.js';
import { admittedOf } from './admission.js';
import type { LiveAccount } from './caller.js';

export async function liveAccount(uid: string): Promise<LiveAccount | null> {
  try {
    const user = await auth.getUser(uid);
    const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
    return {
      ...admittedOf(user),
      email: user.email ?? null,
      emailVerified: user.emailVerified,
      disabled: user.disabled,
      validSince: Number.isFinite(validSince) ? validSince : null,
    };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}
