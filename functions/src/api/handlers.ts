// Every operation's handler: the hub's own, each registry's (built from its declaration and its
// composed server) and each feature's (its server part, features/servers.ts). Built once, as the
// module loads: every server part is imported statically, so nothing waits for a later load.
import { allRegistries, type RegistryOperationName } from '../contract/index.js';
import { featureServers, registryServerOf, approvalEffects } from '../features/servers.js';
import type { ComposedRegistries } from './context.js';
import type { Handler, Handlers } from './handler.js';
import { attachmentHandlers } from './attachments.js';
import { registryHandlers } from './registries/handlers.js';
import { systemHandlers } from './system.js';

export type { Handler, Handlers };

/** The registries as composed from the features' server parts, for every handler's context. */
export const composedRegistries: ComposedRegistries = {
  all: allRegistries,
  serverOf: registryServerOf,
  approvalEffects,
};

/**
 * The registries' operations, built from their declarations. Each is built from the same
 * declaration as its contract entry (names, schemas); TypeScript cannot follow names built at run
 * time, so the map's type is stated here, and a test checks every operation has its handler.
 */
const registryOperationHandlers = Object.assign(
  {},
  ...allRegistries.map((r) => registryHandlers(r, registryServerOf(r.name))),
) as { [N in RegistryOperationName]: Handler<N> };

/** The operations of the hub itself, outside any feature. */
const coreHandlers = {
  ...systemHandlers,
  ...attachmentHandlers,
};

/**
 * The features' own operations' handlers. Each feature's server part is checked against its
 * operations (defineFeatureServer); the union is stated here, and a test checks every operation
 * has its handler.
 */
const featureHandlers = Object.assign(
  {},
  ...Object.values(featureServers).map((s) => s.handlers ?? {}),
) as Omit<Handlers, RegistryOperationName | keyof typeof coreHandlers>;

export const handlers: Handlers = {
  ...coreHandlers,
  ...registryOperationHandlers,
  ...featureHandlers,
};
