// The contract: every operation of the API, declared once. Functions and the web client are
// both typed from this module; nothing about an operation is written anywhere else.
import type { z } from 'zod';

import { attachmentOperations } from './attachments.js';
import { echoOperations } from './echo.js';
import type { Operation } from './operation.js';
import { clinicalNeedOperations } from './registries/clinicalNeeds.js';
import { communityOperations } from './registries/communities.js';
import { facilityOperations } from './registries/facilities.js';
import { homeOperations } from './registries/home.js';
import { postOperations } from './registries/posts.js';
import { technologyOperations } from './registries/technologies.js';
import { vendorOperations } from './registries/vendors.js';
import { systemOperations } from './system.js';
import { userOperations } from './users.js';

export * from './operation.js';
export * from './common.js';
export * from './names.js';
export * from './attachments.js';
export * from './echo.js';
export * from './registries/clinicalNeeds.js';
export * from './registries/communities.js';
export * from './registries/facilities.js';
export * from './registries/posts.js';
export * from './registries/technologies.js';
export * from './registries/vendors.js';
export { inviteInput, userSummary, type UserSummary } from './users.js';

export const operations = {
  ...systemOperations,
  ...userOperations,
  ...homeOperations,
  ...communityOperations,
  ...facilityOperations,
  ...technologyOperations,
  ...vendorOperations,
  ...clinicalNeedOperations,
  ...postOperations,
  ...attachmentOperations,
  ...echoOperations,
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
