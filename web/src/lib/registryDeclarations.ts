// A registry's declaration with its zod schemas, for the pages that validate or describe a record
// field by field (forms, the write-conflict dialog). List and record pages need none of it: see
// ./registries (types and hooks) and virtual:hta/registries (list entries).
import { allRegistries, type RegistryName } from '@hta/functions/contract';

import type { RegistryOf } from './registries';

export function registryNamed<N extends RegistryName>(name: N): RegistryOf<N> {
  const registry = allRegistries.find((r) => r.name === name);
  if (!registry) throw new Error(`No registry named ${name}`);
  return registry as unknown as RegistryOf<N>;
}
