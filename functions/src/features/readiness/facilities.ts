// What readiness keeps on a facility (contract/contributions.ts): its latest assessment's level,
// score, date and gaps, which the server writes with every assessment (server.ts) — so the
// facility list filters by readiness and Echo reads it without a query per facility — and the
// trend its page shows.
import { z } from 'zod';

import { defineContribution } from '../../contract/contributions.js';
import { paths } from './routes.js';
import { READINESS } from './readiness.js';

export const readinessOnFacilities = defineContribution({
  record: {
    readiness: z.enum(READINESS).default('not assessed'),
    readinessScore: z.number().nullable().default(null),
    readinessAssessedOn: z.string().nullable().default(null),
    readinessGaps: z.number().nullable().default(null),
  },
  summary: ['readiness'],
  filters: { readiness: { schema: z.enum(READINESS) } },
  profile: {
    /** How many readiness assessments it has (the trend shows the latest 10). */
    readinessTotal: z.number().int(),
    /** Its readiness assessments, newest first (at most 10): the trend. */
    readinessHistory: z.array(
      z.object({
        id: z.string(),
        assessedOn: z.string(),
        overall: z.number().nullable(),
        level: z.string(),
        gaps: z.number(),
      }),
    ),
  },
  echo: {
    'virtual-care readiness': (f) => (f.readiness === 'not assessed' ? null : f.readiness),
    'readiness score (1–5)': (f) => f.readinessScore,
    'readiness assessed': (f) => f.readinessAssessedOn,
    'readiness gaps': (f) => f.readinessGaps,
    'readiness page': (f) => (f.readinessAssessedOn ? paths.readinessOf(f.id) : null),
  },
});
