// What a dossier's author writes of the decision beyond its sources: the Evidence-to-Decision
// judgements and conclusions (etd.ts), the communities it serves and who was engaged, the
// data-governance agreement and cultural-safety review (equity.ts), and the conflicts of
// interest its authors and reviewers declare. Every list is bounded, so a dossier stays well
// inside what one record holds.
import { z } from 'zod';

import {
  isoDay,
  optionalLine,
  optionalText,
  recordId,
  requiredLine,
  requiredText,
} from '../../contract/common.js';
import { monitoringPlan } from '../followUp/public.js';
import { ETD_CRITERIA, ETD_CRITERION_KEYS } from './etd.js';

const criterionJudgement = z
  .object({
    judgement: z
      .string({ error: 'Choose a judgement.' })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    evidence: optionalText(3000),
    additional: optionalText(3000),
  })
  .strict();

/** The panel's judgement per criterion, each from its own scale. */
export const etdCriteria = z
  .partialRecord(z.enum(ETD_CRITERION_KEYS), criterionJudgement)
  .default({})
  .superRefine((criteria, ctx) => {
    for (const c of ETD_CRITERIA) {
      const j = criteria[c.key]?.judgement;
      if (j && !(c.scale as readonly string[]).includes(j))
        ctx.addIssue({
          code: 'custom',
          path: [c.key, 'judgement'],
          message: `${c.label}: choose one of ${c.scale.join(', ')}.`,
        });
    }
  });

export const etdCondition = z
  .object({
    text: requiredText(1000, 'The condition'),
    owner: requiredLine(200, "The condition's owner"),
  })
  .strict();

export const engagementRecord = z
  .object({
    /** The Nations, organisations and communities engaged. */
    parties: requiredLine(300, 'Who was engaged (Nations, organisations, communities)'),
    /** The people who took part, by role or name as they agreed to be named. */
    people: optionalLine(300),
    date: isoDay,
    method: requiredLine(200, 'How they were engaged'),
    said: requiredText(3000, 'What they said'),
  })
  .strict();

export const dataGovernance = z
  .object({
    reference: requiredLine(300, "The agreement's reference"),
    ocap: requiredText(3000, 'The OCAP® considerations'),
  })
  .strict();

export const culturalSafetyReview = z
  .object({
    reviewer: requiredLine(200, 'Who reviewed it'),
    date: isoDay,
    findings: requiredText(3000, 'What the review found'),
  })
  .strict();

export const conflictDeclaration = z
  .object({
    person: requiredLine(200, 'The person'),
    role: z.enum(['author', 'reviewer'], { error: 'Choose author or reviewer.' }),
    declaration: requiredText(1000, 'The declaration (or "none")'),
  })
  .strict();

/** The fields the dossier's form adds for the decision (spread into its fields). */
export const decisionFieldsShape = {
  etd: etdCriteria,
  conditions: z.array(etdCondition).max(20, 'At most 20 conditions.').default([]),
  subgroupConsiderations: optionalText(3000),
  implementationConsiderations: optionalText(3000),
  /** The follow-up's own plan: its targets with their sources, review date, other indicators. */
  monitoring: monitoringPlan,
  researchPriorities: optionalText(3000),
  /** Communities it serves beyond its budget impact's target communities. */
  communityIds: z
    .array(recordId)
    .max(30, 'At most 30 communities.')
    .refine((ids) => new Set(ids).size === ids.length, 'A community is listed twice.')
    .default([]),
  engagements: z.array(engagementRecord).max(30, 'At most 30 engagement records.').default([]),
  dataGovernance: dataGovernance
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  culturalSafety: culturalSafetyReview
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  conflicts: z.array(conflictDeclaration).max(20, 'At most 20 declarations.').default([]),
};
