import { describe, expect, it } from 'vitest';

import {
  creationRefusal,
  PASSWORD_ONLY,
  signInMethodOf,
  signInRefusal,
  SIGN_UP_REFUSED,
} from './providers.js';

const event = (eventType: string) => ({ eventType });

describe('ways in: e-mail and password only', () => {
  it('reads the sign-in method from the event type', () => {
    expect(
      signInMethodOf(event('providers/cloud.auth/eventTypes/user.beforeSignIn:password')),
    ).toBe('password');
    expect(
      signInMethodOf(event('providers/cloud.auth/eventTypes/user.beforeCreate:google.com')),
    ).toBe('google.com');
    expect(signInMethodOf(event('providers/cloud.auth/eventTypes/user.beforeCreate'))).toBeNull();
  });

  it('refuses every new account, naming the provider as not offered', () => {
    expect(creationRefusal('password')).toBe(SIGN_UP_REFUSED);
    expect(creationRefusal(null)).toBe(SIGN_UP_REFUSED);
    expect(creationRefusal('google.com')).toBe(`${SIGN_UP_REFUSED} ${PASSWORD_ONLY}`);
  });

  it('lets only e-mail and password sign in', () => {
    expect(signInRefusal('password')).toBeNull();
    for (const method of ['google.com', 'emailLink', 'phone', 'anonymous', 'custom'])
      expect(signInRefusal(method), method).toBe(PASSWORD_ONLY);
  });
});
