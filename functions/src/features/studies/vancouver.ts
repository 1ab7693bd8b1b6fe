// Vancouver (ICMJE / NLM Citing Medicine) references and the keys duplicates are found by: pure
// functions, shared by the server (stored on every write) and the web app.
import unhomoglyph from 'unhomoglyph';

export interface Citation {
  authors: string[];
  title: string;
  journal: string | null;
  year: number;
  volume?: string | null;
  issue?: string | null;
  pages?: string | null;
  doi?: string | null;
}

const MAX_AUTHORS = 6;

/** Ends a part with one full stop, unless it already ends with . ? or !. */
const closed = (part: string) => (/[.?!]$/.test(part) ? part : `${part}.`);

/**
 * A page range as NLM writes it: digits the last page repeats from the first are dropped
 * ("244-250" → "244-50", "1203-1208" → "1203-8"); anything else (e244, S12-S19, 99-101) as given.
 */
export function vancouverPages(pages: string): string {
  const range = /^(\d+)\s*[-‐–—]\s*(\d+)$/.exec(pages.trim());
  if (!range) return pages.trim();
  const [, first = '', last = ''] = range;
  if (first.length !== last.length || Number(last) <= Number(first)) return `${first}-${last}`;
  let same = 0;
  while (first[same] === last[same]) same += 1;
  return `${first}-${last.slice(same)}`;
}

/** "year;volume(issue):pages" — each part only when known ("2019;7:244", "2019:1-10", "2019"). */
function issueOf({ year, volume, issue, pages }: Citation): string {
  const where = `${volume?.trim() ?? ''}${issue?.trim() ? `(${issue.trim()})` : ''}`;
  const at = pages?.trim() ? `:${vancouverPages(pages)}` : '';
  return where ? `${year};${where}${at}` : `${year}${at}`;
}

/**
 * "Surname Initials, …" — up to six, then "et al." — title, journal, year;volume(issue):pages,
 * and the DOI (ICMJE / NLM Citing Medicine):
 * `Britton N, Miller MA. Tele-Ultrasound in resource-limited settings. Front Public Health. 2019;7:244. doi:10.3389/fpubh.2019.00244`
 */
export function vancouverReference(citation: Citation): string {
  const { authors, title, journal, doi } = citation;
  const shown = authors.slice(0, MAX_AUTHORS);
  const names =
    authors.length > MAX_AUTHORS ? `${shown.join(', ')}, et al.` : closed(shown.join(', '));
  const parts = [authors.length ? names : '', closed(title.trim())];
  if (journal?.trim()) parts.push(closed(journal.trim()));
  parts.push(closed(issueOf(citation)));
  if (doi?.trim()) parts.push(`doi:${doi.trim()}`);
  return parts.filter(Boolean).join(' ');
}

/**
 * A letter of another script that looks like Latin letters ("е" of Cyrillic, "ο" of Greek) as
 * those letters, after Unicode's confusables (unhomoglyph); any other letter as it is. Latin
 * letters themselves are left: the table also folds "m" into "rn", which would join titles that
 * differ, and would change the keys of every study already stored.
 */
const latinLookAlike = (letter: string) => {
  const base = unhomoglyph(letter);
  return /^[A-Za-z]+$/.test(base) ? base : letter;
};

/**
 * A title as duplicates compare it: case, accents, punctuation, spacing and letters of other
 * scripts that look like Latin ones ignored.
 */
export function normalisedTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{Script=Latin}\P{L}]/gu, latinLookAlike)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The key two records of the same study share: normalised title and year. */
export const titleYearKey = (title: string, year: number) => `${normalisedTitle(title)}|${year}`;

/** A DOI as duplicates compare it: lower case, without a resolver prefix. */
export const normalisedDoi = (doi: string) =>
  doi
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
    .toLowerCase();

/** A PMID as duplicates compare it: a number, so without leading zeros ("031552212" is 31552212). */
export const normalisedPmid = (pmid: string) => pmid.trim().replace(/^0+(?=\d)/, '');

/** A stored field that identifies a study, its value, and how a message names it. */
export interface StudyKey {
  field: 'doi' | 'pmid' | 'titleKey';
  value: string;
  by: 'DOI' | 'PMID' | 'title and year';
}

/**
 * The keys a study is found again by — its DOI, its PMID, its normalised title and year — in the
 * order a duplicate is named by. One rule for the library's writes and its import.
 */
export function studyKeys(fields: {
  doi?: string | null;
  pmid?: string | null;
  title: string;
  year: number;
}): StudyKey[] {
  const keys: StudyKey[] = [];
  if (fields.doi) keys.push({ field: 'doi', value: normalisedDoi(fields.doi), by: 'DOI' });
  if (fields.pmid) keys.push({ field: 'pmid', value: normalisedPmid(fields.pmid), by: 'PMID' });
  keys.push({
    field: 'titleKey',
    value: titleYearKey(fields.title, fields.year),
    by: 'title and year',
  });
  return keys;
}
