// What the benchmarks share: signing in through the Auth emulator's REST API, and calling the
// `api` callable as the web SDK does (a POST of { data: { op, input } }).
import type { Platform } from '../../emulators/src/platform/platform.js';

export const DEMO_PASSWORD = 'hta-demo-2026';

/** An ID token for an account of the platform. */
export async function signIn(
  platform: Platform,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await fetch(
    `http://${platform.adminEnv.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Calls operations as the holder of `idToken`; answers the operation's result. */
export const apiCaller =
  (platform: Platform, idToken: string) =>
  async <T = unknown>(op: string, input: unknown): Promise<T> => {
    const response = await fetch(`${platform.functionsUrl}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: { op, input } }),
    });
    if (!response.ok) throw new Error(`${op}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { result: T }).result;
  };
