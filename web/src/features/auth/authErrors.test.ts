import { describe, expect, it } from 'vitest';

import { signInErrorMessage } from './authErrors';

describe('signInErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'do not match'],
    ['auth/invalid-credential', 'do not match'],
    ['auth/user-not-found', 'no account'],
    ['auth/user-disabled', 'disabled'],
    ['auth/too-many-requests', 'Too many attempts'],
    ['auth/network-request-failed', 'Cannot reach'],
  ])('%s → a message about it', (code, text) => {
    expect(signInErrorMessage({ code })).toContain(text);
  });

  it('falls back to a generic message', () => {
    expect(signInErrorMessage(new Error('boom'))).toBe('Sign-in failed. Please try again.');
  });
});
