import { describe, expect, it } from 'vitest';

import { admissionClaims, resolveCaller, withoutAdmission, type LiveAccount } from './caller.js';
import { SessionSignedOut } from './revocation.js';

const list = new Set(['admin@hta.test', 'lead@hta.test']);
const SIGNED_IN = 1_800_000_000; // the token's auth_time, in seconds
const account = (over: Partial<LiveAccount> = {}): LiveAccount => ({
  staff: true,
  disabled: false,
  admittedEmail: 'a@hta.test',
  email: 'a@hta.test',
  emailVerified: true,
  validSince: null,
  ...over,
});
const live = (state: LiveAccount | null) => (): Promise<LiveAccount | null> =>
  Promise.resolve(state);
const staffNow = live(account());
const token = (claims: Record<string, unknown>) => ({ uid: 'u1', auth_time: SIGNED_IN, ...claims });

describe('resolveCaller', () => {
  it('is a visitor without a token', async () => {
    expect((await resolveCaller(undefined, staffNow, list)).kind).toBe('visitor');
  });

  it('is unadmitted without the staff claim, and never asks for the live account then', async () => {
    let asked = false;
    const caller = await resolveCaller(
      token({ email: 'x@elsewhere.test' }),
      () => {
        asked = true;
        return Promise.resolve(account());
      },
      list,
    );
    expect(caller).toMatchObject({ kind: 'unadmitted', uid: null, reason: 'no-access' });
    expect(asked).toBe(false);
  });

  it('follows the live account: access removed, disabled or deleted since the token was issued', async () => {
    const claims = token({ staff: true, email: 'a@hta.test' });
    expect((await resolveCaller(claims, live(account({ staff: false })), list)).kind).toBe(
      'unadmitted',
    );
    expect(await resolveCaller(claims, live(account({ disabled: true })), list)).toMatchObject({
      kind: 'unadmitted',
      reason: 'disabled',
    });
    expect((await resolveCaller(claims, live(null), list)).kind).toBe('unadmitted');
    expect(await resolveCaller(claims, staffNow, list)).toMatchObject({
      kind: 'staff',
      uid: 'u1',
      admin: false,
    });
  });

  it('refuses a token signed in before its sessions were revoked, from the next call (bound: none)', async () => {
    const revokedAt = (seconds: number, over: Partial<LiveAccount> = {}) =>
      live(account({ validSince: seconds * 1000, ...over }));
    await expect(
      resolveCaller(token({ staff: true }), revokedAt(SIGNED_IN + 1), list),
    ).rejects.toBeInstanceOf(SessionSignedOut);
    // Access removed or the account disabled (both revoke its sessions): that refusal says more.
    expect(
      await resolveCaller(
        token({ staff: true }),
        revokedAt(SIGNED_IN + 1, { disabled: true }),
        list,
      ),
    ).toMatchObject({ kind: 'unadmitted', reason: 'disabled' });
    expect(
      await resolveCaller(token({ staff: true }), revokedAt(SIGNED_IN + 1, { staff: false }), list),
    ).toMatchObject({ kind: 'unadmitted', reason: 'no-access' });
    // A session begun after the revocation (a new sign-in) is not revoked.
    expect((await resolveCaller(token({ staff: true }), revokedAt(SIGNED_IN), list)).kind).toBe(
      'staff',
    );
    await expect(
      resolveCaller(token({ staff: true, auth_time: undefined }), staffNow, list),
    ).rejects.toBeInstanceOf(SessionSignedOut);
  });

  it('is known to the records by the e-mail it was admitted with, not one it changed to since', async () => {
    const emailOf = (state: Partial<LiveAccount>, claims: Record<string, unknown> = {}) =>
      resolveCaller(token({ staff: true, ...claims }), live(account(state)), list).then(
        (c) => c.email,
      );
    const admitted = admissionClaims('Reviewer@hta.test');
    expect(admitted).toEqual({ staff: true, admittedEmail: 'reviewer@hta.test' });
    // Auth lets an account change its own e-mail (unverified until proved): a dossier's
    // reviewer is not whoever takes the address, verified or not.
    const reviewer = { admittedEmail: 'reviewer@hta.test' };
    expect(await emailOf({ ...reviewer, email: 'ghost@hta.test', emailVerified: false })).toBe(
      'reviewer@hta.test',
    );
    expect(await emailOf({ ...reviewer, email: 'ghost@hta.test', emailVerified: true })).toBe(
      'reviewer@hta.test',
    );
    // The live admission counts, not a token issued before it changed.
    expect(await emailOf(reviewer, { admittedEmail: 'ghost@hta.test' })).toBe('reviewer@hta.test');
    // Admitted before the e-mail was kept: named by none, whatever its token says.
    expect(
      await emailOf({ admittedEmail: null }, { email: 'a@hta.test', email_verified: true }),
    ).toBe(null);
    expect(withoutAdmission({ ...admitted, admin: true })).toEqual({ admin: true });
  });

  it('is admin only with the claim, admitted under a listed e-mail it still holds, verified', async () => {
    const admin = (
      state: Partial<LiveAccount>,
      claims: Record<string, unknown> = { admin: true },
    ) =>
      resolveCaller(token({ staff: true, ...claims }), live(account(state)), list).then(
        (c) => c.admin,
      );
    const listed = { admittedEmail: 'admin@hta.test', email: 'admin@hta.test' };
    expect(await admin(listed)).toBe(true);
    expect(await admin({ ...listed, email: 'Admin@HTA.test' })).toBe(true);
    expect(await admin({ ...listed, emailVerified: false })).toBe(false);
    expect(await admin(listed, {})).toBe(false);
    // Taken off the list: at once, before the token is refreshed.
    expect(
      await resolveCaller(
        token({ staff: true, admin: true }),
        live(account(listed)),
        new Set(['lead@hta.test']),
      ).then((c) => c.admin),
    ).toBe(false);
    // An account that moved to a listed address nobody claimed, and verified it.
    expect(await admin({ admittedEmail: 'a@hta.test', email: 'lead@hta.test' })).toBe(false);
    // An admin who moved away from the listed address.
    expect(await admin({ ...listed, email: 'elsewhere@hta.test' })).toBe(false);
    // The admin claim without the server's admission is nothing.
    expect((await resolveCaller(token({ admin: true }), live(account(listed)), list)).admin).toBe(
      false,
    );
  });
});
