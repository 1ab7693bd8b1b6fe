// The contract: every operation of the API, declared once. Functions and the web client are
// both typed from this module; nothing about an operation is written anywhere else. Registry
// operations are derived from the registries' declarations (registries/index.ts).
import type { z } from 'zod';

import { attachmentOperations } from './attachments.js';
import { echoOperations } from './echo.js';
import { lifecycleOperations } from './lifecycle.js';
import { mastQuestions } from './mast.js';
import { readinessItems } from './readiness.js';
import type { Operation } from './operation.js';
import { operationsOf } from './registry.js';
import { homeOperations } from './registries/home.js';
import { registries } from './registries/index.js';
import { calendarOperations } from './calendar.js';
import { epiOperations } from './epi.js';
import { importOperations } from './imports.js';
import { geographyOperations } from './geography.js';
import { onboardingOperations } from './onboarding.js';
import { selectionOperations } from './selection.js';
import { systemOperations } from './system.js';
import { ultrasoundOperations } from './ultrasound.js';
import { userOperations } from './users.js';

export * from './operation.js';
export * from './common.js';
export * from './messages.js';
export * from './names.js';
export * from './paths.js';
export * from './routes.js';
export * from './registry.js';
export * from './attachments.js';
export * from './exports.js';
export * from './fees.js';
export * from './imports.js';
export * from './indicatorImport.js';
export * from './geography.js';
export * from './calendar.js';
export * from './echo.js';
export * from './epi.js';
export * from './lifecycle.js';
export * from './mast.js';
export * from './onboarding.js';
export * from './priority.js';
export * from './readiness.js';
export * from './selection.js';
export * from './settings.js';
export * from './ultrasound.js';
export * from './registries/index.js';
export { inviteInput, userSummary, type UserSummary } from './users.js';

export const registryOperations = operationsOf(registries);

export const operations = {
  ...systemOperations,
  ...userOperations,
  ...homeOperations,
  ...registryOperations,
  ...mastQuestions.operations,
  ...readinessItems.operations,
  ...lifecycleOperations,
  ...selectionOperations,
  ...ultrasoundOperations,
  ...onboardingOperations,
  ...geographyOperations,
  ...epiOperations,
  ...calendarOperations,
  ...importOperations,
  ...attachmentOperations,
  ...echoOperations,
} satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type RegistryOperationName = keyof typeof registryOperations;
export type InputOf<N extends OperationName> = z.input<Operations[N]['input']>;
export type OutputOf<N extends OperationName> = z.output<Operations[N]['output']>;

/** The payload of the `api` callable. */
export interface ApiRequest<N extends OperationName = OperationName> {
  op: N;
  input: InputOf<N>;
}
