import { describe, expect, it } from 'vitest';

import { decide, type GuardAuth } from './guard';

const visitor: GuardAuth = { ready: true, signedIn: false, admin: false };
const staff: GuardAuth = { ready: true, signedIn: true, admin: false };
const admin: GuardAuth = { ready: true, signedIn: true, admin: true };
const unknown: GuardAuth = { ready: false, signedIn: false, admin: false };

describe('the guard (seed section 4)', () => {
  it('1. waits for the first auth report before deciding a login route (and /login)', () => {
    expect(decide('/home', 'login', unknown)).toEqual({ kind: 'wait' });
    expect(decide('/post/create', 'admin', unknown)).toEqual({ kind: 'wait' });
    expect(decide('/login', 'public', unknown)).toEqual({ kind: 'wait' });
  });

  it('2. sends a visitor on a login route to /login, remembering where they were going', () => {
    expect(decide('/site2/4711', 'login', visitor)).toEqual({
      kind: 'redirect',
      to: '/login',
      from: '/site2/4711',
    });
    expect(decide('/post/create', 'admin', visitor)).toEqual({
      kind: 'redirect',
      to: '/login',
      from: '/post/create',
    });
  });

  it('3. sends a signed-in non-admin on an admin route to /whats-new', () => {
    expect(decide('/post/create', 'admin', staff)).toEqual({ kind: 'redirect', to: '/whats-new' });
    expect(decide('/post/create', 'admin', admin)).toEqual({ kind: 'continue' });
  });

  it('4. sends a signed-in person on a path containing /login to /home', () => {
    expect(decide('/login', 'public', staff)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide('/old/login', 'public', admin)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('5. lets public routes other than login through at once, even before the auth report', () => {
    expect(decide('/vendors/', 'public', unknown)).toEqual({ kind: 'continue' });
    expect(decide('/clinical-needs/abc', 'public', visitor)).toEqual({ kind: 'continue' });
    expect(decide('/login', 'public', visitor)).toEqual({ kind: 'continue' });
  });

  it('6. otherwise lets navigation continue', () => {
    expect(decide('/home', 'login', staff)).toEqual({ kind: 'continue' });
    expect(decide('/vendors/', 'public', staff)).toEqual({ kind: 'continue' });
  });
});
