import { describe, expect, it } from 'vitest';

import { signInErrorMessage } from './authErrors';

describe('signInErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'do not match'],
    ['auth/invalid-credential', 'do not match'],
    ['auth/user-not-found', 'do not match'],
    ['auth/user-disabled', 'disabled'],
    ['auth/too-many-requests', 'Too many attempts'],
    ['auth/network-request-failed', 'Cannot reach'],
  ])('%s → a message about it', (code, text) => {
    expect(signInErrorMessage({ code })).toContain(text);
  });

  it('gives the same message for an unknown e-mail and a wrong password (no enumeration)', () => {
    expect(signInErrorMessage({ code: 'auth/user-not-found' })).toBe(
      signInErrorMessage({ code: 'auth/wrong-password' }),
    );
  });

  it('falls back to a generic message', () => {
    expect(signInErrorMessage(new Error('boom'))).toBe('Sign-in failed. Please try again.');
  });
});
