// The API layer's single entry: find the operation, check access, validate input, run it.
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';

import { refusalMessage, resolveCaller } from '../auth/caller.js';
import { liveAccount } from '../auth/liveAccount.js';
import { SessionSignedOut } from '../auth/revocation.js';
import {
  allRegistries,
  fieldErrors,
  operations,
  type Access,
  type OperationName,
} from '../contract/index.js';
import type { Caller } from './context.js';
import { handlers, loadHandlers, type Handler } from './handlers.js';

// Echo's callable answers its own refusals with the same field messages.
export { fieldErrors };

const envelope = z.object({ op: z.string().max(100), input: z.unknown().optional() }).strict();

/**
 * Who is calling (see auth/caller.ts): the verified token, checked against the live account. A
 * session signed out since the token was issued is refused, whatever the operation's access.
 */
export async function callerOf(request: Pick<CallableRequest, 'auth'>): Promise<Caller> {
  // A token that names no account is not a caller. Production's library refuses a token it cannot
  // verify before any handler runs; the emulator decodes without verifying, and hands one on.
  if (request.auth && !request.auth.uid)
    throw new HttpsError('unauthenticated', 'Your session is not valid. Sign in again.');
  try {
    return await resolveCaller(request.auth?.token, liveAccount);
  } catch (error) {
    if (error instanceof SessionSignedOut) throw new HttpsError('unauthenticated', error.message);
    throw error;
  }
}

/** Refuses callers below the access an operation declares. */
export function assertAccess(access: Access, caller: Caller): void {
  if (access === 'public') return;
  if (caller.kind === 'visitor')
    throw new HttpsError('unauthenticated', 'Please sign in to do this.');
  if (caller.kind === 'unadmitted')
    throw new HttpsError('permission-denied', refusalMessage(caller));
  if (access === 'admin' && !caller.admin) {
    throw new HttpsError('permission-denied', 'Only administrators can do this.');
  }
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
  const caller = await callerOf(request);
  assertAccess(operation.access, caller);

  const input = operation.input.safeParse(parsed.data.input ?? {});
  if (!input.success) {
    throw new HttpsError('invalid-argument', 'Some fields are not valid.', {
      fields: fieldErrors(input.error),
    });
  }
  // The handler map is keyed by the same names as `operations`, so the pair always matches;
  // `as never` because TypeScript cannot pair a handler with its input across a union of names.
  await loadHandlers();
  const handler = handlers[op] as Handler<OperationName>;
  const result = await handler(input.data, { caller, registries: allRegistries });
  return parseOutput(name, operation.output, result);
}

/**
 * Every answer is parsed against its operation's output schema before it leaves: what the
 * contract does not declare (search indexes, ranks, internal fields) is dropped here, in one
 * place, and an answer that does not match is an error on our side, not data sent on.
 */
export function parseOutput(name: string, schema: z.ZodType, result: unknown): unknown {
  const parsed = schema.safeParse(result);
  if (parsed.success) return parsed.data;
  logger.error(`The answer of ${name} does not match the contract`, {
    issues: parsed.error.issues.slice(0, 10),
  });
  throw new HttpsError('internal', 'Something went wrong on our side; the answer was not sent.');
}
