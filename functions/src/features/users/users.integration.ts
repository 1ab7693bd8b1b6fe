// User administration: only admins list, invite and disable; a disabled account cannot sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth } from '../../../../tests/support/platform.js';
import { callApi, DEMO_PASSWORD, signIn, type Session } from '../../../../tests/support/session.js';

let admin: Session;
let staff: Session;
const invited: string[] = [];

beforeAll(async () => {
  [admin, staff] = await Promise.all([
    signIn('admin@hta.test', DEMO_PASSWORD),
    signIn('staff@hta.test', DEMO_PASSWORD),
  ]);
});

afterAll(async () => {
  await Promise.all(invited.map((uid) => adminAuth.deleteUser(uid).catch(() => undefined)));
});

describe('user administration', () => {
  it('lists accounts for admins, with who is admin', async () => {
    const answer = await callApi<{
      users: Array<{ email: string; admin: boolean; listedAdmin: boolean }>;
    }>('users.list', {}, admin);
    expect(answer.status).toBe(200);
    const byEmail = new Map(answer.result!.users.map((u) => [u.email, u]));
    expect(byEmail.get('admin@hta.test')).toMatchObject({ admin: true, listedAdmin: true });
    expect(byEmail.get('staff@hta.test')).toMatchObject({ admin: false, listedAdmin: false });
  });

  it('refuses staff and visitors', async () => {
    expect((await callApi('users.list', {}, staff)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callApi('users.list', {})).error?.status).toBe('UNAUTHENTICATED');
    expect(
      (await callApi('users.invite', { email: 'x@hta.test', displayName: 'X' }, staff)).status,
    ).toBe(403);
  });

  it('invites a person: an account without password and a link to set one', async () => {
    const email = `invitee-${Date.now()}@hta.test`;
    const answer = await callApi<{ user: { uid: string; email: string }; passwordLink: string }>(
      'users.invite',
      { email, displayName: 'Invited Person' },
      admin,
    );
    expect(answer.status).toBe(200);
    invited.push(answer.result!.user.uid);
    expect(answer.result!.user.email).toBe(email);
    expect(answer.result!.passwordLink).toContain('oobCode=');
    const again = await callApi('users.invite', { email, displayName: 'Again' }, admin);
    expect(again.error?.status).toBe('ALREADY_EXISTS');
    expect(again.error?.details?.fields?.email).toContain('already');
  });

  it('rejects bad invitations field by field and creates nothing', async () => {
    const before = (await adminAuth.listUsers()).users.length;
    const answer = await callApi('users.invite', { email: 'not-an-email', displayName: '' }, admin);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(Object.keys(answer.error?.details?.fields ?? {}).sort()).toEqual([
      'displayName',
      'email',
    ]);
    expect((await adminAuth.listUsers()).users.length).toBe(before);
  });

  it('disables an account so it cannot sign in, and re-enables it', async () => {
    const email = `disable-${Date.now()}@hta.test`;
    const user = await adminAuth.createUser({
      email,
      password: 'disable-me-123',
      emailVerified: true,
    });
    invited.push(user.uid);
    const off = await callApi<{ user: { disabled: boolean } }>(
      'users.setDisabled',
      { uid: user.uid, disabled: true },
      admin,
    );
    expect(off.result?.user.disabled).toBe(true);
    await expect(signIn(email, 'disable-me-123')).rejects.toThrow(/USER_DISABLED/);
    await callApi('users.setDisabled', { uid: user.uid, disabled: false }, admin);
    await expect(signIn(email, 'disable-me-123')).resolves.toMatchObject({
      idToken: expect.any(String),
    });
  });

  it('does not let an admin disable their own account', async () => {
    const self = await adminAuth.getUserByEmail('admin@hta.test');
    const answer = await callApi('users.setDisabled', { uid: self.uid, disabled: true }, admin);
    expect(answer.error?.status).toBe('FAILED_PRECONDITION');
  });
});
