// A tele-ultrasound session (DOMAIN.md section 5): what was scanned, how, whether it served, and
// the patient travel it avoided, computed by the server from real coordinates. No field holds a
// patient identifier, and the notes say so.
import { z } from 'zod';

import { pastDay, recordId, stamps, textWithoutPatient } from '../../contract/common.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import { ADEQUACY, EXAM_TYPES, SCAN_MODES, SCAN_OUTCOMES, travelSchema } from './ultrasound.js';

export const ultrasoundSessionFields = z
  .object({
    date: pastDay('The session date'),
    facilityId: z
      .string({ error: 'Choose the facility.' })
      .min(1, 'Choose the facility.')
      .pipe(recordId),
    examType: z.enum(EXAM_TYPES, { error: 'Choose the exam type.' }),
    mode: z.enum(SCAN_MODES, { error: 'Choose how the scan was done.' }),
    /** The reader's role or site (a sonographer in Saskatoon), never a patient. */
    remoteReader: textWithoutPatient(200),
    adequacy: z.enum(ADEQUACY, { error: 'Choose whether the images served for diagnosis.' }),
    outcome: z.enum(SCAN_OUTCOMES, { error: 'Choose what happened next.' }),
    technicalProblems: textWithoutPatient(1000),
    /** The hospital the patient would otherwise have travelled to; empty: the nearest one. */
    destinationFacilityId: recordId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    notes: textWithoutPatient(2000),
  })
  .strict();
export type UltrasoundSessionFieldsInput = z.input<typeof ultrasoundSessionFields>;

export const ultrasoundSessionRecord = z.object({
  ...ultrasoundSessionFields.shape,
  facilityName: z.string().nullable(),
  destinationFacilityName: z.string().nullable(),
  communityId: z.string().nullable(),
  communityName: z.string().nullable(),
  travel: travelSchema,
  ...stamps.shape,
});
export type UltrasoundSession = z.output<typeof ultrasoundSessionRecord>;

export const ultrasoundSessionSummary = z.object({
  id: recordId,
  date: z.string(),
  facilityId: z.string(),
  facilityName: z.string().nullable(),
  communityName: z.string().nullable(),
  examType: z.string(),
  mode: z.string(),
  adequacy: z.string(),
  outcome: z.string(),
  travel: travelSchema,
});
export type UltrasoundSessionSummary = z.infer<typeof ultrasoundSessionSummary>;

export const ultrasoundSessions = defineRegistry({
  name: 'ultrasoundSessions',
  label: 'ultrasound session',
  recordKey: 'ultrasoundSession',
  // Sessions have no name; their date is what people search and sort them by.
  nameField: 'date',
  fields: ultrasoundSessionFields,
  record: ultrasoundSessionRecord,
  summary: ultrasoundSessionSummary,
  list: {
    sorts: { date: 'nameLower' },
    defaultSort: 'date',
    defaultDirection: 'desc',
    oneWay: { date: 'desc' },
    filters: {
      facilityId: { schema: recordId },
      examType: { schema: z.enum(EXAM_TYPES) },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [
    { field: 'facilityId', to: 'facilities', nameCopy: 'facilityName' },
    { field: 'destinationFacilityId', to: 'facilities', nameCopy: 'destinationFacilityName' },
  ],
  page: paths.ultrasoundSession,
  home: { title: 'Ultrasound sessions', path: paths.ultrasound },
  echo: {
    heading: (n) => `Tele-ultrasound sessions (${n}), newest first; no patient identifiers`,
    notes: [
      'km avoided: great-circle distance from the session facility to the hospital the patient would otherwise have travelled to, there and back',
    ],
    columns: {
      page: (s) => paths.ultrasoundSession(s.id),
      date: (s) => s.date,
      facility: (s) => s.facilityName,
      community: (s) => s.communityName,
      exam: (s) => s.examType,
      mode: (s) => s.mode,
      adequacy: (s) => s.adequacy,
      outcome: (s) => s.outcome,
      'km avoided': (s) => (s.outcome === 'no travel needed' ? s.travel.roundTripKm : null),
    },
  },
});
