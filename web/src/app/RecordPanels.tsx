// The panels other features add to a registry's record page (their feature.ts `panels`), in their
// declared order; each loads with its own code when the page first shows it.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

import type { RegistryName } from '@hta/functions/contract';

import type { ProfileOf } from '../lib/registries';
import type { RecordPanelProps } from './feature';
import { panelsOf } from './features';

type Panel<N extends RegistryName> = LazyExoticComponent<ComponentType<RecordPanelProps<N>>>;

const loaded = new Map<RegistryName, Panel<RegistryName>[]>();

function panelsFor<N extends RegistryName>(registry: N): Panel<N>[] {
  const known = loaded.get(registry) as Panel<N>[] | undefined;
  if (known) return known;
  const panels = panelsOf(registry).map((p) => lazy(p.load));
  loaded.set(registry, panels as Panel<RegistryName>[]);
  return panels;
}

/** The record page's panels from other features, given what the page read (its `get`). */
export function RecordPanels<N extends RegistryName>({
  registry,
  profile,
}: {
  registry: N;
  profile: ProfileOf<N>;
}) {
  return (
    <Suspense fallback={null}>
      {panelsFor(registry).map((Panel, i) => (
        <Panel key={i} profile={profile} />
      ))}
    </Suspense>
  );
}
