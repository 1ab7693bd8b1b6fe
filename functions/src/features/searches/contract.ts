// The search log of a review question: each search as it was run — the source (a bibliographic
// database, a trial register, grey literature, hand searching), the day, the search string, its
// limits and the records the source reported — and the records an RIS or BibTeX export of it
// brought in. Those are candidate records for screening, not studies of the library: most are
// excluded. A record found by an earlier search of the same question (same DOI, or else the same
// normalised title and year) is kept and marked as its duplicate, so PRISMA's "duplicates
// removed" is a count of records anyone can open, not a silent drop.
import { z } from 'zod';

import {
  nonNegative,
  optionalLine,
  optionalText,
  pastDay,
  recordId,
  related,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import { requestId } from '../../contract/requestIds.js';
import {
  CITATION_FILE_LIMIT,
  CITATION_FILE_MAX_CHARS,
  citationFileProblem,
} from '../studies/public.js';
import { paths as questionsPaths } from '../questions/routes.js';
import { paths } from './routes.js';

/**
 * Where a search was run, as PRISMA 2020 reports them (Page et al. 2021, items 6 and 7). The
 * kind puts each in its column of the flow diagram: databases and registers, or other methods.
 */
export const SEARCH_SOURCES = [
  'MEDLINE',
  'Embase',
  'CINAHL',
  'Cochrane Library',
  'trial register',
  'grey literature',
  'hand search',
  'citation search',
  'other',
] as const;
export type SearchSourceName = (typeof SEARCH_SOURCES)[number];

export const SOURCE_KIND: Record<SearchSourceName, 'database' | 'register' | 'other'> = {
  MEDLINE: 'database',
  Embase: 'database',
  CINAHL: 'database',
  'Cochrane Library': 'database',
  'trial register': 'register',
  'grey literature': 'other',
  'hand search': 'other',
  'citation search': 'other',
  other: 'other',
};

/** Sources whose name the log must say (which register, which websites, which other source). */
const NAMED_SOURCES: readonly SearchSourceName[] = ['trial register', 'grey literature', 'other'];

export const searchFields = z
  .object({
    questionId: recordId,
    source: z.enum(SEARCH_SOURCES, { error: 'Choose where the search was run.' }),
    /** The register, websites or other source by name; the interface (Ovid, EBSCOhost). */
    sourceDetail: optionalLine(300),
    dateRun: pastDay('The day the search was run'),
    searchString: requiredText(20_000, 'The search string'),
    limits: optionalText(2_000),
    /** As the source reported them: the import may hold fewer (an export's own limit). */
    recordsReported: nonNegative('The records found', 10_000_000).int(
      'The records found are a whole number.',
    ),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (NAMED_SOURCES.includes(f.source) && !f.sourceDetail)
      ctx.addIssue({
        code: 'custom',
        path: ['sourceDetail'],
        message: `Name the ${f.source === 'other' ? 'source' : f.source} searched.`,
      });
  });
export type SearchFieldsInput = z.input<typeof searchFields>;

export const searchRecordFields = z.object({
  ...searchFields.shape,
  questionTitle: z.string().nullable(),
  ...stamps.shape,
});
export type Search = z.output<typeof searchRecordFields>;

export const searchSummary = z.object({
  id: recordId,
  questionId: z.string(),
  questionTitle: z.string().nullable(),
  source: z.enum(SEARCH_SOURCES),
  sourceDetail: z.string().nullable(),
  dateRun: z.string(),
  recordsReported: z.number(),
  updatedAt: z.string(),
});
export type SearchSummary = z.infer<typeof searchSummary>;

/** Records one import takes: one transaction writes them all or none (Firestore takes 500). */
export const SEARCH_IMPORT_MAX_RECORDS = 400;
/** Records a search keeps (a few imports of a large database's export). */
export const SEARCH_MAX_RECORDS = 5_000;
/** Fields of a candidate record are cut to these lengths (an abstract of some 1,500 words). */
export const RECORD_LIMITS = {
  title: 1_000,
  author: 200,
  authors: 50,
  journal: 300,
  abstract: 10_000,
};

export const DUPLICATE_BY = ['DOI', 'title and year'] as const;

/** A candidate record of a search, as an import stored it. */
export const searchRecord = z.object({
  id: recordId,
  questionId: z.string(),
  searchId: z.string(),
  importId: z.string(),
  /** Its place in the search: 1, 2… over the search's imports. */
  position: z.number().int(),
  title: z.string(),
  authors: z.array(z.string()),
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  journal: z.string().nullable(),
  abstract: z.string().nullable(),
  /** The record of the question it duplicates (found earlier), and how it was matched. */
  duplicateOf: z.string().nullable(),
  duplicateBy: z.enum(DUPLICATE_BY).nullable(),
});
export type SearchRecord = z.infer<typeof searchRecord>;

export const searchImport = z.object({
  id: z.string(),
  format: z.enum(['RIS', 'BibTeX']),
  records: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  byEmail: z.string().nullable(),
  at: z.string(),
});
export type SearchImport = z.infer<typeof searchImport>;

export const searches = defineRegistry({
  name: 'searches',
  label: 'search',
  recordKey: 'search',
  nameField: 'source',
  fields: searchFields,
  record: searchRecordFields,
  summary: searchSummary,
  list: {
    // A few per question: served from a view, every filter with every sort.
    small: true,
    sorts: { dateRun: 'dateRun', updatedAt: 'updatedAt' },
    defaultSort: 'dateRun',
    defaultDirection: 'desc',
    filters: { questionId: { schema: recordId } },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [{ field: 'questionId', to: 'questions', nameCopy: 'questionTitle' }],
  profile: {
    question: related.nullable(),
    imports: z.array(searchImport),
    recordCount: z.number().int(),
    duplicateCount: z.number().int(),
  },
  page: paths.search,
  echo: {
    heading: (n) => `Search log (${n}): where each review question's evidence was searched`,
    columns: {
      page: (s) => paths.search(s.id),
      'question page': (s): string => questionsPaths.question(s.questionId),
      source: (s) => (s.sourceDetail ? `${s.source} (${s.sourceDetail})` : s.source),
      'date run': (s) => s.dateRun,
      'search string': (s) => s.searchString,
      limits: (s) => s.limits,
      'records found (reported)': (s) => s.recordsReported,
    },
  },
});

/** A file's text, as the study library's import reads it. */
const citationFile = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : 'Send the file’s text.') })
  .max(
    CITATION_FILE_MAX_CHARS,
    `The file is larger than ${CITATION_FILE_LIMIT}: export fewer records at a time.`,
  )
  .superRefine((text, ctx) => {
    const problem = citationFileProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const skippedEntry = z.object({
  entry: z.number().int(),
  label: z.string(),
  reason: z.string(),
});

export const searchOperations = {
  'searches.importRecords': defineOperation({
    access: 'signedIn',
    summary: `Adds the records of a RIS or BibTeX export (at most ${SEARCH_IMPORT_MAX_RECORDS}) to a search as candidate records, marking each that duplicates a record of the question's searches (by DOI, then normalised title and year).`,
    input: z
      .object({ searchId: recordId, text: citationFile, requestId: requestId.optional() })
      .strict(),
    output: z.object({
      importId: z.string(),
      format: z.enum(['RIS', 'BibTeX']),
      records: z.number().int(),
      duplicates: z.number().int(),
      skipped: z.array(skippedEntry),
    }),
  }),
  'searches.records': defineOperation({
    access: 'signedIn',
    summary:
      "A search's candidate records in the order imported, each with the record it duplicates. No screening decision is in them.",
    input: z.object({ searchId: recordId }).strict(),
    output: z.object({ records: z.array(searchRecord) }),
  }),
};
