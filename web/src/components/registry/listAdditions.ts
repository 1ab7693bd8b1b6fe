// What other features add to a registry's list page (their feature.ts `lists`: readiness's column
// and filter on facilities), handed down by the app that puts the features together. A list page
// is loaded through the list of features, so it cannot import that list without an import loop.
import { createContext, useContext, useMemo } from 'react';

import type { RegistryName } from '@hta/functions/contract';

import type { FilterControl, GridRow, ListColumn } from './RegistryGrid';

export interface AddedToList<N extends RegistryName> {
  columns: Array<ListColumn<GridRow<N>>>;
  filters: Array<FilterControl<N>>;
}

export type ListAdditionsOf = <N extends RegistryName>(registry: N) => AddedToList<N>;

/** Outside the app (a page rendered alone), no feature adds anything. */
const noAdditions: ListAdditionsOf = () => ({ columns: [], filters: [] });

export const ListAdditionsContext = createContext<ListAdditionsOf>(noAdditions);

/** The columns and filters other features add to `registry`'s list, after the list's own. */
export function useListAdditions<N extends RegistryName>(registry: N): AddedToList<N> {
  const additionsOf = useContext(ListAdditionsContext);
  return useMemo(() => additionsOf(registry), [additionsOf, registry]);
}
