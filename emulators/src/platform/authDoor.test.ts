import { describe, expect, it } from 'vitest';

import { isAnonymousSignUp } from './authDoor.js';

const signUp = '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k';

describe('the sign-in settings door', () => {
  it('stops an anonymous sign-up only', () => {
    expect(isAnonymousSignUp(signUp, { returnSecureToken: true })).toBe(true);
    expect(isAnonymousSignUp(signUp, {})).toBe(true);
    expect(isAnonymousSignUp(signUp, null)).toBe(true);
    // An e-mail sign-up reaches the blocking function, which refuses it with its own message.
    expect(isAnonymousSignUp(signUp, { email: 'a@b.test', password: 'secret-123' })).toBe(false);
    expect(isAnonymousSignUp(signUp, { idToken: 't', email: 'a@b.test' })).toBe(false);
    expect(
      isAnonymousSignUp('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword', {}),
    ).toBe(false);
    expect(isAnonymousSignUp('/identitytoolkit.googleapis.com/v1/projects/p/accounts', {})).toBe(
      false,
    );
  });
});
