// The study library: studies and documents evaluators cite: the citation, its
// design and setting, the technologies it is about, its PDF, and a stored Vancouver reference.
import { z } from 'zod';

import {
  attachment,
  optionalLine,
  optionalText,
  optionalUrl,
  recordId,
  related,
  requiredLine,
  stamps,
} from '../../contract/common.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import { normalisedDoi, normalisedPmid, titleYearKey, vancouverReference } from './vancouver.js';

export const STUDY_DESIGNS = [
  'systematic review',
  'RCT',
  'non-randomised comparative',
  'cohort',
  'case series',
  'qualitative',
  'economic evaluation',
  'guideline',
  'grey literature',
] as const;
export type StudyDesign = (typeof STUDY_DESIGNS)[number];

const nextYear = () => new Date().getUTCFullYear() + 1;

/** "Surname Initials": "Britton N", "McCurdy MT", "van der Berg JH". */
const author = z
  .string()
  .trim()
  .regex(
    /^\p{L}[\p{L}'’ -]{0,79} \p{Lu}{1,4}$/u,
    'Write each author as "Surname Initials" (e.g. "Britton N" or "McCurdy MT").',
  );

const emptyToNull = (s: string | null | undefined) => (s ? s : null);

export const studyFields = z
  .object({
    authors: z.array(author).max(200, 'At most 200 authors.').default([]),
    year: z
      .number({ error: 'Enter the year of publication.' })
      .int('Enter the year as a whole number.')
      .refine((y) => y >= 1900 && y <= nextYear(), {
        error: `The year must be between 1900 and next year.`,
      }),
    title: requiredLine(500, 'The title'),
    journal: optionalLine(300),
    // Where in the journal (records made before these fields have none: null).
    volume: optionalLine(20),
    issue: optionalLine(20),
    pages: optionalLine(40),
    doi: z
      .string()
      .trim()
      // Real DOIs are far shorter; a DOI is a duplicate check's key and goes into every reference.
      .max(300, 'A DOI is at most 300 characters.')
      .transform(normalisedDoi)
      .refine((d) => d === '' || /^10\.\d{4,9}\/\S+$/.test(d), {
        error: 'A DOI looks like 10.1234/abc… (e.g. 10.3389/fpubh.2019.00244).',
      })
      .nullable()
      .optional()
      .transform(emptyToNull),
    pmid: z
      .string()
      .trim()
      .regex(/^(\d{1,9})?$/, 'A PMID is digits only (e.g. 31552212).')
      // Stored as the number it is, so the duplicate check's equality finds it however written.
      .transform(normalisedPmid)
      .nullable()
      .optional()
      .transform(emptyToNull),
    url: optionalUrl,
    design: z.enum(STUDY_DESIGNS, { error: 'Choose the study design.' }),
    population: optionalText(1000),
    /** Null when the study does not say (an import cannot tell): never read as "no". */
    ruralRemote: z
      .boolean({ error: 'Say whether the setting is rural or remote, or leave it not stated.' })
      .nullable()
      .default(null),
    country: optionalLine(80),
    outcomes: optionalText(2000),
    technologyIds: z
      .array(recordId)
      .max(20, 'At most 20 technologies.')
      .refine((ids) => new Set(ids).size === ids.length, 'A technology is listed twice.')
      .default([]),
    notes: optionalText(5000),
  })
  .strict();
export type StudyFieldsInput = z.input<typeof studyFields>;
export type StudyFields = z.output<typeof studyFields>;

/** What is stored beside the fields on every write (and in the seed). */
export const studyDerived = (fields: StudyFields) => ({
  reference: vancouverReference(fields),
  titleKey: titleYearKey(fields.title, fields.year),
});

export const study = z.object({
  ...studyFields.shape,
  reference: z.string(),
  attachments: z.array(attachment),
  ...stamps.shape,
});
export type Study = z.output<typeof study>;

export const studySummary = z.object({
  id: recordId,
  title: z.string(),
  year: z.number(),
  design: z.enum(STUDY_DESIGNS),
  reference: z.string(),
  ruralRemote: z.boolean().nullable(),
  country: z.string().nullable(),
  updatedAt: z.string(),
});
export type StudySummary = z.infer<typeof studySummary>;

export const studies = defineRegistry({
  name: 'studies',
  label: 'study',
  recordKey: 'study',
  nameField: 'title',
  fields: studyFields,
  record: study,
  summary: studySummary,
  list: {
    // A hub's library holds hundreds of studies: served from a view (no composite index), so
    // every filter goes with every sort. Titles sort by their normalised key (case and
    // punctuation aside).
    small: true,
    sorts: { year: 'year', title: 'titleKey' },
    defaultSort: 'year',
    defaultDirection: 'desc',
    filters: {
      design: { schema: z.enum(STUDY_DESIGNS) },
      technologyId: { schema: recordId, field: 'technologyIds', op: 'array-contains' },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [{ field: 'technologyIds', to: 'technologies' }],
  initial: { attachments: [] },
  derived: studyDerived,
  attachments: true,
  profile: { technologies: z.array(related) },
  page: paths.study,
  home: { title: 'Studies', path: paths.studies },
  echo: {
    heading: (n) => `Study library (${n})`,
    columns: {
      page: (s) => paths.study(s.id),
      reference: (s) => s.reference,
      design: (s) => s.design,
      'rural or remote': (s) =>
        s.ruralRemote === null ? 'not stated' : s.ruralRemote ? 'yes' : 'no',
      country: (s) => s.country,
    },
  },
});
