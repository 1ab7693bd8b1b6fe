// Every registry of the product, derived from the list of features (features/index.ts, the one
// place a feature is added). Operations, handlers, indexes, home counts, attachments, the web
// app's cache invalidation and Echo's tables are derived from this list.
import { features, type Features } from '../../features/index.js';
import type { AnyRegistry } from '../registry.js';

/** Every registry, in the order of the list of features. */
type FeatureRegistry = Features[number]['registries'][number];
export const registries: readonly FeatureRegistry[] = features.flatMap(
  (f): readonly FeatureRegistry[] => f.registries,
);

export type Registries = typeof registries;

export type RegistryName = Registries[number]['name'];

/**
 * The registries as their common shape, for code that walks all of them. A cast: each
 * declaration's Echo columns take its own record type, which the common shape (records of
 * unknown type) cannot accept as a parameter.
 */
export const allRegistries: readonly AnyRegistry[] =
  registries as unknown as readonly AnyRegistry[];

/**
 * Each registry's Firestore collection: server code names the collections it reads through this
 * (a collection is its registry's name, declared once in the registry's declaration).
 */
export const collections = Object.fromEntries(registries.map((r) => [r.name, r.name])) as {
  readonly [N in RegistryName]: N;
};

export const registryNamed = (name: string): AnyRegistry | undefined =>
  allRegistries.find((r) => r.name === name);
