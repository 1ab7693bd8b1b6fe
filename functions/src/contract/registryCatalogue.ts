// What pages need of a registry's declaration beside its records — its list's sorts, default
// sort, filters and the values they offer, the search's sort; its record page; its home entry —
// as plain data without the declaration's zod schemas. The web app's list pages and home read it
// from a module made at build time from this function (web/vite/registryCatalogue.ts), so they
// download no schema code (sign-in → the first list page within 300 KB); the server and
// the contract keep reading the declarations.
import { z } from 'zod';

import {
  filterValues,
  innerSchema,
  searchSortOf,
  type AnyRegistry,
  type FilterSpec,
} from './registry.js';
import type { Registries, RegistryName } from './registries/index.js';
import { RECORD_ID, type RegistryEntry } from './registryEntry.js';

export { listFilters, recordPath, type RegistryEntry } from './registryEntry.js';

type RegistryOf<N extends RegistryName> = Extract<Registries[number], { name: N }>;
type SortOf<N extends RegistryName> = keyof RegistryOf<N>['list']['sorts'] & string;
/** Each filter's value, as its schema types it. */
type FilterValuesOf<N extends RegistryName> = {
  [
    F in keyof RegistryOf<N>['list']['filters'] & string
  ]: RegistryOf<N>['list']['filters'][F] extends {
    schema: infer S extends z.ZodType;
  }
    ? z.output<S> extends boolean
      ? 'true' | 'false'
      : Extract<z.output<S>, string>
    : string;
};

export type RegistryCatalogue = {
  readonly [N in RegistryName]: RegistryEntry<SortOf<N>, FilterValuesOf<N>>;
};

const isBoolean = (spec: FilterSpec) => innerSchema(spec.schema) instanceof z.ZodBoolean;

/** Every registry's entry, from the declarations (a page is a function: written as a path). */
export function registryCatalogueOf(
  registries: readonly AnyRegistry[],
): Record<string, RegistryEntry> {
  return Object.fromEntries(
    registries.map((r): [string, RegistryEntry] => [
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
            isBoolean(spec) ? ['true', 'false'] : filterValues(spec),
          ]),
        ),
        booleans: Object.entries(r.list.filters as Record<string, FilterSpec>)
          .filter(([, spec]) => isBoolean(spec))
          .map(([name]) => name),
        page: r.page(RECORD_ID),
        home: r.home ?? null,
      },
    ]),
  );
}
