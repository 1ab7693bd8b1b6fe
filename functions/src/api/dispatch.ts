// The API layer's single entry: find the operation, check access, validate input, run it.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';

import { adminEmails } from '../auth/adminEmails.js';
import { isAdminEmail } from '../auth/claims.js';
import { operations, type OperationName } from '../contract/index.js';
import type { Caller } from './context.js';
import { handlers, type Handler } from './handlers.js';

const envelope = z.object({ op: z.string().max(100), input: z.unknown().optional() }).strict();

/**
 * Who is calling. Admin needs the claim AND a verified e-mail still on the list, so removing an
 * e-mail from ADMIN_EMAILS takes effect at once on the server, before the token is refreshed.
 */
export function callerOf(
  request: Pick<CallableRequest, 'auth'>,
  list: Set<string> = adminEmails(),
): Caller {
  const token = request.auth?.token;
  const email = typeof token?.email === 'string' ? token.email : null;
  return {
    uid: request.auth?.uid ?? null,
    email,
    admin: token?.admin === true && isAdminEmail(email, token?.email_verified === true, list),
  };
}

/** Field path → message, for the client to put each message on its field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export async function dispatch(request: Pick<CallableRequest, 'auth' | 'data'>): Promise<unknown> {
  const parsed = envelope.safeParse(request.data);
  if (!parsed.success) {
    throw new HttpsError('invalid-argument', 'The request must be { op, input }.');
  }
  const name = parsed.data.op;
  if (!Object.hasOwn(operations, name)) {
    throw new HttpsError('not-found', `Unknown operation: ${name}`);
  }
  const op = name as OperationName;
  const operation = operations[op];
  const caller = callerOf(request);

  if (operation.access !== 'public' && !caller.uid) {
    throw new HttpsError('unauthenticated', 'Please sign in to do this.');
  }
  if (operation.access === 'admin' && !caller.admin) {
    throw new HttpsError('permission-denied', 'Only administrators can do this.');
  }

  const input = operation.input.safeParse(parsed.data.input ?? {});
  if (!input.success) {
    throw new HttpsError('invalid-argument', 'Some fields are not valid.', {
      fields: fieldErrors(input.error),
    });
  }
  // The handler map is keyed by the same names as `operations`, so the pair always matches.
  const handler = handlers[op] as Handler<OperationName>;
  return handler(input.data as never, { caller });
}
