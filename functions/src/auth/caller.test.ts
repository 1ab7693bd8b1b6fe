import { describe, expect, it } from 'vitest';

import { admissionClaims, resolveCaller, withoutAdmission, type LiveAccount } from './caller.js';

const list = new Set(['admin@hta.test']);
const live = (account: LiveAccount | null) => (): Promise<LiveAccount | null> =>
  Promise.resolve(account);
const staffNow = live({ staff: true, disabled: false });
const token = (claims: Record<string, unknown>) => ({ uid: 'u1', ...claims });

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
        return Promise.resolve({ staff: true, disabled: false });
      },
      list,
    );
    expect(caller).toMatchObject({ kind: 'unadmitted', uid: null, reason: 'no-access' });
    expect(asked).toBe(false);
  });

  it('follows the live account: access removed, disabled or deleted since the token was issued', async () => {
    const claims = token({ staff: true, email: 'a@hta.test' });
    expect((await resolveCaller(claims, live({ staff: false, disabled: false }), list)).kind).toBe(
      'unadmitted',
    );
    expect(await resolveCaller(claims, live({ staff: true, disabled: true }), list)).toMatchObject({
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

  it('is known to the records by the e-mail it was admitted with, not one it changed to since', async () => {
    const emailOf = (claims: Record<string, unknown>) =>
      resolveCaller(token(claims), staffNow, list).then((c) => c.email);
    const admitted = admissionClaims('Reviewer@hta.test');
    expect(admitted).toEqual({ staff: true, admittedEmail: 'reviewer@hta.test' });
    // Auth lets an account change its own e-mail (unverified until proved): a dossier's
    // reviewer is not whoever takes the address.
    expect(await emailOf({ ...admitted, email: 'ghost@hta.test', email_verified: false })).toBe(
      'reviewer@hta.test',
    );
    expect(await emailOf({ ...admitted, email: 'reviewer@hta.test', email_verified: true })).toBe(
      'reviewer@hta.test',
    );
    // Admitted before the e-mail was kept with the claim: the token's, only if verified.
    expect(await emailOf({ staff: true, email: 'a@hta.test', email_verified: true })).toBe(
      'a@hta.test',
    );
    expect(await emailOf({ staff: true, email: 'ghost@hta.test', email_verified: false })).toBe(
      null,
    );
    expect(withoutAdmission({ ...admitted, admin: true })).toEqual({ admin: true });
  });

  it('is admin only with the claim, a verified e-mail, and the e-mail still on the list', async () => {
    const admin = (claims: Record<string, unknown>) =>
      resolveCaller(token({ staff: true, ...claims }), staffNow, list).then((c) => c.admin);
    expect(await admin({ admin: true, email: 'admin@hta.test', email_verified: true })).toBe(true);
    expect(await admin({ admin: true, email: 'admin@hta.test', email_verified: false })).toBe(
      false,
    );
    expect(await admin({ admin: true, email: 'gone@hta.test', email_verified: true })).toBe(false);
    expect(await admin({ email: 'admin@hta.test', email_verified: true })).toBe(false);
    // The admin claim without the server's admission is nothing.
    expect(
      (
        await resolveCaller(
          token({ admin: true, email: 'admin@hta.test', email_verified: true }),
          staffNow,
          list,
        )
      ).admin,
    ).toBe(false);
  });
});
