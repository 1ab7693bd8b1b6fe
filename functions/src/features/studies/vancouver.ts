// Vancouver (ICMJE / NLM Citing Medicine) references and the keys duplicates are found by: pure
// functions, shared by the server (stored on every write) and the web app.

export interface Citation {
  authors: string[];
  title: string;
  journal: string | null;
  year: number;
}

const MAX_AUTHORS = 6;

/** Ends a part with one full stop, unless it already ends with . ? or !. */
const closed = (part: string) => (/[.?!]$/.test(part) ? part : `${part}.`);

/**
 * "Surname Initials, …" — up to six authors, then "et al." — title, journal, year:
 * `Britton N, Miller MA. Tele-Ultrasound in resource-limited settings. Front Public Health. 2019;`
 */
export function vancouverReference({ authors, title, journal, year }: Citation): string {
  const shown = authors.slice(0, MAX_AUTHORS);
  const names =
    authors.length > MAX_AUTHORS ? `${shown.join(', ')}, et al.` : closed(shown.join(', '));
  const parts = [authors.length ? names : '', closed(title.trim())];
  if (journal?.trim()) parts.push(closed(journal.trim()));
  return `${parts.filter(Boolean).join(' ')} ${year};`;
}

/** A title as duplicates compare it: case, accents, punctuation and spacing ignored. */
export function normalisedTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
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
