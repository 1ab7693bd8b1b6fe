// Accounts only by invitation: the REST sign-up anyone could call is refused at the door, and an
// account the server never admitted is a visitor everywhere (API, Echo, file downloads) until an
// administrator grants it access; removing access or disabling it takes effect on the next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ask } from '../support/echo.js';
import { adminAuth, platform } from '../support/platform.js';
import { demoSessions, unadmittedSession } from '../support/sessions.js';
import { callApi, DEMO_PASSWORD, signIn, type Session } from '../support/session.js';

let admin: Session;
const created: string[] = [];

beforeAll(async () => {
  ({ admin } = await demoSessions());
});

afterAll(async () => {
  await Promise.all(created.map((uid) => adminAuth.deleteUser(uid).catch(() => undefined)));
});

async function stranger(label: string) {
  const account = await unadmittedSession(label);
  created.push(account.uid);
  return account;
}

const download = (path: string, session: Session) =>
  fetch(`${platform.functionsUrl}/files${path}`, {
    headers: { authorization: `Bearer ${session.idToken}` },
  });

/** A call to the Auth emulator's REST API, as any browser could make it. */
const identityToolkit = (method: string, body: unknown) =>
  fetch(
    `http://${platform.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );

/** The door's refusal: a 400 with the message, no token, and no account for the address. */
async function expectRefused(response: Response, email: string, message: string) {
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  expect(response.status).toBe(400);
  expect(body.idToken).toBeUndefined();
  expect(body.error?.message).toContain(message);
  await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({
    code: 'auth/user-not-found',
  });
}

describe('sign-up', () => {
  it('is refused with a clear message, and no account is created', async () => {
    const email = `self-${Date.now()}@elsewhere.test`;
    const response = await identityToolkit('signUp', {
      email,
      password: 'secret-123',
      returnSecureToken: true,
    });
    await expectRefused(response, email, 'Accounts are created by an administrator.');
  });

  it('refuses an anonymous sign-up: no account, no token, nothing to upgrade', async () => {
    const response = await identityToolkit('signUp', { returnSecureToken: true });
    const body = (await response.json()) as {
      idToken?: string;
      localId?: string;
      error?: { message: string };
    };
    expect(response.status).toBe(400);
    expect(body.idToken).toBeUndefined();
    expect(body.localId).toBeUndefined();
    expect(body.error?.message).toContain('ADMIN_ONLY_OPERATION');

    // Upgrading an anonymous session to an e-mail needs its token: there is none to use.
    const email = `anonymous-${Date.now()}@elsewhere.test`;
    const upgrade = await identityToolkit('update', {
      idToken: body.idToken ?? '',
      email,
      password: 'secret-123',
      returnSecureToken: true,
    });
    expect(upgrade.status).toBe(400);
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('refuses a first sign-in through another provider (Google) at the door', async () => {
    const email = `federated-${Date.now()}@elsewhere.test`;
    const idToken = JSON.stringify({ sub: `g-${Date.now()}`, email, email_verified: true });
    const response = await identityToolkit('signInWithIdp', {
      requestUri: 'http://localhost',
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      returnSecureToken: true,
    });
    await expectRefused(response, email, 'Accounts are created by an administrator.');
  });

  it('refuses a sign-in through a provider linked to an invited account; e-mail still works', async () => {
    const email = `linked-${Date.now()}@hta.test`;
    const user = await adminAuth.createUser({
      email,
      password: DEMO_PASSWORD,
      emailVerified: true,
    });
    created.push(user.uid);
    await adminAuth.setCustomUserClaims(user.uid, { staff: true });
    const sub = `g-${Date.now()}`;
    await adminAuth.updateUser(user.uid, {
      providerToLink: { providerId: 'google.com', uid: sub, email },
    });
    const response = await identityToolkit('signInWithIdp', {
      requestUri: 'http://localhost',
      postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub, email, email_verified: true }))}&providerId=google.com`,
      returnSecureToken: true,
    });
    const body = (await response.json()) as { idToken?: string; error?: { message: string } };
    expect(body.idToken).toBeUndefined();
    expect(body.error?.message).toContain(
      'Sign in to HTA Hub with your e-mail address and password.',
    );
    expect((await signIn(email, DEMO_PASSWORD)).claims.staff).toBe(true);
  });

  it('does not stop an invitation, which creates an account with access', async () => {
    const email = `invited-${Date.now()}@hta.test`;
    const invited = await callApi<{ user: { uid: string; staff: boolean } }>(
      'users.invite',
      { email, displayName: 'Invited' },
      admin,
    );
    expect(invited.status, JSON.stringify(invited.error)).toBe(200);
    created.push(invited.result!.user.uid);
    expect(invited.result!.user.staff).toBe(true);
    await adminAuth.updateUser(invited.result!.user.uid, { password: DEMO_PASSWORD });
    const session = await signIn(email, DEMO_PASSWORD);
    expect(session.claims.staff).toBe(true);
    expect((await callApi('communities.list', { pageSize: 1 }, session)).status).toBe(200);
  });
});

describe('an account without access', () => {
  it('reads nothing, writes nothing, downloads nothing and cannot ask Echo', async () => {
    const { session } = await stranger('reader');
    const list = await callApi('communities.list', {}, session);
    expect(list.error?.status).toBe('PERMISSION_DENIED');
    expect(list.error?.message).toContain('An administrator must grant access');
    const write = await callApi('vendors.create', { fields: { name: 'Sneaky vendor' } }, session);
    expect(write.error?.status).toBe('PERMISSION_DENIED');

    // Public operations answer it as a visitor: published needs only, vendors without notes.
    const vendors = await callApi<{ items: Array<Record<string, unknown>> }>(
      'vendors.list',
      { pageSize: 100 },
      session,
    );
    expect(vendors.status).toBe(200);
    for (const vendor of vendors.result!.items)
      expect(Object.keys(vendor).sort()).toEqual(['id', 'name', 'products', 'website']);

    const echo = await ask(session, { question: 'How many communities are there?' });
    expect(echo.error?.status).toBe('PERMISSION_DENIED');
    expect(echo.chunks).toEqual([]);

    const file = await download('/facilities/odhf-8528/AAAAAAAAAAAAAAAAAAAA', session);
    expect(file.status).toBe(403);
    expect(((await file.json()) as { error: string }).error).toContain('administrator');
  });

  it('is listed for admins, gains access when granted, and loses it at once when removed', async () => {
    const { uid, session } = await stranger('granted');
    const listed = await callApi<{ users: Array<{ uid: string; staff: boolean }> }>(
      'users.list',
      {},
      admin,
    );
    expect(listed.result!.users.find((u) => u.uid === uid)?.staff).toBe(false);

    const granted = await callApi<{ user: { staff: boolean } }>(
      'users.setAccess',
      { uid, access: true },
      admin,
    );
    expect(granted.result!.user.staff).toBe(true);
    // The claim arrives with the next token.
    const fresh = await signIn((await adminAuth.getUser(uid)).email!, DEMO_PASSWORD);
    expect((await callApi('communities.list', { pageSize: 1 }, fresh)).status).toBe(200);

    await callApi('users.setAccess', { uid, access: false }, admin);
    // The same token, still claiming staff, is refused at once.
    expect(fresh.claims.staff).toBe(true);
    const after = await callApi('communities.list', { pageSize: 1 }, fresh);
    expect(after.error?.status).toBe('PERMISSION_DENIED');
    expect(session.claims.staff).toBeUndefined();
  });

  it('is not granted access under an address it has not verified, and nothing changes', async () => {
    const email = `unverified-${Date.now()}@elsewhere.test`;
    const user = await adminAuth.createUser({
      email,
      password: DEMO_PASSWORD,
      emailVerified: false,
    });
    created.push(user.uid);
    const refused = await callApi('users.setAccess', { uid: user.uid, access: true }, admin);
    expect(refused.error?.status).toBe('FAILED_PRECONDITION');
    expect(refused.error?.message).toContain(`${email} is not verified`);
    expect((await adminAuth.getUser(user.uid)).customClaims ?? {}).toEqual({});
  });

  it('is refused at once when disabled, with its token still valid', async () => {
    const { uid } = await stranger('disabled');
    await callApi('users.setAccess', { uid, access: true }, admin);
    const session = await signIn((await adminAuth.getUser(uid)).email!, DEMO_PASSWORD);
    expect((await callApi('communities.list', { pageSize: 1 }, session)).status).toBe(200);
    await callApi('users.setDisabled', { uid, disabled: true }, admin);
    const after = await callApi('communities.list', { pageSize: 1 }, session);
    expect(after.error?.status).toBe('PERMISSION_DENIED');
    expect(after.error?.message).toContain('disabled');
  });

  it('can be deleted by an admin, not by itself or staff', async () => {
    const { uid } = await stranger('deleted');
    const { staff } = await demoSessions();
    expect((await callApi('users.delete', { uid }, staff)).error?.status).toBe('PERMISSION_DENIED');
    const me = await adminAuth.getUserByEmail('admin@hta.test');
    expect((await callApi('users.delete', { uid: me.uid }, admin)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    expect((await callApi('users.delete', { uid }, admin)).status).toBe(200);
    await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('reserved ids', () => {
  it('are refused by every id field with a clear field message, before any read', async () => {
    const { staff } = await demoSessions();
    const get = await callApi('communities.get', { id: '__x__' }, staff);
    expect(get.error?.status).toBe('INVALID_ARGUMENT');
    expect(get.error?.details?.fields?.id).toContain('reserved');
    const facility = await callApi(
      'facilities.create',
      { fields: { name: 'Reserved', type: 'Hospitals', communityId: '__name__' } },
      staff,
    );
    expect(facility.error?.details?.fields?.['fields.communityId']).toContain('reserved');
    const stop = await callApi('echo.stop', { runId: '__abcdefgh__' }, staff);
    expect(stop.error?.details?.fields?.runId).toContain('reserved');
    const conversation = await callApi('echo.conversations.get', { id: '__c__' }, staff);
    expect(conversation.error?.details?.fields?.id).toContain('reserved');
  });
});
