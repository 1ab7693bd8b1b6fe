import { describe, expect, it } from 'vitest';

import { parseEmailList } from './adminEmails.js';
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
    expect(
      claimsFor(
        { email: 'x@hta.test', emailVerified: true, customClaims: { admin: true, team: 'north' } },
        list,
      ),
    ).toEqual({
      team: 'north',
    });
    expect(
      claimsFor(
        { email: 'lead@hta.test', emailVerified: true, customClaims: { team: 'north' } },
        list,
      ),
    ).toEqual({
      team: 'north',
      admin: true,
    });
  });

  it('compares claims regardless of key order', () => {
    expect(sameClaims({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameClaims(null, {})).toBe(true);
    expect(sameClaims({ admin: true }, {})).toBe(false);
  });
});
