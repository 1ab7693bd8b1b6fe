import type { z } from 'zod';

import {
  allRegistries,
  type OperationName,
  type Operations,
  type RegistryOperationName,
} from '../contract/index.js';
import type { HandlerContext } from './context.js';
import { attachmentHandlers } from './attachments.js';
import { registryHandlers } from './registries/handlers.js';
import { registryServerOf } from './registries/servers.js';
import { featureServers, loadFeatureServers } from '../features/servers.js';
import { systemHandlers } from './system.js';

export type Handler<N extends OperationName> = (
  input: z.output<Operations[N]['input']>,
  context: HandlerContext,
) => Promise<z.input<Operations[N]['output']>>;

export type Handlers = { [N in OperationName]: Handler<N> };

/**
 * The registries' operations, built from their declarations. Each is built from the same
 * declaration as its contract entry (names, schemas); TypeScript cannot follow names built at run
 * time, so the map's type is stated here, and a test checks every operation has its handler.
 */
const registryOperationHandlers = () =>
  Object.assign({}, ...allRegistries.map((r) => registryHandlers(r, registryServerOf(r.name)))) as {
    [N in RegistryOperationName]: Handler<N>;
  };

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
const featureHandlers = () =>
  Object.assign({}, ...Object.values(featureServers).map((s) => s?.handlers ?? {})) as Omit<
    Handlers,
    RegistryOperationName | keyof typeof coreHandlers
  >;

const built: Partial<Handlers> = { ...coreHandlers };

/**
 * Every operation's handler, complete once `loadHandlers()` has resolved (the entry points await
 * it on every call): registries' and features' handlers come with the features' server parts.
 */
export const handlers = built as Handlers;

let loading: Promise<void> | undefined;

export function loadHandlers(): Promise<void> {
  return (loading ??= loadFeatureServers().then(() => {
    // Typed whole here, so a feature or registry handler missing is still a compile error.
    const all: Handlers = { ...coreHandlers, ...registryOperationHandlers(), ...featureHandlers() };
    Object.assign(built, all);
  }));
}
