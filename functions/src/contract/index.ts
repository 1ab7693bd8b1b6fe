// The contract: every operation of the API, declared once. Functions and the web client are
// both typed from this module; nothing about an operation is written anywhere else.
import type { z } from 'zod';

import type { Operation } from './operation.js';
import { systemOperations } from './system.js';
import { userOperations } from './users.js';

export * from './operation.js';
export { inviteInput, userSummary, type UserSummary } from './users.js';

export const operations = {
  ...systemOperations,
  ...userOperations,
} satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type InputOf<N extends OperationName> = z.input<Operations[N]['input']>;
export type OutputOf<N extends OperationName> = z.output<Operations[N]['output']>;

/** The payload of the `api` callable. */
export interface ApiRequest<N extends OperationName = OperationName> {
  op: N;
  input: InputOf<N>;
}

/** The name of the callable function that serves every operation. */
export const API_FUNCTION = 'api';
