// A RIS or BibTeX file read with Citation.js into one CSL-JSON item per entry. The format is
// recognised by the contract (citationFormatOf) and named to Citation.js (`forceType`): left to
// guess, it would fetch a pasted DOI or URL. Each entry is converted on its own, so one it cannot read is reported, not the file.
import core from '@citation-js/core';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibtex';
import { z } from 'zod';

import {
  citationFileProblem,
  citationFormatOf,
  cslItem,
  type CitationFormat,
  type CslItem,
} from '../../contract/index.js';

const { plugins } = core;

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
    return { label, item: null, unreadable: `It could not be read: ${(e as Error).message}` };
  }
}

/**
 * A syntax error of the parser, kept to its first line (where it is). The parsers recurse into
 * nested braces: a file nesting thousands deep exhausts the stack, which is said as what it is.
 */
const firstLine = (e: unknown) =>
  e instanceof RangeError
    ? 'it nests braces or fields more deeply than a reference export does.'
    : (e instanceof Error ? e.message : String(e)).split('\n')[0];

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
  return records.map((record) => {
    const read = convert(record, '@ris/record', `TY  - ${first(record.TY) ?? '?'}`);
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

function readBibtex(text: string): ReadEntry[] {
  let entries: Array<z.infer<typeof bibEntry>>;
  try {
    entries = z.array(bibEntry).parse(
      plugins.input.chain(text, {
        target: '@biblatex/entries+list',
        forceType: '@biblatex/text',
        generateGraph: false,
      }),
    );
  } catch (e) {
    throw new CitationFileError(`The BibTeX file could not be read: ${firstLine(e)}`);
  }
  return entries.map((entry) =>
    convert([entry], '@biblatex/entries+list', `@${entry.type}{${entry.label}}`),
  );
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
