// Admin is a custom claim set on the server from ADMIN_EMAILS (functions/.env.demo-hta lists
// admin@hta.test and lead@hta.test). Tests run in order: they reuse lead@hta.test. The accounts
// are made as an invitation makes them: with the `staff` claim the server sets and the e-mail it
// admitted them with.
import { afterEach, describe, expect, it } from 'vitest';

import { admissionClaims } from '../../functions/src/auth/caller.js';
import { adminAuth } from '../support/platform.js';
import { callApi, changeOwnEmail, refresh, signIn, verifyOwnEmail } from '../support/session.js';

const PASSWORD = 'claims-test-password';
const created: string[] = [];

async function withoutAccount(email: string) {
  const existing = await adminAuth.getUserByEmail(email).catch(() => null);
  if (existing) await adminAuth.deleteUser(existing.uid);
}

async function createUser(email: string, emailVerified: boolean, claims?: Record<string, unknown>) {
  await withoutAccount(email);
  const user = await adminAuth.createUser({ email, password: PASSWORD, emailVerified });
  await adminAuth.setCustomUserClaims(user.uid, { ...admissionClaims(email), ...claims });
  created.push(user.uid);
  return user;
}

afterEach(async () => {
  await Promise.all(
    created.splice(0).map((uid) => adminAuth.deleteUser(uid).catch(() => undefined)),
  );
});

describe('admin by custom claim', () => {
  it('listed and verified → admin in the first ID token', async () => {
    await createUser('lead@hta.test', true);
    const session = await signIn('lead@hta.test', PASSWORD);
    expect(session.claims.admin).toBe(true);
    expect((await callApi('users.list', {}, session)).status).toBe(200);
  });

  it('listed but unverified → not admin', async () => {
    await createUser('lead@hta.test', false);
    const session = await signIn('lead@hta.test', PASSWORD);
    expect(session.claims.admin).toBeUndefined();
    expect((await callApi('users.list', {}, session)).error?.status).toBe('PERMISSION_DENIED');
  });

  it('removed from the list → loses admin at the next sign-in, other claims kept', async () => {
    const user = await createUser(`former-${Date.now()}@hta.test`, true, {
      admin: true,
      team: 'north',
    });
    const session = await signIn(user.email!, PASSWORD);
    expect(session.claims.admin).toBeUndefined();
    expect(session.claims.team).toBe('north');
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({
      ...admissionClaims(user.email),
      team: 'north',
    });
  });

  it('removed from the list → the server refuses admin at once and the next token refresh drops it', async () => {
    const user = await createUser(`former-${Date.now()}@hta.test`, true, { team: 'south' });
    const signedIn = await signIn(user.email!, PASSWORD);
    // The account carries a stale admin claim (as if it had been listed when it signed in).
    await adminAuth.setCustomUserClaims(user.uid, {
      ...admissionClaims(user.email),
      admin: true,
      team: 'south',
    });
    const stale = await refresh(signedIn);
    expect(stale.claims.admin).toBe(true);
    expect((await callApi('users.list', {}, stale)).error?.status).toBe('PERMISSION_DENIED');

    // The app calls session.sync at sign-in and on refresh: the claim is corrected.
    expect((await callApi('session.sync', {}, stale)).result).toEqual({
      admin: false,
      changed: true,
    });
    const refreshed = await refresh(stale);
    expect(refreshed.claims.admin).toBeUndefined();
    expect(refreshed.claims.team).toBe('south');
  });

  it('a listed account that becomes verified gains admin through session.sync', async () => {
    const user = await createUser('lead@hta.test', false, { team: 'east' });
    const session = await signIn('lead@hta.test', PASSWORD);
    await adminAuth.updateUser(user.uid, { emailVerified: true });
    expect((await callApi('session.sync', {}, session)).result).toEqual({
      admin: true,
      changed: true,
    });
    const refreshed = await refresh(session);
    expect(refreshed.claims).toMatchObject({ admin: true, team: 'east' });
  });

  it('an account that moves to a listed address nobody claimed is not admin, even once verified', async () => {
    await withoutAccount('lead@hta.test');
    const user = await createUser(`mover-${Date.now()}@hta.test`, true);
    const moved = await changeOwnEmail(await signIn(user.email!, PASSWORD), 'lead@hta.test');
    await verifyOwnEmail(moved);
    expect(await adminAuth.getUser(user.uid)).toMatchObject({
      email: 'lead@hta.test',
      emailVerified: true,
    });

    // Its next sign-in runs the blocking function; admin follows the e-mail it was admitted with.
    const next = await signIn('lead@hta.test', PASSWORD);
    expect(next.claims.admin).toBeUndefined();
    expect((await callApi('users.list', {}, next)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callApi('session.sync', {}, next)).result).toEqual({
      admin: false,
      changed: false,
    });
    expect((await adminAuth.getUser(user.uid)).customClaims?.admin).toBeUndefined();
  });
});
