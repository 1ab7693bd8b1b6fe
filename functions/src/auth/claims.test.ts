import { describe, expect, it } from 'vitest';

import { parseEmailList } from './adminEmails.js';
import { admissionClaims, emailToAdmit, withoutAccess } from './admission.js';
import { claimsFor, isAdminEmail, sameClaims } from './claims.js';

const list = parseEmailList(' Admin@HTA.test, lead@hta.test ,,');

describe('admin claims', () => {
  it('parses the list case-insensitively, ignoring blanks', () => {
    expect([...list]).toEqual(['admin@hta.test', 'lead@hta.test']);
  });

  it('grants admin to a verified listed e-mail only', () => {
    expect(isAdminEmail('ADMIN@hta.test', true, list)).toBe(true);
    expect(isAdminEmail('admin@hta.test', false, list)).toBe(false);
    expect(isAdminEmail('other@hta.test', true, list)).toBe(false);
    expect(isAdminEmail(null, true, list)).toBe(false);
  });

  it('keeps other claims and removes admin from accounts no longer listed', () => {
    const x = { ...admissionClaims('x@hta.test'), team: 'north' };
    expect(
      claimsFor(
        { email: 'x@hta.test', emailVerified: true, customClaims: { ...x, admin: true } },
        list,
      ),
    ).toEqual(x);
    const lead = { ...admissionClaims('lead@hta.test'), team: 'north' };
    expect(
      claimsFor({ email: 'lead@hta.test', emailVerified: true, customClaims: lead }, list),
    ).toEqual({ ...lead, admin: true });
  });

  it('grants admin by the e-mail admitted, never one the account moved to', () => {
    const movedToLead = {
      email: 'lead@hta.test',
      emailVerified: true,
      customClaims: admissionClaims('x@hta.test'),
    };
    expect(claimsFor(movedToLead, list)).toEqual(admissionClaims('x@hta.test'));
    // Listed, verified, but never admitted (or its access removed): not admin either.
    expect(
      claimsFor({ email: 'lead@hta.test', emailVerified: true, customClaims: {} }, list),
    ).toEqual({});
    const removed = withoutAccess({ ...admissionClaims('lead@hta.test'), admin: true });
    expect(removed).toEqual({ admittedEmail: 'lead@hta.test' });
    expect(
      claimsFor({ email: 'lead@hta.test', emailVerified: true, customClaims: removed }, list),
    ).toEqual(removed);
    // Admitted under a listed address but holding it unverified: not yet.
    expect(
      claimsFor(
        {
          email: 'lead@hta.test',
          emailVerified: false,
          customClaims: admissionClaims('lead@hta.test'),
        },
        list,
      ).admin,
    ).toBeUndefined();
  });

  it('admits under a verified address, or the one admitted before; never an unverified one', () => {
    expect(emailToAdmit({ email: 'New@hta.test', emailVerified: true })).toBe('new@hta.test');
    expect(
      emailToAdmit({
        email: 'ghost@hta.test',
        emailVerified: false,
        customClaims: { admittedEmail: 'x@hta.test' },
      }),
    ).toBe('x@hta.test');
    expect(emailToAdmit({ email: 'ghost@hta.test', emailVerified: false })).toBeNull();
    expect(emailToAdmit({ email: null, emailVerified: true })).toBeNull();
  });

  it('compares claims regardless of key order', () => {
    expect(sameClaims({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameClaims(null, {})).toBe(true);
    expect(sameClaims({ admin: true }, {})).toBe(false);
  });
});
