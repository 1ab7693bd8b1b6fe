// The server parts of the features in features/index.ts, by feature name: each feature's registry
// hooks, handlers and contributions, read from its folder's `server.ts` (its default export).
// Handlers and hooks are derived from this (api/handlers.ts, api/registries/servers.ts). Found by
// the folder's name rather than listed again: the contract's list cannot import server code
// (the web app reads it), and a second list would be one more file for a new feature to edit.
// The compiler checks each server part against its feature (`defineFeatureServer`);
// api/handlers.test.ts checks that every feature and every operation found its part.
//
// Loaded on the first call (`loadFeatureServers`, awaited by the API's entry points), not at
// import: server parts import the API's modules, which import this one — a top-level await here
// would wait on itself.
import type { FeatureServer } from '../api/feature.js';
import { features, type FeatureName } from './index.js';

const loaded: Partial<Record<FeatureName, FeatureServer>> = {};

/** Every feature's server part, once `loadFeatureServers()` has resolved. */
export const featureServers: Readonly<Partial<Record<FeatureName, FeatureServer>>> = loaded;

async function serverOf(name: FeatureName): Promise<FeatureServer> {
  // Not a pattern for the bundler to expand: Node (and Vitest's resolver) load the folder's own.
  const part = (await import(/* @vite-ignore */ `./${name}/server.js`)) as {
    default?: FeatureServer;
  };
  if (!part.default) throw new Error(`features/${name}/server.ts has no default export`);
  return part.default;
}

let loading: Promise<void> | undefined;

export function loadFeatureServers(): Promise<void> {
  return (loading ??= Promise.all(
    features.map(async (f) => {
      loaded[f.name] = await serverOf(f.name);
    }),
  ).then(() => undefined));
}
