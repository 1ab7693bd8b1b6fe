// Signing in against the Auth emulator's REST API, as the web SDK does, and calling the API
// with the resulting ID token. Blocking functions run on these sign-ins like in production.
import { platform } from './platform.js';

const authBase = () => `http://${platform.authEmulator}`;

export interface Session {
  idToken: string;
  refreshToken: string;
  claims: Record<string, unknown>;
}

export function decodeClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function signIn(email: string, password: string): Promise<Session> {
  const response = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as {
    idToken?: string;
    refreshToken?: string;
    error?: { message: string };
  };
  if (!body.idToken || !body.refreshToken)
    throw new Error(`sign-in failed: ${body.error?.message ?? response.status}`);
  return {
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    claims: decodeClaims(body.idToken),
  };
}

/**
 * An account changing its own e-mail through Auth's REST API, as anyone holding its ID token can
 * (the address stays unverified); answers the session with the new token.
 */
export async function changeOwnEmail(session: Session, email: string): Promise<Session> {
  const response = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: session.idToken, email, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as {
    idToken?: string;
    refreshToken?: string;
    error?: { message: string };
  };
  if (!body.idToken || !body.refreshToken)
    throw new Error(`e-mail change failed: ${body.error?.message ?? response.status}`);
  return {
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    claims: decodeClaims(body.idToken),
  };
}

/**
 * The account proving it holds its (changed) e-mail: the verification link the Auth emulator
 * would have mailed to the new address, followed. In production only the mailbox's owner can.
 */
export async function verifyOwnEmail(session: Session): Promise<void> {
  const send = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken: session.idToken }),
    },
  );
  const sent = (await send.json()) as { email?: string; error?: { message: string } };
  if (!sent.email) throw new Error(`verification failed: ${sent.error?.message ?? send.status}`);
  const listed = await fetch(`${authBase()}/emulator/v1/projects/${platform.projectId}/oobCodes`);
  const { oobCodes } = (await listed.json()) as {
    oobCodes: Array<{ email: string; oobCode: string; requestType: string }>;
  };
  const code = oobCodes.findLast((c) => c.email === sent.email && c.requestType === 'VERIFY_EMAIL');
  if (!code) throw new Error(`no verification link was sent to ${sent.email}`);
  const apply = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: code.oobCode }),
    },
  );
  const applied = (await apply.json()) as { emailVerified?: boolean; error?: { message: string } };
  if (!applied.emailVerified)
    throw new Error(`verification failed: ${applied.error?.message ?? apply.status}`);
}

/** A token refresh: no blocking function runs, the claims come from the user record. */
export async function refresh(session: Session): Promise<Session> {
  const response = await fetch(
    `${authBase()}/securetoken.googleapis.com/v1/token?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken,
      }),
    },
  );
  const body = (await response.json()) as { id_token: string; refresh_token: string };
  return {
    idToken: body.id_token,
    refreshToken: body.refresh_token,
    claims: decodeClaims(body.id_token),
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: { fields?: Record<string, string> } };
}

/** Calls one operation of the `api` callable, as a visitor or with a session. */
export async function callApi<T = unknown>(
  op: string,
  input: unknown,
  session?: Session,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${platform.functionsUrl}/api`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.idToken}` } : {}),
    },
    body: JSON.stringify({ data: { op, input } }),
  });
  const body = (await response.json()) as { result?: T; error?: ApiAnswer['error'] };
  return { status: response.status, ...body };
}

export const DEMO_PASSWORD = 'hta-demo-2026';
