// The web client's one data layer: the only module that talks to Firebase. The browser reaches
// Firebase Auth and the project's callable functions, nothing else (see the README).
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import type { Functions, httpsCallable as HttpsCallable } from 'firebase/functions';

import type { InputOf, OperationName, OutputOf } from '@hta/functions/contract';
import { API_FUNCTION } from '@hta/functions/contract/names';

import { withoutUndefined } from './withoutUndefined';

const env = import.meta.env;

const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-hta.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-hta',
  appId: env.VITE_FIREBASE_APP_ID,
  measurementId: env.VITE_FIREBASE_MEASUREMENT_ID,
});

// initializeAuth rather than getAuth: getAuth adds the popup/redirect resolver, which on Safari
// and mobile browsers loads an iframe from firebaseapp.com and a script from apis.google.com at
// start-up. The product signs in with e-mail and password only, so its Content-Security-Policy
// (firebase.json) allows neither.
const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (env.VITE_AUTH_EMULATOR_URL) {
  connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
}
// The Functions SDK loads on the first call: the sign-in page does not need it.
let functionsClient:
  Promise<{ functions: Functions; httpsCallable: typeof HttpsCallable }> | undefined;
export function loadFunctions() {
  functionsClient ??= import('firebase/functions').then(
    ({ connectFunctionsEmulator, getFunctions, httpsCallable }) => {
      const functions = getFunctions(firebaseApp, 'us-central1');
      if (env.VITE_FUNCTIONS_EMULATOR) {
        const [host = '127.0.0.1', port = '5001'] = env.VITE_FUNCTIONS_EMULATOR.split(':');
        connectFunctionsEmulator(functions, host, Number(port));
      }
      return { functions, httpsCallable };
    },
  );
  return functionsClient;
}

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface Session {
  user: SessionUser;
  token: string;
  /** staff: admitted by the server (invited or granted access); admin: on the admin list. */
  claims: { admin: boolean; staff: boolean };
}

/** Reports the session on every sign-in, sign-out and token refresh; returns an unsubscribe. */
export function watchSession(listener: (session: Session | null) => void): () => void {
  let syncedFor: string | null = null;
  return onIdTokenChanged(auth, (user: User | null) => {
    if (!user) {
      syncedFor = null;
      listener(null);
      return;
    }
    if (syncedFor !== user.uid) {
      syncedFor = user.uid;
      // Once per session start: a claim change (added to or removed from the admin list)
      // arrives as a refreshed token through this same listener.
      syncClaims().catch(() => undefined);
    }
    void user.getIdTokenResult().then((result) =>
      listener({
        user: { uid: user.uid, email: user.email, displayName: user.displayName },
        token: result.token,
        claims: { admin: result.claims.admin === true, staff: result.claims.staff === true },
      }),
    );
  });
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

export function signOut(): Promise<void> {
  return firebaseSignOut(auth);
}

/** Revokes every session of the person (all devices), then signs out here. */
export async function signOutEverywhere(): Promise<void> {
  await callApi('session.revokeAll', {});
  await firebaseSignOut(auth);
}

/**
 * Asks the server to bring the admin claim in line with the admin list, and refreshes the token
 * when it changed. The client never decides admin itself.
 */
async function syncClaims(): Promise<void> {
  const { changed } = await callApi('session.sync', {});
  if (changed) await auth.currentUser?.getIdToken(true);
}

/** Page views go to Firebase Analytics only when a measurement id is configured. */
export const analyticsEnabled = Boolean(env.VITE_FIREBASE_MEASUREMENT_ID);

export async function trackPageView(path: string, title: string): Promise<void> {
  if (!analyticsEnabled) return;
  // Loaded on first use: visitors of a build without analytics never download it.
  const { getAnalytics, logEvent } = await import('firebase/analytics');
  logEvent(getAnalytics(firebaseApp), 'page_view', { page_path: path, page_title: title });
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}

/** The current ID token, for the few HTTP functions (file downloads). */
export async function idToken(): Promise<string> {
  const token = await auth.currentUser?.getIdToken();
  if (!token) throw Object.assign(new Error('Please sign in again.'), { code: 'unauthenticated' });
  return token;
}

/** The ID token of whoever is signed in, or null for a visitor (public exports). */
export async function idTokenIfSignedIn(): Promise<string | null> {
  return (await auth.currentUser?.getIdToken()) ?? null;
}

/** The URL of an HTTP function, on the emulator or in production. */
export function functionUrl(name: string): string {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-hta';
  return env.VITE_FUNCTIONS_EMULATOR
    ? `http://${env.VITE_FUNCTIONS_EMULATOR}/${projectId}/us-central1/${name}`
    : `https://us-central1-${projectId}.cloudfunctions.net/${name}`;
}

/** Calls one operation of the contract through the `api` callable. */
export async function callApi<N extends OperationName>(
  op: N,
  input: InputOf<N>,
): Promise<OutputOf<N>> {
  const { functions, httpsCallable } = await loadFunctions();
  const callable = httpsCallable<{ op: N; input: InputOf<N> }, OutputOf<N>>(
    functions,
    API_FUNCTION,
  );
  const result = await callable({ op, input: withoutUndefined(input) });
  return result.data;
}
