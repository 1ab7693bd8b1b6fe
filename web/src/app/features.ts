// The app's features, found by their declarations (web/src/features/<name>/feature.ts), and the
// lists derived from them: each route page's component, the navigation's entries, the shell's
// actions, the panels on each registry's record page and the additions to its list page. The
// declarations are read eagerly (they are small and name their pages lazily); each page stays in
// a chunk of its own.
import type { RegistryName } from '@hta/functions/contract';
import { paths } from './paths';
import type { RoutePage } from '@hta/functions/contract';

import type {
  FeaturePage,
  HomeCard,
  ListAdditions,
  NavEntry,
  RecordPanel,
  WebFeature,
} from './feature';

const declared = import.meta.glob<WebFeature>('../features/*/feature.ts', {
  eager: true,
  import: 'default',
});

/** The app's own page: the classic layout's index of every section. */
const app: WebFeature = {
  pages: { classicIndex: { load: () => import('./pages/ClassicIndexPage') } },
  nav: [{ group: 'Help', path: paths.classic, order: 30 }],
};

/** Each feature by its folder's name ('app' for the app's own pages). */
export const features: ReadonlyMap<string, WebFeature> = new Map([
  ...Object.entries(declared).map(([file, feature]) => [file.split('/').at(-2)!, feature] as const),
  ['app', app],
]);

/** The operations whose answers the features keep for offline reading. */
export const keptOffline: ReadonlySet<string> = new Set(
  [...features.values()].flatMap((f) => f.keptOffline ?? []),
);

const pagesByName = new Map<string, { feature: string; page: FeaturePage }>();
for (const [feature, { pages = {} }] of features) {
  for (const [name, page] of Object.entries(pages)) {
    const other = pagesByName.get(name);
    if (other) throw new Error(`Features ${other.feature} and ${feature} both render ${name}`);
    pagesByName.set(name, { feature, page });
  }
}
/** Every page the features render, by page name, with the feature rendering it. */
export const featurePages: ReadonlyMap<string, { feature: string; page: FeaturePage }> =
  pagesByName;

/** The page a route's page name renders. */
export function pageNamed(name: RoutePage): FeaturePage {
  const found = pagesByName.get(name);
  if (!found) throw new Error(`No feature renders the page ${name}`);
  return found.page;
}

/** The navigation's entries, each group's in their declared order. */
export const navEntries: NavEntry[] = [...features.values()]
  .flatMap((f) => f.nav ?? [])
  .sort((a, b) => a.order - b.order);

/** What features show on a registry's record page, in their declared order. */
export function panelsOf<N extends RegistryName>(registry: N): RecordPanel<N>[] {
  return [...features.values()]
    .flatMap((f): RecordPanel<N>[] => f.panels?.[registry] ?? [])
    .sort((a, b) => a.order - b.order);
}

/** What features add to a registry's list page (their `lists`), in their declared order. */
export function listAdditionsOf<N extends RegistryName>(
  registry: N,
): Pick<ListAdditions<N>, 'columns'> & Required<Pick<ListAdditions<N>, 'filters'>> {
  const additions = [...features.values()]
    .flatMap((f): ListAdditions<N>[] => {
      const added = f.lists?.[registry];
      return added ? [added] : [];
    })
    .sort((a, b) => a.order - b.order);
  return {
    columns: additions.flatMap((a) => a.columns),
    filters: additions.flatMap((a) => a.filters ?? []),
  };
}

/** The cards features add to the home page, in their declared order. */
export const homeCards: HomeCard[] = [...features.values()]
  .flatMap((f) => f.home ?? [])
  .sort((a, b) => a.order - b.order);

/** The markers features show beside a technology's card. */
export const technologyMarkers = [...features.values()].flatMap((f) =>
  f.technologyMarkers ? [f.technologyMarkers] : [],
);
