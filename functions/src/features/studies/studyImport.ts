// Import of studies from RIS and BibTeX files (Zotero, EndNote, Mendeley, PubMed exports), in the
// hub's check-then-write way: `studies.importCheck` reads the file and says, per entry, new,
// duplicate (of a study in the library or of an earlier entry of the file — by DOI, PMID or
// normalised title + year) or invalid (and why), writing nothing; `studies.importWrite` writes the
// entries the person chose, with the design they set, after finding duplicates again itself.
import { z } from 'zod';

import { recordId } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';
import { paths } from './routes.js';
import { studyFields } from './contract.js';
import { draftFields } from './citationDrafts.js';
import { studyKeys, type StudyKey } from './vancouver.js';

/** A file's text at most (a library export of some 400 studies with their abstracts). */
export const CITATION_FILE_MAX_CHARS = 1_000_000;
export const CITATION_FILE_LIMIT = '1 MB';
/** Entries a file may hold: a check answers for all of them at once. */
export const CITATION_FILE_MAX_ENTRIES = 500;
/**
 * Studies one write takes: one transaction, each study 3 writes (record, audit entry, data
 * version), well under Firestore's 500. The import page sends more in turns.
 */
export const STUDY_IMPORT_CHUNK = 100;

export const CITATION_FORMATS = ['RIS', 'BibTeX'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

/** A study in the library an entry duplicates. */
export const existingStudy = z.object({ id: recordId, title: z.string(), page: z.string() });
export type ExistingStudy = z.infer<typeof existingStudy>;

export const importStatus = z.enum(['new', 'duplicate', 'invalid']);
export type ImportStatus = z.infer<typeof importStatus>;

export const checkedEntry = z.object({
  /** Its place in the file, from 1. */
  entry: z.number().int(),
  /** How the file names it: a BibTeX key, a RIS type. */
  label: z.string(),
  status: importStatus,
  /** Why it is a duplicate or invalid. */
  reasons: z.array(z.string()),
  /** The library's fields it does not give (journal, DOI…): left empty, not guessed. */
  missing: z.array(z.string()),
  /** What would be imported (no design: the person sets it); none when invalid. */
  draft: draftFields.nullable(),
  /** The study in the library it duplicates. */
  existing: existingStudy.nullable(),
});
export type CheckedEntry = z.infer<typeof checkedEntry>;

export const writtenEntry = z.object({
  entry: z.number().int(),
  status: z.enum(['created', 'duplicate']),
  reasons: z.array(z.string()),
  /** The study created, or the one in the library it duplicates. */
  study: existingStudy.nullable(),
});
export type WrittenEntry = z.infer<typeof writtenEntry>;

const RIS = /^TY {2}- /m;
const BIBTEX = /^\s*@[A-Za-z]+\s*[{(]/m;
const MEDLINE = /^PMID- ?\d/m;
/** Control characters other than tab and line breaks: not in a text export. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** A text's format: RIS by its plugin's own test (a "TY  - " line), BibTeX by an entry's start. */
export function citationFormatOf(text: string): CitationFormat | null {
  if (RIS.test(text)) return 'RIS';
  if (BIBTEX.test(text)) return 'BibTeX';
  return null;
}

/** Why a text is not a RIS or BibTeX file a check can read, or null. */
export function citationFileProblem(text: string): string | null {
  if (text.trim() === '') return 'The file is empty.';
  if (CONTROL.test(text) || LONE_SURROGATE.test(text))
    return 'The file holds characters a RIS or BibTeX text export does not (control characters or broken ones): export it again as text (UTF-8).';
  if (citationFormatOf(text)) return null;
  if (MEDLINE.test(text))
    return 'This is a PubMed (MEDLINE, .nbib) file, not RIS or BibTeX: open it in Zotero, EndNote or Mendeley and export RIS or BibTeX.';
  return 'This file is neither RIS (lines such as "TY  - JOUR" … "ER  - ") nor BibTeX (entries such as "@article{key, …}"). Export the studies from Zotero, EndNote, Mendeley or PubMed as RIS or BibTeX.';
}

/**
 * A file's text: a RIS or BibTeX export, not free text — markup is allowed in it (Zotero writes
 * <i> into titles; an entry whose title keeps it is refused as the form refuses it).
 */
const citationFile = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : 'Send the file’s text.') })
  .max(
    CITATION_FILE_MAX_CHARS,
    `The file is larger than ${CITATION_FILE_LIMIT}: export fewer studies at a time.`,
  )
  .superRefine((text, ctx) => {
    const problem = citationFileProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * An entry's number is its place in the file, and the answer says what became of each by it: two
 * with one number would be two studies the person cannot tell apart in the answer.
 */
function eachEntryOnce(entries: ReadonlyArray<{ entry: number }>, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  for (const [i, { entry }] of entries.entries()) {
    if (seen.has(entry))
      ctx.addIssue({
        code: 'custom',
        path: [i, 'entry'],
        message: `Entry ${entry} is sent twice: each entry of the file once.`,
      });
    seen.add(entry);
  }
}

export const studyImportOperations = {
  'studies.importCheck': defineOperation({
    access: 'signedIn',
    summary:
      'Reads a RIS or BibTeX file and answers, per entry, new, duplicate (of the library or of an earlier entry, by DOI, PMID or title and year) or invalid, with the reasons and the fields it lacks. Writes nothing.',
    input: z
      .object({
        text: citationFile,
      })
      .strict(),
    output: z.object({ format: z.enum(CITATION_FORMATS), entries: z.array(checkedEntry) }),
  }),
  'studies.importWrite': defineOperation({
    access: 'signedIn',
    summary: `Adds the chosen entries (at most ${STUDY_IMPORT_CHUNK}) to the library in one transaction, each with its design; an entry that is by then a duplicate (of the library or of an earlier entry) is left out and said so.`,
    input: z
      .object({
        entries: z
          .array(z.object({ entry: z.number().int().min(1), fields: studyFields }).strict())
          .min(1, 'Choose at least one study to import.')
          .max(STUDY_IMPORT_CHUNK, `At most ${STUDY_IMPORT_CHUNK} studies at a time.`)
          .superRefine(eachEntryOnce),
      })
      .strict(),
    output: z.object({ created: z.number().int(), entries: z.array(writtenEntry) }),
  }),
};

/** A key as the library's matches are looked up by. */
export const keyId = (key: Pick<StudyKey, 'field' | 'value'>) => `${key.field}|${key.value}`;

interface Identified {
  doi?: string | null;
  pmid?: string | null;
  title: string;
  year: number;
}

/**
 * Finds duplicates among entries: an entry whose key a library study has (`library`, by
 * `keyId`) duplicates it; one whose key an earlier entry has duplicates that entry. Entries
 * without a draft (invalid) are left as they are and claim no key.
 */
export function findDuplicates(
  entries: ReadonlyArray<{ entry: number; draft: Identified | null }>,
  library: ReadonlyMap<string, { id: string; title: string }>,
): Array<{
  duplicate: boolean;
  reasons: string[];
  existing: ExistingStudy | null;
  /** The earlier entry of the same study, when that is what it duplicates. */
  earlier: number | null;
}> {
  const seen = new Map<string, number>();
  return entries.map(({ entry, draft }) => {
    if (!draft) return { duplicate: false, reasons: [], existing: null, earlier: null };
    const keys = studyKeys(draft);
    for (const key of keys) {
      const found = library.get(keyId(key));
      if (found)
        return {
          duplicate: true,
          reasons: [`Already in the library (same ${key.by}): “${found.title}”.`],
          existing: { ...found, page: paths.study(found.id) },
          earlier: null,
        };
    }
    for (const key of keys) {
      const earlier = seen.get(keyId(key));
      if (earlier !== undefined)
        return {
          duplicate: true,
          reasons: [`The same study as entry ${earlier} (same ${key.by}).`],
          existing: null,
          earlier,
        };
    }
    for (const key of keys) seen.set(keyId(key), entry);
    return { duplicate: false, reasons: [], existing: null, earlier: null };
  });
}
