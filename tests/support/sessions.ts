// Signed-in sessions of the demo staff and admin accounts, shared by a test file.
import { DEMO_PASSWORD, signIn, type Session } from './session.js';

export async function demoSessions(): Promise<{ staff: Session; admin: Session }> {
  const [staff, admin] = await Promise.all([
    signIn('staff@hta.test', DEMO_PASSWORD),
    signIn('admin@hta.test', DEMO_PASSWORD),
  ]);
  return { staff, admin };
}
