// The synthesis of an evidence profile's outcome: an analysis (the measure, the method and model,
// which extraction of each study it uses) and the extractions (each person's figures for one
// study). The pooled result is computed on the server from the stored figures on every read of
// the analysis (analysis.ts), never typed; the Summary of Findings takes it from there.
import { z } from 'zod';

import { optionalText, recordId, related, requiredLine, stamps } from '../../contract/common.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import { paths as profilePaths } from '../evidenceProfiles/routes.js';
import {
  COMPARATOR_RISKS,
  SYNTHESIS_MEASURES,
  POOLING_METHODS,
  settingsProblem,
} from './analysis.js';
import { paths } from './routes.js';

const count = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} is a whole number.`)
    .min(min, `${label}: at least ${min}.`)
    .max(10_000_000, `${label}: at most 10,000,000.`);

const value = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(-1e9, `${label} is too small.`)
    .max(1e9, `${label} is too large.`);

const sd = (label: string) => value(label).positive(`${label} is more than 0.`);

const dichotomous = z
  .object({
    type: z.literal('dichotomous'),
    events1: count('Events with the intervention', 0),
    total1: count('Participants with the intervention', 1),
    events2: count('Events with the comparator', 0),
    total2: count('Participants with the comparator', 1),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.events1 > d.total1)
      ctx.addIssue({
        code: 'custom',
        path: ['events1'],
        message: `Events with the intervention (${d.events1}) cannot be more than its participants (${d.total1}).`,
      });
    if (d.events2 > d.total2)
      ctx.addIssue({
        code: 'custom',
        path: ['events2'],
        message: `Events with the comparator (${d.events2}) cannot be more than its participants (${d.total2}).`,
      });
  });

const continuous = z
  .object({
    type: z.literal('continuous'),
    mean1: value('The mean with the intervention'),
    sd1: sd('The SD with the intervention'),
    n1: count('Participants with the intervention', 2),
    mean2: value('The mean with the comparator'),
    sd2: sd('The SD with the comparator'),
    n2: count('Participants with the comparator', 2),
  })
  .strict();

const generic = z
  .object({
    type: z.literal('generic'),
    estimate: value('The estimate'),
    lower: value('The lower limit of the 95 % CI'),
    upper: value('The upper limit of the 95 % CI'),
    participants: count('Participants', 1).nullable().default(null),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (!(d.lower < d.estimate && d.estimate < d.upper))
      ctx.addIssue({
        code: 'custom',
        path: ['estimate'],
        message: `The estimate (${d.estimate}) lies between the limits of its 95 % CI (${d.lower} to ${d.upper}).`,
      });
  });

export const extractedData = z.discriminatedUnion('type', [dichotomous, continuous, generic], {
  error: 'Say whether the figures are dichotomous, continuous or a generic estimate.',
});

export const extractionFields = z
  .object({
    analysisId: recordId,
    studyId: recordId,
    data: extractedData,
    notes: optionalText(1000),
  })
  .strict();
export type ExtractionFieldsInput = z.input<typeof extractionFields>;

export const extractionRecord = z.object({
  ...extractionFields.shape,
  studyTitle: z.string().nullable(),
  ...stamps.shape,
});
export type Extraction = z.output<typeof extractionRecord>;

export const extractionSummary = z.object({
  id: recordId,
  analysisId: z.string(),
  studyId: z.string(),
  studyTitle: z.string().nullable(),
  createdByEmail: z.string().nullable(),
  updatedAt: z.string(),
});

export const extractions = defineRegistry({
  name: 'extractions',
  label: 'extraction',
  recordKey: 'extraction',
  nameField: 'studyTitle',
  fields: extractionFields,
  record: extractionRecord,
  summary: extractionSummary,
  list: {
    small: true,
    sorts: { updatedAt: 'updatedAt' },
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    filters: { analysisId: { schema: recordId }, studyId: { schema: recordId } },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  // Two people extract the same study independently: each changes only their own figures.
  authorWrites: true,
  references: [
    { field: 'analysisId', to: 'analyses' },
    { field: 'studyId', to: 'studies', nameCopy: 'studyTitle' },
  ],
  page: paths.extraction,
});

const chosenExtraction = z.object({ studyId: recordId, extractionId: recordId }).strict();

export const analysisFields = z
  .object({
    profileId: recordId,
    /** The evidence profile's outcome, by its name there. */
    outcome: requiredLine(200, 'The outcome'),
    measure: z.enum(SYNTHESIS_MEASURES, {
      error: 'Choose RR, OR, RD, MD, SMD, a ratio or a difference.',
    }),
    method: z
      .enum(POOLING_METHODS, { error: 'Choose Mantel–Haenszel or inverse variance.' })
      .default('IV'),
    model: z
      .enum(['fixed', 'random'], { error: 'Choose fixed or random effects.' })
      .default('random'),
    tau2Method: z
      .enum(['DL', 'REML'], { error: 'Choose DerSimonian–Laird or REML.' })
      .default('REML'),
    hartungKnapp: z.boolean({ error: 'Hartung–Knapp is on or off.' }).default(false),
    comparatorRisk: z
      .enum(COMPARATOR_RISKS, { error: 'Take the comparator risk as the median or pooled.' })
      .default('median'),
    /** Which extraction each study's figures come from where two people's differ. */
    chosen: z
      .array(chosenExtraction)
      .max(100, 'At most 100 studies.')
      .refine((c) => new Set(c.map((x) => x.studyId)).size === c.length, {
        error: 'Choose one extraction per study.',
      })
      .default([]),
  })
  .strict()
  .superRefine((a, ctx) => {
    const problem = settingsProblem(a);
    if (problem) ctx.addIssue({ code: 'custom', path: ['method'], message: problem });
  });
export type AnalysisFieldsInput = z.input<typeof analysisFields>;

export const analysisRecord = z.object({
  ...analysisFields.shape,
  profileTitle: z.string().nullable(),
  ...stamps.shape,
});
export type AnalysisRecord = z.output<typeof analysisRecord>;

export const analysisSummary = z.object({
  id: recordId,
  profileId: z.string(),
  profileTitle: z.string().nullable(),
  outcome: z.string(),
  measure: z.enum(SYNTHESIS_MEASURES),
  updatedAt: z.string(),
});
export type AnalysisSummary = z.infer<typeof analysisSummary>;

const studyRow = z.object({
  studyId: z.string(),
  label: z.string(),
  effect: z.number().nullable(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  weight: z.number(),
  participants: z.number().nullable(),
  note: z.string().nullable(),
});

/** The analysis as analysis.ts computes it (the answer is checked against this). */
export const analysisResult = z.object({
  measure: z.enum(SYNTHESIS_MEASURES),
  ratio: z.boolean(),
  method: z.string(),
  studies: z.array(studyRow),
  studyCount: z.number(),
  participants: z.number(),
  pooledCount: z.number(),
  pooled: z
    .object({
      estimate: z.number(),
      lower: z.number(),
      upper: z.number(),
      se: z.number(),
      p: z.number(),
      prediction: z.object({ lower: z.number(), upper: z.number() }).nullable(),
      heterogeneity: z.object({
        q: z.number(),
        df: z.number(),
        p: z.number(),
        tau2: z.number().nullable(),
        i2: z.number(),
      }),
    })
    .nullable(),
  notes: z.array(z.string()),
  leaveOneOut: z.array(
    z.object({
      studyId: z.string(),
      label: z.string(),
      estimate: z.number(),
      lower: z.number(),
      upper: z.number(),
      i2: z.number(),
      tau2: z.number().nullable(),
    }),
  ),
  comparator: z
    .object({
      median: z.number(),
      pooled: z.number(),
      chosen: z.enum(COMPARATOR_RISKS),
      per1000: z.number(),
    })
    .nullable(),
});

/** A cited study as the analysis page lists it, with every extraction of it. */
const analysisStudy = z.object({
  id: z.string(),
  label: z.string(),
  design: z.string(),
  /** Labelled demo where the study is an invented one. */
  demo: z.boolean(),
  extractions: z.array(
    z.object({
      id: z.string(),
      data: extractedData,
      notes: z.string().nullable(),
      createdBy: z.string(),
      createdByEmail: z.string().nullable(),
      version: z.number(),
    }),
  ),
  /** The figures that differ between its extractions (empty when they agree or there is one). */
  differences: z.array(z.string()),
  /** The extraction the analysis uses, or null (none yet, or two differ and none is chosen). */
  usedExtractionId: z.string().nullable(),
});

export const analyses = defineRegistry({
  name: 'analyses',
  label: 'meta-analysis',
  recordKey: 'analysis',
  nameField: 'outcome',
  fields: analysisFields,
  record: analysisRecord,
  summary: analysisSummary,
  list: {
    small: true,
    sorts: { outcome: 'nameLower', updatedAt: 'updatedAt' },
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    filters: { profileId: { schema: recordId } },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  references: [{ field: 'profileId', to: 'evidenceProfiles', nameCopy: 'profileTitle' }],
  dependents: ['extractions'],
  profile: {
    profile: related.nullable(),
    studies: z.array(analysisStudy),
    result: analysisResult,
    /** Why the figures cannot be analysed as they stand (a study's figures do not fit). */
    problem: z.string().nullable(),
    demo: z.boolean(),
  },
  page: paths.analysis,
  echo: {
    heading: (n) => `Meta-analyses (${n}): an evidence profile's outcome pooled from its studies`,
    columns: {
      page: (a) => paths.analysis(a.id),
      'evidence profile page': (a): string => profilePaths.evidenceProfile(a.profileId),
      outcome: (a) => a.outcome,
      measure: (a) => a.measure,
      method: (a) => `${a.method}, ${a.model}${a.model === 'random' ? ` (${a.tau2Method})` : ''}`,
    },
  },
});
