// A RIS or BibTeX file read with Citation.js into one CSL-JSON item per entry. The format is
// recognised by the contract (citationFormatOf) and named to Citation.js (`forceType`): left to
// guess, it would fetch a pasted DOI or URL. Each entry is converted on its own, so one it cannot
// read is reported, not the file.
//
// What the parsers produce is bounded, not only what they are given: BibTeX's @string macros
// concatenate (`@string{b = a # a}`), so a file of a few hundred bytes names fields of hundreds of
// millions of characters. The file is first read into its entries only — the grammar, whose
// concatenations V8 keeps as ropes, so their lengths are known before a character is copied —
// and the entries' count and the expanded fields' lengths are checked before any entry is
// converted. Every text the reader quotes back is a short prefix (quoted.ts).
import core from '@citation-js/core';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibtex';
import { z } from 'zod';

import {
  CITATION_FILE_MAX_ENTRIES,
  citationFileProblem,
  citationFormatOf,
  type CitationFormat,
} from './studyImport.js';
import { cslItem, type CslItem } from './citationDrafts.js';
import { prefixOf } from '../../contract/quoted.js';

const { plugins } = core;

/**
 * Characters one field may hold once its macros are expanded: an abstract of a few thousand
 * words, with room. The library keeps far less (a title is at most 500).
 */
export const CITATION_FIELD_MAX_CHARS = 20_000;
/**
 * Characters a file's fields may hold in all once expanded: twice the largest file a check
 * takes, room for macros of journal names repeated over every entry.
 */
export const CITATION_EXPANDED_MAX_CHARS = 2_000_000;

const count = (n: number) => n.toLocaleString('en-CA');

/** A file that is not RIS or BibTeX, or that its format's parser refuses. */
export class CitationFileError extends Error {}

export interface ReadEntry {
  /** How the file names it: `@article{britton2019}`, `TY  - JOUR`. */
  label: string;
  item: CslItem | null;
  /** Why Citation.js could not read it. */
  unreadable: string | null;
}

const risRecord = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const bibEntry = z.object({
  type: z.string(),
  label: z.string(),
  properties: z.record(z.string(), z.unknown()),
});

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** One entry to CSL-JSON, or why it cannot be. */
function convert(input: unknown, forceType: string, label: string): ReadEntry {
  try {
    const items = z
      .array(cslItem)
      .parse(
        plugins.input.chain(input, { target: '@csl/list+object', forceType, generateGraph: false }),
      );
    const item = items[0];
    if (!item?.type)
      return { label, item: null, unreadable: 'Its type is not one the format defines.' };
    return { label, item, unreadable: null };
  } catch (e) {
    return {
      label,
      item: null,
      unreadable: `It could not be read: ${prefixOf(firstLine(e), 200)}`,
    };
  }
}

/**
 * A syntax error of the parser, kept to its first line (where it is) and to a prefix of that
 * (the line quotes the file). The parsers recurse into nested braces: a file nesting thousands
 * deep exhausts the stack; macros concatenated past the longest string V8 holds end the same way;
 * each is said as what it is.
 */
function firstLine(e: unknown): string {
  if (e instanceof RangeError)
    return /string length/i.test(e.message)
      ? 'its @string macros expand to more text than a reference export holds.'
      : 'it nests braces or fields more deeply than a reference export does.';
  return prefixOf((e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '', 300);
}

/** Refuses, before any is converted, more entries than a check answers for. */
function assertCountable(entries: number) {
  if (entries > CITATION_FILE_MAX_ENTRIES)
    throw new CitationFileError(
      `The file holds ${count(entries)} entries; at most ${CITATION_FILE_MAX_ENTRIES} are checked at a time: export the studies in smaller files.`,
    );
}

function readRis(text: string): ReadEntry[] {
  let records: Array<z.infer<typeof risRecord>>;
  try {
    records = z.array(risRecord).parse(
      plugins.input.chain(text, {
        target: '@else/list+object',
        forceType: '@ris/file',
        generateGraph: false,
      }),
    );
  } catch (e) {
    throw new CitationFileError(`The RIS file could not be read: ${firstLine(e)}`);
  }
  assertCountable(records.length);
  return records.map((record) => {
    const read = convert(record, '@ris/record', `TY  - ${prefixOf(first(record.TY) ?? '?', 20)}`);
    // PubMed's records in EndNote-style RIS carry the PMID as the accession number (AN) of the
    // database PubMed / MEDLINE (DB, DP); Citation.js leaves AN out.
    const accession = first(record.AN)?.trim();
    const database = `${first(record.DB) ?? ''} ${first(record.DP) ?? ''}`;
    if (
      read.item &&
      !read.item.PMID &&
      accession &&
      /^\d{1,9}$/.test(accession) &&
      /pubmed|medline|nlm/i.test(database)
    )
      read.item = { ...read.item, PMID: accession };
    return read;
  });
}

type BibEntry = z.infer<typeof bibEntry>;

const bibLabel = (entry: BibEntry) => `@${prefixOf(entry.type, 20)}{${prefixOf(entry.label, 60)}}`;

/**
 * Why an entry's fields, their macros expanded, are longer than an export's (one past
 * CITATION_FIELD_MAX_CHARS), or null; a file whose fields add up past CITATION_EXPANDED_MAX_CHARS
 * is refused whole. Reads lengths only: a rope's is known without flattening it.
 */
function tooLong(entries: readonly BibEntry[]): Array<string | null> {
  let total = 0;
  return entries.map((entry, i) => {
    const lengths = Object.entries(entry.properties).map(
      ([field, value]) =>
        [field, (typeof value === 'string' ? value : String(value)).length] as const,
    );
    const [field, longest] = lengths.find(([, length]) => length > CITATION_FIELD_MAX_CHARS) ?? [];
    // An entry not read is not converted: its fields cost nothing more.
    if (field !== undefined && longest !== undefined)
      return `Its ${prefixOf(field, 40)} is ${count(longest)} characters long once its @string macros are expanded; a reference export's fields hold at most ${count(CITATION_FIELD_MAX_CHARS)}.`;
    total += lengths.reduce((sum, [, length]) => sum + length, 0);
    if (total > CITATION_EXPANDED_MAX_CHARS)
      throw new CitationFileError(
        `The BibTeX file could not be read: its @string macros expand it to more than ${count(CITATION_EXPANDED_MAX_CHARS)} characters by entry ${i + 1} (${bibLabel(entry)}); a reference export holds at most ${count(CITATION_EXPANDED_MAX_CHARS)}.`,
      );
    return null;
  });
}

function readBibtex(text: string): ReadEntry[] {
  let entries: BibEntry[];
  try {
    // The grammar alone, the first link of Citation.js's chain: the entries with their macros
    // expanded, nothing converted yet. (The whole chain also failed on a file of no entries,
    // saying only that it could not tell what the empty list was.)
    entries = z.array(bibEntry).parse(plugins.input.data(text, '@biblatex/text'));
  } catch (e) {
    throw new CitationFileError(`The BibTeX file could not be read: ${firstLine(e)}`);
  }
  if (entries.length === 0)
    throw new CitationFileError(
      'The BibTeX file holds no entries: only @preamble, @comment or @string. Export the studies themselves (@article{…}).',
    );
  assertCountable(entries.length);
  const problems = tooLong(entries);
  return entries.map((entry, i) => {
    const problem = problems[i];
    return problem
      ? { label: bibLabel(entry), item: null, unreadable: problem }
      : convert([entry], '@biblatex/entries+list', bibLabel(entry));
  });
}

/** Reads a file's entries (see the module's note); a file it cannot read throws CitationFileError. */
export function readCitations(text: string): { format: CitationFormat; entries: ReadEntry[] } {
  const problem = citationFileProblem(text);
  const format = citationFormatOf(text);
  if (problem || !format) throw new CitationFileError(problem ?? 'Not a RIS or BibTeX file.');
  const entries = format === 'RIS' ? readRis(text) : readBibtex(text);
  if (entries.length === 0) throw new CitationFileError(`The ${format} file holds no entries.`);
  return { format, entries };
}
