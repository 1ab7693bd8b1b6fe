import { describe, expect, it } from 'vitest';

import { isRevoked, msToNextSecond } from './revocation.js';

describe('revoked sessions', () => {
  it('are those signed in before the revocation second; a later sign-in is not', () => {
    const at = Date.UTC(2026, 10, 29, 2, 0, 0);
    expect(isRevoked(at / 1000 - 1, at)).toBe(true);
    expect(isRevoked(at / 1000, at)).toBe(false);
    expect(isRevoked(at / 1000 + 5, at)).toBe(false);
    expect(isRevoked(at / 1000 - 1, null)).toBe(false);
    expect(isRevoked(undefined, null)).toBe(true);
    expect(isRevoked('1800000000', null)).toBe(true);
  });

  it('revoke every session begun before "sign out everywhere": it waits for the next second', () => {
    const at = Date.UTC(2026, 10, 29, 2, 0, 0);
    for (const now of [at, at + 1, at + 999]) {
      const revokedAt = Math.floor((now + msToNextSecond(now)) / 1000) * 1000;
      // A session signed in during the same second, just before the call, is revoked too.
      expect(isRevoked(Math.floor(now / 1000), revokedAt), String(now)).toBe(true);
      expect(msToNextSecond(now)).toBeLessThanOrEqual(1000);
    }
  });
});
