// The live state of an account, read from Firebase Auth (not from the caller's token).
import { auth } from '../platform/admin.js';
import { STAFF_CLAIM, type LiveAccount } from './caller.js';

export async function liveAccount(uid: string): Promise<LiveAccount | null> {
  try {
    const user = await auth.getUser(uid);
    return { staff: user.customClaims?.[STAFF_CLAIM] === true, disabled: user.disabled };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}
