// Signed-in sessions of the demo staff and admin accounts, and of accounts the server has not
// admitted, shared by a test file.
import { admissionClaims } from '../../functions/src/auth/caller.js';
import { adminAuth } from './platform.js';
import { DEMO_PASSWORD, signIn, type Session } from './session.js';

export async function demoSessions(): Promise<{ staff: Session; admin: Session }> {
  const [staff, admin] = await Promise.all([
    signIn('staff@hta.test', DEMO_PASSWORD),
    signIn('admin@hta.test', DEMO_PASSWORD),
  ]);
  return { staff, admin };
}

/**
 * An account that exists without the server's admission (no `staff` claim) — as one made
 * before sign-ups were refused, or through a provider enabled later, would be — signed in.
 * Created with the Admin SDK because the REST sign-up is refused.
 */
export async function unadmittedSession(
  label = 'stranger',
): Promise<{ uid: string; email: string; session: Session }> {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@elsewhere.test`;
  const user = await adminAuth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
  return { uid: user.uid, email, session: await signIn(email, DEMO_PASSWORD) };
}

/** A new account as an invitation makes it (admitted: the `staff` claim), signed in. */
export async function invitedSession(
  label = 'invited',
): Promise<{ uid: string; email: string; session: Session }> {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@hta.test`;
  const user = await adminAuth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
  await adminAuth.setCustomUserClaims(user.uid, admissionClaims(email));
  return { uid: user.uid, email, session: await signIn(email, DEMO_PASSWORD) };
}
