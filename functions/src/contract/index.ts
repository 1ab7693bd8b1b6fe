// The contract: every operation of the API, declared once. Functions and the web client are
// both typed from this module; nothing about an operation is written anywhere else. Registry
// operations are derived from the registries' declarations (registries/index.ts).
import type { z } from 'zod';

import { attachmentOperations } from './attachments.js';
import { echoOperations } from './echo.js';
import { lifecycleOperations } from '../features/lifecycle/contract.js';
import { mastQuestions } from '../features/evaluations/mast.js';
import { readinessItems } from '../features/readiness/readiness.js';
import type { Operation } from './operation.js';
import { operationsOf } from './registry.js';
import { homeOperations } from './registries/home.js';
import { registries } from './registries/index.js';
import { calendarOperations } from '../features/calendar/calendar.js';
import { epiOperations } from '../features/epi/contract.js';
import { importOperations } from '../features/imports/contract.js';
import { geographyOperations } from '../features/geography/contract.js';
import { onboardingOperations } from '../features/onboarding/onboarding.js';
import { selectionOperations } from '../features/selection/selection.js';
import { systemOperations } from './system.js';
import { ultrasoundOperations } from '../features/ultrasound/ultrasound.js';
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
export * from '../features/fees/fees.js';
export * from '../features/imports/contract.js';
export * from '../features/imports/indicatorImport.js';
export * from '../features/geography/contract.js';
export * from '../features/calendar/calendar.js';
export * from './echo.js';
export * from '../features/epi/contract.js';
export * from '../features/lifecycle/contract.js';
export * from '../features/evaluations/mast.js';
export * from '../features/onboarding/onboarding.js';
export * from '../features/needsAssessments/priority.js';
export * from '../features/readiness/readiness.js';
export * from '../features/selection/selection.js';
export * from './settings.js';
export * from '../features/ultrasound/ultrasound.js';
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
