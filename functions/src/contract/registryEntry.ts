// A registry's entry in the catalogue the web app reads instead of the declarations
// (registryCatalogue.ts), and a record's page from it. No zod and no imports: list pages and home
// import this module by itself (@hta/functions/contract/registryEntry).
export interface RegistryEntry<
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
  /**
   * Each filter's values where its schema lists them (an enum; 'true' and 'false' for a yes/no
   * filter); [] where any value goes.
   */
  filters: { [F in keyof Filters]: readonly Filters[F][] };
  /** The filters that take true or false (a URL holds them as text: `listFilters` converts). */
  booleans: readonly string[];
  /** Its record page's path, with RECORD_ID where the record's id goes (`recordPath`). */
  page: string;
  /** Its count and list on the home page, if it has one. */
  home: { title: string; path: string } | null;
}

/** Where a record's id goes in its page's path (letters: a path's encoding leaves them as they are). */
export const RECORD_ID = 'RECORD_ID';

/** A record's page, from its registry's entry: as the declaration's `page(id)` makes it. */
export const recordPath = (entry: Pick<RegistryEntry, 'page'>, id: string): string =>
  entry.page.replace(RECORD_ID, encodeURIComponent(id));

/**
 * The filters a list asks for, from what its URL holds (text): only the filters its registry
 * declares — a link may carry another list's — with a yes/no filter's 'true' or 'false' as a
 * boolean (anything else left out), so a hand-edited address never makes the list fail.
 */
export function listFilters(
  entry: Pick<RegistryEntry, 'filters' | 'booleans'>,
  fromUrl: Readonly<Record<string, string>>,
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(fromUrl)) {
    if (!(name in entry.filters)) continue;
    if (!entry.booleans.includes(name)) out[name] = value;
    else if (value === 'true' || value === 'false') out[name] = value === 'true';
  }
  return out;
}
