// Risk-of-bias assessments: one person's appraisal of one study cited by an evidence profile
// (assessment.ts), the judgements derived from the answers on every write; and the profile's
// traffic-light table with each outcome's suggested risk-of-bias rating, read together.
import { z } from 'zod';

import { recordId, stamps } from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import { paths as profilePaths } from '../evidenceProfiles/routes.js';
import { ROB_TOOLS, assessmentFields, assessmentResult } from './assessment.js';
import { ROBINS_I_JUDGEMENTS, ROB2_JUDGEMENTS } from './assessment.js';
import { paths } from './routes.js';

const judgement = z.enum([...ROB2_JUDGEMENTS, ...ROBINS_I_JUDGEMENTS]).nullable();

const judged = z.object({
  domains: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      judgement,
      because: z.string(),
      overridden: z.boolean(),
    }),
  ),
  judgement,
  because: z.string(),
});

export const assessmentResultSchema = judged.extend({
  mayBeHigh: z.boolean(),
  outcomes: z.array(judged.extend({ outcomeName: z.string() })),
});

export const assessmentDerived = (fields: z.output<typeof assessmentFields>) => ({
  result: assessmentResult(fields),
});

export const assessmentRecord = z.object({
  ...assessmentFields.shape,
  result: assessmentResultSchema,
  studyTitle: z.string().nullable(),
  profileTitle: z.string().nullable(),
  ...stamps.shape,
});
export type RobAssessment = z.output<typeof assessmentRecord>;

export const assessmentSummary = z.object({
  id: recordId,
  profileId: z.string(),
  studyId: z.string(),
  studyTitle: z.string().nullable(),
  profileTitle: z.string().nullable(),
  tool: z.enum(ROB_TOOLS),
  result: z.object({ judgement }),
  createdByEmail: z.string().nullable().default(null),
  updatedAt: z.string(),
});

export const robAssessments = defineRegistry({
  name: 'robAssessments',
  label: 'risk-of-bias assessment',
  recordKey: 'robAssessment',
  nameField: 'studyTitle',
  fields: assessmentFields,
  record: assessmentRecord,
  summary: assessmentSummary,
  list: {
    // A few per study and profile: served from a view.
    small: true,
    sorts: { study: 'nameLower', updatedAt: 'updatedAt' },
    defaultSort: 'study',
    defaultDirection: 'asc',
    filters: {
      profileId: { schema: recordId },
      studyId: { schema: recordId },
    },
  },
  access: STAFF_WRITE_ADMIN_DELETE,
  // Everyone signed in reads them (a second assessor compares); only the assessor changes one.
  authorWrites: true,
  references: [
    { field: 'profileId', to: 'evidenceProfiles', nameCopy: 'profileTitle' },
    { field: 'studyId', to: 'studies', nameCopy: 'studyTitle' },
  ],
  derived: assessmentDerived,
  page: paths.robAssessment,
  echo: {
    heading: (n) => `Risk-of-bias assessments (${n}): RoB 2 and ROBINS-I per study`,
    columns: {
      page: (a) => paths.robAssessment(a.id),
      'evidence profile page': (a) => profilePaths.evidenceProfile(a.profileId),
      study: (a) => a.studyTitle,
      tool: (a) => a.tool,
      'overall judgement': (a) => a.result.judgement ?? 'not complete',
      domains: (a) =>
        a.result.domains.map((d) => `${d.label}: ${d.judgement ?? 'not judged'}`).join('; '),
      assessor: (a) => a.createdByEmail,
    },
  },
});

const band = z.enum(['low', 'concerns', 'high', 'critical', 'unknown']);
const cell = z.object({ judgement: z.string(), symbol: z.string(), band });

export const trafficLightSchema = z.object({
  tool: z.enum(ROB_TOOLS),
  domains: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(
    z.object({
      assessmentId: z.string(),
      studyId: z.string(),
      studyTitle: z.string(),
      assessor: z.string(),
      outcomeName: z.string().nullable(),
      cells: z.array(cell),
      overall: cell,
      differs: z.array(z.string()),
      demo: z.boolean(),
    }),
  ),
});

const suggestionSchema = z.object({
  outcomeName: z.string(),
  suggestion: z
    .object({
      rating: z.enum(['not serious', 'serious', 'very serious']),
      shares: z.record(z.string(), z.number()),
      because: z.string(),
    })
    .nullable(),
  notAppraised: z.array(z.string()),
  rule: z.string(),
});
export type OutcomeSuggestionOut = z.infer<typeof suggestionSchema>;

/** A study the profile cites, with the tool its design calls for (null: none applies). */
const citedForAppraisal = z.object({
  id: z.string(),
  title: z.string(),
  design: z.string(),
  tool: z.enum(ROB_TOOLS).nullable(),
  demo: z.boolean(),
});

export const appraisalOperations = {
  // Under the registry's name, so every assessment written refreshes the table in the web app.
  'robAssessments.table': defineOperation({
    access: 'signedIn',
    summary:
      "An evidence profile's risk-of-bias traffic-light table, each outcome's suggested risk-of-bias rating and the studies it cites with the tool each calls for.",
    input: z.object({ profileId: recordId }).strict(),
    output: z.object({
      tables: z.array(trafficLightSchema),
      suggestions: z.array(suggestionSchema),
      studies: z.array(citedForAppraisal),
      /** Assessments read: the table stops at the limit and says so. */
      truncated: z.boolean(),
    }),
  }),
};
