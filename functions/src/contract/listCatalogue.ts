// What a registry's list page needs of its declaration — sorts, default sort, filters and the
// values they offer, the search's sort — as plain data without the declaration's zod schemas.
// The web app's list pages read it from a module made at build time from this function
// (web/vite/listCatalogue.ts), so a list page downloads no schema code (issue 22: sign-in → the
// first list page within 300 KB); the server and the contract keep reading the declarations.
import type { z } from 'zod';

import { filterValues, searchSortOf, type AnyRegistry, type FilterSpec } from './registry.js';
import type { Registries, RegistryName } from './registries/index.js';

type RegistryOf<N extends RegistryName> = Extract<Registries[number], { name: N }>;
type SortOf<N extends RegistryName> = keyof RegistryOf<N>['list']['sorts'] & string;
/** Each filter's value, as its schema types it. */
type FilterValuesOf<N extends RegistryName> = {
  [
    F in keyof RegistryOf<N>['list']['filters'] & string
  ]: RegistryOf<N>['list']['filters'][F] extends {
    schema: infer S extends z.ZodType;
  }
    ? Extract<z.output<S>, string>
    : string;
};

export interface ListEntry<
  Sort extends string = string,
  Filters extends Record<string, string> = Record<string, string>,
> {
  /** One record, for messages and file names: "community". */
  label: string;
  /** The sorts the list offers, by their contract names. */
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultDirection: 'asc' | 'desc';
  /** Sorts offered in one direction only (dates newest first). */
  oneWay: Partial<Record<Sort, 'asc' | 'desc'>>;
  /** The sort of a name search (`searchSortOf`). */
  searchSort: Sort;
  /** Each filter's values where its schema lists them (an enum); [] where any value goes. */
  filters: { [F in keyof Filters]: readonly Filters[F][] };
}

export type ListCatalogue = {
  readonly [N in RegistryName]: ListEntry<SortOf<N>, FilterValuesOf<N>>;
};

/** Every registry's list entry, from the declarations. */
export function listCatalogueOf(registries: readonly AnyRegistry[]): Record<string, ListEntry> {
  return Object.fromEntries(
    registries.map((r): [string, ListEntry] => [
      r.name,
      {
        label: r.label,
        sorts: Object.keys(r.list.sorts),
        defaultSort: r.list.defaultSort,
        defaultDirection: r.list.defaultDirection ?? 'asc',
        oneWay: r.list.oneWay ?? {},
        searchSort: searchSortOf(r),
        filters: Object.fromEntries(
          Object.entries(r.list.filters as Record<string, FilterSpec>).map(([name, spec]) => [
            name,
            filterValues(spec),
          ]),
        ),
      },
    ]),
  );
}
