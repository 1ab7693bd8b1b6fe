// The live state of an account, read from Firebase Auth (not from the caller's token).
import { auth } from '../platform/admin.js';
import { admittedOf } from './admission.js';
import type { LiveAccount } from './caller.js';

export async function liveAccount(uid: string): Promise<LiveAccount | null> {
  try {
    const user = await auth.getUser(uid);
    return {
      ...admittedOf(user),
      email: user.email ?? null,
      emailVerified: user.emailVerified,
      disabled: user.disabled,
    };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}
