// From a citation as Citation.js gives it (CSL-JSON) to a study draft, the library's fields
// without the design (no RIS or BibTeX field says it: the person sets it in the preview). Shared
// and pure: what it cannot read it reports, per entry, and never guesses — a group author, a year
// "in press", a DOI that is not one make the entry invalid with the reason; fields the entry does
// not give are listed as missing.
import { z } from 'zod';

import { quoted } from '../../contract/quoted.js';
import { studyFields } from './contract.js';

const text = z.union([z.string(), z.number()]).transform(String);

const cslName = z.object({
  family: z.string().optional(),
  given: z.string().optional(),
  literal: z.string().optional(),
  'non-dropping-particle': z.string().optional(),
  'dropping-particle': z.string().optional(),
  suffix: z.string().optional(),
});
export type CslName = z.infer<typeof cslName>;

/** The part of a CSL-JSON item the library reads (the rest is left). */
export const cslItem = z.object({
  type: z.string().optional(),
  title: text.optional(),
  author: z.array(cslName).optional(),
  issued: z
    .object({
      'date-parts': z.array(z.array(z.union([z.number(), z.string()]))).optional(),
      literal: z.string().optional(),
      raw: z.string().optional(),
    })
    .optional(),
  'container-title': text.optional(),
  'container-title-short': text.optional(),
  publisher: text.optional(),
  volume: text.optional(),
  issue: text.optional(),
  page: text.optional(),
  DOI: text.optional(),
  PMID: text.optional(),
  URL: text.optional(),
  note: text.optional(),
  /** Read by a search's candidate records (screened on title and abstract), not by the library. */
  abstract: text.optional(),
});
export type CslItem = z.infer<typeof cslItem>;

/** The library's fields an import fills (design and the rest are the person's). */
export const draftFields = studyFields.pick({
  authors: true,
  year: true,
  title: true,
  journal: true,
  volume: true,
  issue: true,
  pages: true,
  doi: true,
  pmid: true,
  url: true,
});
export type StudyDraft = z.output<typeof draftFields>;

/** The optional fields a preview names when an entry lacks them, as people call them. */
const OPTIONAL: Array<[keyof StudyDraft, string]> = [
  ['authors', 'authors'],
  ['journal', 'journal'],
  ['volume', 'volume'],
  ['issue', 'issue'],
  ['pages', 'pages'],
  ['doi', 'DOI'],
  ['pmid', 'PMID'],
  ['url', 'link'],
];

const LABELS: Record<string, string> = Object.fromEntries([
  ...OPTIONAL,
  ['title', 'Title'],
  ['year', 'Year'],
]);

/** A citation read: its draft, or why it cannot be imported; and what it does not give. */
export interface ReadDraft {
  draft: StudyDraft | null;
  problems: string[];
  missing: string[];
}

/** Authors an entry's reasons name one by one; the others are counted. */
const NAMED_AUTHORS = 5;

/** Reasons an entry gives at most: the first few, then how many more (one per author, say). */
const atMostSome = (reasons: string[], some = NAMED_AUTHORS + 1) =>
  reasons.length <= some
    ? reasons
    : [
        ...reasons.slice(0, some - 1),
        `… and ${(reasons.length - some + 1).toLocaleString('en-CA')} more like these.`,
      ];

const squeeze = (s: string | undefined) => s?.replace(/\s+/g, ' ').trim() || null;

/**
 * Initials as NLM writes them: the first letter of each given name, capitalised, without
 * stops — "Michael T." → "MT", "Jean-Pierre" → "JP", "J.-P." → "JP", "MT" (already initials) → "MT".
 */
export function initialsOf(given: string): string {
  const g = given.trim();
  if (/^\p{Lu}{1,4}$/u.test(g)) return g;
  return g
    .split(/[\s.\-‐]+/u)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** One author as "Surname Initials", or null when the name does not have both. */
export function vancouverName(name: CslName): string | null {
  // Already written so ("Britton N", as MEDLINE and PubMed's exports give it): kept.
  if (name.literal !== undefined)
    return /^\p{L}[\p{L}'’ -]* \p{Lu}{1,4}$/u.test(name.literal.trim())
      ? name.literal.trim()
      : null;
  // NLM keeps particles with the surname: "van der Berg JH".
  const family = [name['dropping-particle'], name['non-dropping-particle'], name.family]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const initials = initialsOf(name.given ?? '');
  if (!family || !initials || name.suffix) return null;
  return `${family} ${initials}`;
}

const nameAsGiven = (name: CslName) =>
  name.literal ??
  [name.given, name['dropping-particle'], name['non-dropping-particle'], name.family, name.suffix]
    .filter(Boolean)
    .join(' ');

/** A PMID given in a note as Zotero's "Extra" and BibTeX's `note` write it ("PMID: 31552212"). */
const pmidInNote = (note: string | undefined) =>
  /^\s*PMID:\s*(\d{1,9})\s*$/im.exec(note ?? '')?.[1];

/** The year, from the date's first part; an undated or literal date ("in press") is not one. */
function yearOf(issued: CslItem['issued']): { year?: number; problem?: string } {
  const first = issued?.['date-parts']?.[0]?.[0];
  const year = typeof first === 'string' ? Number(first) : first;
  if (year !== undefined && Number.isInteger(year)) return { year };
  const given = issued?.literal ?? issued?.raw ?? (first !== undefined ? String(first) : undefined);
  return given
    ? { problem: `The year ${quoted(given)} is not a year.` }
    : { problem: 'No year of publication.' };
}

/** Reads one citation into a draft (see the module's note). */
export function draftOf(item: CslItem): ReadDraft {
  const problems: string[] = [];
  const authors: string[] = [];
  let unwritten = 0;
  for (const name of item.author ?? []) {
    const written = vancouverName(name);
    if (written) authors.push(written);
    // Each name is said up to a few; the rest are counted (a file may name thousands).
    else if (++unwritten <= NAMED_AUTHORS)
      problems.push(
        `Author ${quoted(nameAsGiven(name))} cannot be written as "Surname Initials" (a group, a suffix or a missing given name); correct it in the file, or add the study by hand.`,
      );
  }
  if (unwritten > NAMED_AUTHORS)
    problems.push(
      `… and ${(unwritten - NAMED_AUTHORS).toLocaleString('en-CA')} more authors like these.`,
    );
  const { year, problem } = yearOf(item.issued);
  if (problem) problems.push(problem);
  const title = squeeze(item.title);
  if (!title) problems.push('No title.');
  const candidate = {
    authors,
    year,
    title: title ?? '',
    // Vancouver names the journal by its abbreviation when the file gives it.
    journal: squeeze(item['container-title-short'] ?? item['container-title'] ?? item.publisher),
    volume: squeeze(item.volume),
    issue: squeeze(item.issue),
    pages: squeeze(item.page),
    doi: squeeze(item.DOI),
    pmid: squeeze(item.PMID) ?? pmidInNote(item.note) ?? null,
    url: squeeze(item.URL),
  };
  const missing = OPTIONAL.filter(([field]) => {
    const value = candidate[field];
    return Array.isArray(value) ? value.length === 0 : value === null;
  }).map(([, label]) => label);
  if (problems.length) return { draft: null, problems, missing };
  const parsed = draftFields.safeParse(candidate);
  if (!parsed.success)
    return {
      draft: null,
      missing,
      problems: atMostSome(
        parsed.error.issues.map((issue) => {
          const field = String(issue.path[0] ?? '');
          const value = field in candidate ? candidate[field as keyof typeof candidate] : undefined;
          const shown = Array.isArray(value) ? value[Number(issue.path[1])] : value;
          return `${LABELS[field] ?? field}${shown !== undefined && shown !== null ? ` ${quoted(String(shown))}` : ''}: ${issue.message}`;
        }),
      ),
    };
  return { draft: parsed.data, problems: [], missing };
}
