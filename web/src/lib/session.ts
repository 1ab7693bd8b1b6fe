// The auth store of the seed: `token` starts empty, is set on sign-in, cleared on sign-out, and
// read through a getter; alongside it the current user and claims. `ready` turns true at the
// first report from Firebase Auth, so the guard never decides before it knows.
import { useSyncExternalStore } from 'react';

import { watchSession, type SessionUser } from './firebase';

export interface AuthState {
  ready: boolean;
  token: string;
  user: SessionUser | null;
  claims: { admin: boolean; staff: boolean };
}

const initial: AuthState = {
  ready: false,
  token: '',
  user: null,
  claims: { admin: false, staff: false },
};

let state: AuthState = initial;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export const authStore = {
  getState: (): AuthState => state,
  getToken: (): string => state.token,
  login(token: string, user: SessionUser, claims: AuthState['claims']) {
    set({ ready: true, token, user, claims });
  },
  logout() {
    set({ ...initial, ready: true });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Resolves once Firebase Auth has reported the session at least once. */
  whenReady(): Promise<AuthState> {
    if (state.ready) return Promise.resolve(state);
    return new Promise((resolve) => {
      const stop = authStore.subscribe(() => {
        if (state.ready) {
          stop();
          resolve(state);
        }
      });
    });
  },
  /** Test hook: back to the state before the first report. */
  reset() {
    set(initial);
  },
};

let connected = false;

/** Connects the store to Firebase Auth (once, at start-up). */
export function connectAuthStore(): void {
  if (connected) return;
  connected = true;
  watchSession((session) => {
    if (session) authStore.login(session.token, session.user, session.claims);
    else authStore.logout();
  });
}

export function useSession(): AuthState {
  return useSyncExternalStore(
    (listener) => authStore.subscribe(listener),
    () => authStore.getState(),
  );
}
