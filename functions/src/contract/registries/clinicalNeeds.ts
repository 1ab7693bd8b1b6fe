import { z } from 'zod';

import {
  deleteInput,
  deleteOutput,
  getInput,
  listInput,
  listOutput,
  nonNegative,
  optionalNumber,
  optionalText,
  plainText,
  recordId,
  requiredText,
  stamps,
  updateInput,
} from '../common.js';
import { defineOperation } from '../operation.js';

export const NEED_STATUSES = ['draft', 'published', 'addressed', 'archived'] as const;
export const SEVERITIES = ['low', 'moderate', 'high', 'critical'] as const;

/** A need is stated as problem / population / outcome, with no solution in it. */
export const clinicalNeedFields = z
  .object({
    title: requiredText(200, 'Title'),
    problem: requiredText(2000, 'The problem'),
    population: requiredText(1000, 'The population'),
    outcome: requiredText(1000, 'The outcome'),
    clinicalArea: optionalText(80),
    communityIds: z.array(recordId).max(50, 'At most 50 communities.').default([]),
    severity: z.enum(SEVERITIES).default('moderate'),
    peopleAffected: optionalNumber(nonNegative('People affected', 1e8).int('A whole number.')),
    currentPractice: optionalText(2000),
    gap: optionalText(2000),
    stakeholders: z
      .array(plainText(120).min(1, 'Empty stakeholder.'))
      .max(20, 'At most 20.')
      .default([]),
    status: z.enum(NEED_STATUSES).default('draft'),
    linkedTechnologyIds: z.array(recordId).max(20, 'At most 20 technologies.').default([]),
  })
  .strict();
export type ClinicalNeedFieldsInput = z.input<typeof clinicalNeedFields>;

export const clinicalNeed = z.object({ ...clinicalNeedFields.shape, ...stamps.shape });
export type ClinicalNeed = z.output<typeof clinicalNeed>;

export const clinicalNeedSummary = z.object({
  id: recordId,
  title: z.string(),
  clinicalArea: z.string().nullable(),
  severity: z.string(),
  status: z.string(),
  problem: z.string(),
  updatedAt: z.string(),
});
export type ClinicalNeedSummary = z.infer<typeof clinicalNeedSummary>;

export const clinicalNeedListInput = listInput(
  ['title', 'severity', 'status', 'updatedAt'],
  'updatedAt',
  {
    status: z.enum(NEED_STATUSES).optional(),
    severity: z.enum(SEVERITIES).optional(),
    communityId: recordId.optional(),
    technologyId: recordId.optional(),
  },
);

const related = z.object({ id: z.string(), name: z.string(), detail: z.string().nullable() });

export const clinicalNeedOperations = {
  'clinicalNeeds.list': defineOperation({
    access: 'public',
    summary: 'Clinical needs; visitors see published needs only.',
    input: clinicalNeedListInput,
    output: listOutput(clinicalNeedSummary),
  }),
  'clinicalNeeds.get': defineOperation({
    access: 'public',
    summary: 'One need with its communities and linked technologies; visitors: published only.',
    input: getInput,
    output: z.object({
      need: clinicalNeed,
      communities: z.array(related),
      technologies: z.array(related),
    }),
  }),
  'clinicalNeeds.create': defineOperation({
    access: 'signedIn',
    summary: 'States a new clinical need.',
    input: z.object({ fields: clinicalNeedFields }).strict(),
    output: z.object({ need: clinicalNeed }),
  }),
  'clinicalNeeds.update': defineOperation({
    access: 'signedIn',
    summary: 'Saves a need; refused if someone else saved since `version`.',
    input: updateInput(clinicalNeedFields),
    output: z.object({ need: clinicalNeed }),
  }),
  'clinicalNeeds.delete': defineOperation({
    access: 'admin',
    summary: 'Deletes a need.',
    input: deleteInput,
    output: deleteOutput,
  }),
};
