// What registries do on the server beyond their declaration, derived from the features' server
// parts (features/servers.ts): the owning feature's hooks, with what other features contribute
// to the registry's records (readiness and onboarding add to a facility's page). A registry
// without either works from its declaration alone (feedback does).
import type { Contribution } from '../feature.js';
import { featureServers } from '../../features/servers.js';
import type { RegistryServer } from './records.js';

type Data = Record<string, unknown>;

const parts = () => Object.values(featureServers).filter((s) => s !== undefined);

/** The contributions features make to `name`'s records. */
export function contributionsTo(name: string): Contribution[] {
  return parts().flatMap((s) => {
    const contribution = (s.contributes as Partial<Record<string, Contribution>> | undefined)?.[
      name
    ];
    return contribution ? [contribution] : [];
  });
}

/**
 * A registry's server: its own hooks, and a profile merging its own with its contributors'.
 * Read when called, not when this module loads: features' handlers (imports) use it, and the
 * list of features' servers imports them.
 */
export function registryServerOf(name: string): RegistryServer {
  const own = parts().find((s) => s.registries?.[name])?.registries?.[name] ?? {};
  const profiles = contributionsTo(name).flatMap((c) => (c.profile ? [c.profile] : []));
  if (profiles.length === 0) return own;
  return {
    ...own,
    async profile(record, caller) {
      const answers = await Promise.all([
        own.profile ? own.profile(record, caller) : Promise.resolve({}),
        ...profiles.map((profile) => profile(record, caller)),
      ]);
      return Object.assign({}, ...answers) as Data;
    },
  };
}
