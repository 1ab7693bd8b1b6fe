// A citation of a search's export (CSL-JSON, as the study library's reader gives it) as a
// candidate record: what screening reads — title, authors, year, DOI, journal, abstract — cut to
// bounded lengths. Lenient where the library is strict: a record with a group author or no year
// is still a record the search found and must be screened; only one without a title cannot be.
import type { CslItem } from '../studies/public.js';
import { normalisedDoi, normalisedTitle, vancouverName } from '../studies/public.js';
import { RECORD_LIMITS } from './contract.js';

export interface Candidate {
  title: string;
  authors: string[];
  year: number | null;
  doi: string | null;
  journal: string | null;
  abstract: string | null;
}

const squeeze = (s: string | undefined) => s?.replace(/\s+/g, ' ').trim() || null;

/** A text cut to `max` characters, marked so when cut (never mid surrogate pair). */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '')}…`;
}

const cutOrNull = (s: string | null, max: number) => (s === null ? null : cut(s, max));

const DOI = /^10\.\d{4,9}\/\S+$/;

/** A candidate, or why the entry cannot be screened. */
export function candidateOf(item: CslItem): Candidate | { problem: string } {
  const title = squeeze(item.title);
  if (!title) return { problem: 'It has no title: nothing to screen.' };
  const names = (item.author ?? []).map(
    (n) => vancouverName(n) ?? squeeze(n.literal ?? [n.given, n.family].filter(Boolean).join(' ')),
  );
  const authors = names
    .filter((n): n is string => Boolean(n))
    .slice(0, RECORD_LIMITS.authors)
    .map((n) => cut(n, RECORD_LIMITS.author));
  const first = item.issued?.['date-parts']?.[0]?.[0];
  const year = typeof first === 'string' ? Number(first) : first;
  const doi = item.DOI ? normalisedDoi(item.DOI) : '';
  return {
    title: cut(title, RECORD_LIMITS.title),
    authors,
    year: year !== undefined && Number.isInteger(year) && year > 0 && year < 10_000 ? year : null,
    // A DOI that is not one is no key for duplicates: left out rather than kept as text.
    doi: DOI.test(doi) && doi.length <= 300 ? doi : null,
    journal: cutOrNull(squeeze(item['container-title'] ?? item.publisher), RECORD_LIMITS.journal),
    abstract: cutOrNull(squeeze(item.abstract), RECORD_LIMITS.abstract),
  };
}

/** The keys two records of a question are compared by, in the order they are tried. */
export function recordKeys(r: Pick<Candidate, 'doi' | 'title' | 'year'>) {
  const keys: Array<{ key: string; by: 'DOI' | 'title and year' }> = [];
  if (r.doi) keys.push({ key: `doi|${r.doi}`, by: 'DOI' });
  // Without a year, a title is matched only with others that have none.
  keys.push({ key: `title|${normalisedTitle(r.title)}|${r.year ?? '-'}`, by: 'title and year' });
  return keys;
}

export interface Marked {
  duplicateOf: string | null;
  duplicateBy: 'DOI' | 'title and year' | null;
}

/**
 * Marks each new record that duplicates a record found before it: one of the question's
 * earlier records (`earlier`, originals only), or a new record ahead of it. A duplicate points
 * at the original, never at another duplicate. DOI is tried first, over all, then title + year.
 */
export function markDuplicates(
  earlier: ReadonlyArray<{ id: string } & Pick<Candidate, 'doi' | 'title' | 'year'>>,
  incoming: ReadonlyArray<{ id: string } & Pick<Candidate, 'doi' | 'title' | 'year'>>,
): Marked[] {
  const seen = new Map<string, string>();
  const remember = (r: { id: string } & Pick<Candidate, 'doi' | 'title' | 'year'>) => {
    for (const { key } of recordKeys(r)) if (!seen.has(key)) seen.set(key, r.id);
  };
  earlier.forEach(remember);
  return incoming.map((r) => {
    for (const { key, by } of recordKeys(r)) {
      const original = seen.get(key);
      if (original) return { duplicateOf: original, duplicateBy: by };
    }
    remember(r);
    return { duplicateOf: null, duplicateBy: null };
  });
}
