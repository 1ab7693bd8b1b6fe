// What a web feature contributes to the app, declared in its own folder
// (web/src/features/<name>/feature.ts, default export): the pages it renders for the contract's
// routes, its entries in the navigation, an action the shell offers on every page, and panels on
// other registries' record pages and columns and filters on their list pages. The app derives its route pages, navigation, shell actions and
// record panels from these declarations (./features.ts), so adding a feature edits no central
// file. Everything a feature names here is loaded lazily: the declarations are in the app's entry.
import type { ComponentType } from 'react';

import type { Params } from 'react-router-dom';

import type { InputOf, OperationName, RegistryName } from '@hta/functions/contract';
import type { RoutePage } from '@hta/functions/contract';

import type { ListColumn } from '../components/registry/ListTable';
import type { FilterControl, GridRow } from '../components/registry/RegistryGrid';
import type { ProfileOf } from '../lib/registries';

type Loads<Props = object> = () => Promise<{ default: ComponentType<Props> }>;

/** Code heavy enough that only the pages drawing with it may load it (tests/bench/first-load.ts). */
type HeavyCode = 'chart' | 'map' | 'calendar';

/** Asks for an operation's answer ahead of the page (app/pageData.ts). */
type AskApi = <N extends OperationName>(op: N, input: InputOf<N>) => void;

export interface FeaturePage {
  /** The page, in a chunk of its own: `() => import('./SomePage')`, a module of the feature. */
  load: Loads;
  /**
   * The answers the page reads first, asked for as its route is entered, beside its code, with
   * the route's parameters: the page's `useApiQuery` of the same operation and input reads them.
   */
  prefetch?: (ask: AskApi, params: Params) => void;
  /** The heavy code it draws with; any other page carrying it fails the first-load benchmark. */
  heavy?: HeavyCode[];
  /**
   * An action the shell offers on every page to those who may open this page's routes
   * (feedback: "tell us about this page").
   */
  action?: Loads;
}

/** The navigation drawer's groups, in their order. */
export const NAV_GROUPS = [
  'Overview',
  'Communities and facilities',
  'Technologies',
  'Evaluations',
  'Clinical needs',
  'Data and tools',
  'Echo',
  'Administration',
  'Help',
] as const;

export interface NavEntry {
  group: (typeof NAV_GROUPS)[number];
  /** A path of a route (contract `paths`); its title and access are the route's. */
  path: string;
  /** Its place in the group: lower first. */
  order: number;
}

/** What one registry's record page receives: the record with what its page shows beside it. */
export interface RecordPanelProps<N extends RegistryName> {
  profile: ProfileOf<N>;
}

export interface RecordPanel<N extends RegistryName> {
  /** Its place among the record page's panels: lower first. */
  order: number;
  load: Loads<RecordPanelProps<N>>;
}

/**
 * Columns and filters it adds to another registry's list page, on fields it keeps on that
 * registry's records (its contract part's `contributes`). Plain data, read with the declaration.
 */
export interface ListAdditions<N extends RegistryName> {
  /** Its place among the list's additions: lower first, after the list's own. */
  order: number;
  columns: Array<ListColumn<GridRow<N>>>;
  filters?: Array<FilterControl<N>>;
}

export interface HomeCard {
  /** Its place among the home page's cards: lower first. */
  order: number;
  load: Loads;
}

export interface WebFeature {
  /** The pages it renders, by the contract's page names (functions/src/contract/routes.ts). */
  pages?: Partial<Record<RoutePage, FeaturePage>>;
  nav?: NavEntry[];
  /** Panels it adds to other registries' record pages, by registry. */
  panels?: { [N in RegistryName]?: RecordPanel<N>[] };
  /** Columns and filters it adds to other registries' list pages, by registry. */
  lists?: { [N in RegistryName]?: ListAdditions<N> };
  /** Cards it adds to the home page (the technologies whose reassessment is due), by order. */
  home?: HomeCard[];
  /** A marker it shows beside a technology wherever technologies are listed as cards (the board). */
  technologyMarkers?: { load: Loads<{ technologyId: string }> };
  /** The operations whose answers are kept on the device for offline reading (default: none). */
  keptOffline?: OperationName[];
}
