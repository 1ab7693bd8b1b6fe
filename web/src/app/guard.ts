// The navigation guard: exactly the seed's six rules (section 4), as a pure decision.
import type { Access } from './routeTable';

export interface GuardAuth {
  /** The identity provider has reported the session at least once. */
  ready: boolean;
  signedIn: boolean;
  admin: boolean;
}

export type GuardDecision =
  { kind: 'wait' } | { kind: 'redirect'; to: string; from?: string } | { kind: 'continue' };

export function decide(path: string, access: Access, auth: GuardAuth): GuardDecision {
  const isLoginPath = path.includes('/login');
  // 1. Wait for the first report before deciding a route that needs login (and /login itself,
  //    which rule 4 decides from the session: no flash of the wrong page).
  if ((access !== 'public' || isLoginPath) && !auth.ready) return { kind: 'wait' };
  // 2. A route that needs login sends a visitor to /login (remembering where they were going).
  if (access !== 'public' && !auth.signedIn) return { kind: 'redirect', to: '/login', from: path };
  // 3. A route that needs admin sends a signed-in non-admin to /whats-new.
  if (access === 'admin' && !auth.admin) return { kind: 'redirect', to: '/whats-new' };
  // 4. A signed-in person going to a path containing /login is sent to /home.
  if (auth.signedIn && isLoginPath) return { kind: 'redirect', to: '/home' };
  // 5. Public routes other than login proceed at once; 6. otherwise navigation continues.
  return { kind: 'continue' };
}
