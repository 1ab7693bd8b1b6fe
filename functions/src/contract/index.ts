// The contract: every operation of the API, declared once. Functions and the web client are
// both typed from this module; nothing about an operation is written anywhere else. Its
// features' operations are derived from the list of features (features/index.ts).
import type { z } from 'zod';

import { attachmentOperations } from './attachments.js';
import type { Operation } from './operation.js';
import { affectedBy, operationsOf } from './registry.js';
import { featureOperationsOf, viewsReading } from './feature.js';
import type { appRoutes } from './routes.js';
import { features, type Features } from '../features/index.js';
import { allRegistries, registries } from './registries/index.js';
import { registryCatalogueOf, type RegistryCatalogue } from './registryCatalogue.js';
import { systemOperations } from './system.js';

export * from './operation.js';
export * from './common.js';
export * from './requestIds.js';
export * from './messages.js';
export * from './names.js';
export * from './paths.js';
export * from './routes.js';
export * from './registry.js';
export * from './feature.js';
export * from './attachments.js';
export * from './exports.js';
export * from './settings.js';
export * from './registries/index.js';
export {
  listFilters,
  recordPath,
  type RegistryCatalogue,
  type RegistryEntry,
} from './registryCatalogue.js';
export * from '../features/index.js';

export const registryOperations = operationsOf(registries);

/** Every registry's entry without its schemas (the web app's lists and home: virtual:hta/registries). */
export const registryCatalogue = registryCatalogueOf(allRegistries) as RegistryCatalogue;

/** The name of a page some route renders. */
export type RoutePage =
  (typeof appRoutes)[number]['page'] | Features[number]['pages']['routes'][number]['page'];

export const operations = {
  ...systemOperations,
  ...featureOperationsOf(features),
  ...attachmentOperations,
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

/**
 * The cached answers a write to `collection` makes stale, as operation names and prefixes: the
 * registries it affects (`affectedBy`) and the views that read it (features' `reads`).
 */
export function staleAfterWrite(collection: string): string[] {
  return [...affectedBy(allRegistries, collection), ...viewsReading(features, collection)];
}
