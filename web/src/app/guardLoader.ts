// Runs the guard before a route renders (a data-router loader), so nothing is shown until the
// decision is made.
import { redirect } from 'react-router-dom';

import { authStore, type AuthState } from '../lib/session';
import { decide } from './guard';
import { ADMIN_ONLY_NOTICE, leaveGuardNotice } from './guardNotice';
import type { Access } from './routeTable';

const asGuardAuth = (s: AuthState) => ({
  ready: s.ready,
  signedIn: s.user !== null,
  admin: s.claims.admin,
});

export function guardLoader(access: Access) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    let decision = decide(url.pathname, access, asGuardAuth(authStore.getState()));
    if (decision.kind === 'wait') {
      decision = decide(url.pathname, access, asGuardAuth(await authStore.whenReady()));
    }
    if (decision.kind === 'redirect') {
      // Rule 3 keeps the seed's redirect; the person is told why they are not where they asked.
      if (access === 'admin' && decision.to === '/whats-new') leaveGuardNotice(ADMIN_ONLY_NOTICE);
      // A loader redirects by throwing react-router's redirect Response (its documented way).
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (decision.from === undefined) throw redirect(decision.to);
      const from = `${url.pathname}${url.search}${url.hash}`;
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw redirect(`${decision.to}?from=${encodeURIComponent(from)}`);
    }
    return null;
  };
}
