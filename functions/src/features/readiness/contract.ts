// A facility readiness assessment: the items of each area scored 1–5 (copied from the item set
// when it starts, so later changes to the set leave it as it was), connectivity as measured,
// gaps with their action and owner. The latest assessment of a facility sets its readiness.
import { z } from 'zod';

import {
  nameList,
  nonNegative,
  optionalLine,
  optionalNumber,
  optionalText,
  pastDay,
  recordId,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { paths as facilitiesPaths } from '../facilities/routes.js';
import { paths } from './routes.js';
import {
  BACKUP_LINKS,
  GAP_AT_MOST,
  READINESS_AREA_KEYS,
  readinessScores,
  readinessScoresSchema,
} from './readiness.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

const linkPaths = facilitiesPaths;

const readinessItem = z
  .object({
    area: z.enum(READINESS_AREA_KEYS),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Not a valid item id.'),
    text: requiredText(300, 'The item'),
    score: z
      .number({ error: 'Score 1 to 5, or leave it not scored.' })
      .int('Score 1 to 5.')
      .min(1, 'Score 1 to 5.')
      .max(5, 'Score 1 to 5.')
      .nullable()
      .default(null),
    note: optionalText(500),
    action: optionalText(500),
    owner: optionalLine(120),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.score === null || item.score > GAP_AT_MOST) return;
    if (!item.action)
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'A gap needs an action.' });
    if (!item.owner)
      ctx.addIssue({ code: 'custom', path: ['owner'], message: 'A gap needs an owner.' });
  });
export type ReadinessItem = z.output<typeof readinessItem>;

export const readinessAssessmentFields = z
  .object({
    facilityId: z
      .string({ error: 'Choose the facility.' })
      .min(1, 'Choose the facility.')
      .pipe(recordId),
    assessedOn: pastDay('The assessment date'),
    assessors: nameList(10, 'assessor'),
    connectivity: z
      .object({
        downloadMbps: optionalNumber(nonNegative('Download speed', 100_000)),
        uploadMbps: optionalNumber(nonNegative('Upload speed', 100_000)),
        latencyMs: optionalNumber(nonNegative('Latency', 100_000)),
        backupLink: z.enum(BACKUP_LINKS).default('none'),
      })
      .strict()
      .default({ downloadMbps: null, uploadMbps: null, latencyMs: null, backupLink: 'none' }),
    items: z
      .array(readinessItem)
      .min(1, 'An assessment scores at least one item.')
      .max(80, 'At most 80 items.')
      .refine(
        (items) => new Set(items.map((i) => `${i.area}/${i.id}`)).size === items.length,
        'Two items have the same id.',
      ),
    notes: optionalText(2000),
  })
  .strict();
export type ReadinessAssessmentFieldsInput = z.input<typeof readinessAssessmentFields>;

export const readinessAssessmentRecord = z.object({
  ...readinessAssessmentFields.shape,
  facilityName: z.string().nullable(),
  scores: readinessScoresSchema,
  ...stamps.shape,
});
export type ReadinessAssessment = z.output<typeof readinessAssessmentRecord>;

export const readinessAssessmentSummary = z.object({
  id: recordId,
  facilityId: z.string(),
  facilityName: z.string().nullable(),
  assessedOn: z.string(),
  scores: readinessScoresSchema,
});
export type ReadinessAssessmentSummary = z.infer<typeof readinessAssessmentSummary>;

export const readinessAssessments = defineRegistry({
  name: 'readinessAssessments',
  label: 'readiness assessment',
  recordKey: 'readinessAssessment',
  nameField: 'facilityName',
  fields: readinessAssessmentFields,
  record: readinessAssessmentRecord,
  summary: readinessAssessmentSummary,
  list: {
    sorts: { assessedOn: 'assessedOn', facilityName: 'nameLower' },
    defaultSort: 'assessedOn',
    defaultDirection: 'desc',
    oneWay: { assessedOn: 'desc', facilityName: 'asc' },
    filters: { facilityId: { schema: recordId } },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [{ field: 'facilityId', to: 'facilities', nameCopy: 'facilityName' }],
  derived: (fields) => ({ scores: readinessScores(fields.items) }),
  page: paths.readinessAssessment,
  echo: {
    heading: (n) =>
      `Facility readiness assessments (${n}), newest first: items scored 1–5 in five areas; a score of 2 or lower is a gap`,
    columns: {
      page: (a) => paths.readinessAssessment(a.id),
      facility: (a) => a.facilityName,
      'facility page': (a): string | null => linkPaths.facility(a.facilityId),
      'assessed on': (a) => a.assessedOn,
      overall: (a) => a.scores.overall,
      level: (a) => a.scores.level,
      gaps: (a) =>
        a.items
          .filter((i) => i.score !== null && i.score <= GAP_AT_MOST)
          .map((i) => `${i.text} (action: ${i.action ?? '—'}; owner: ${i.owner ?? '—'})`)
          .join(' | ') || null,
      download: (a) => a.connectivity.downloadMbps,
      upload: (a) => a.connectivity.uploadMbps,
    },
  },
});
