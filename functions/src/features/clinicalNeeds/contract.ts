import { z } from 'zod';

import {
  lineText,
  nonNegative,
  optionalLine,
  optionalNumber,
  optionalText,
  recordId,
  related,
  requiredLine,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { paths as communitiesPaths } from '../communities/routes.js';
import { paths } from './routes.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';

const linkPaths = communitiesPaths;

export const NEED_STATUSES = ['draft', 'published', 'addressed', 'archived'] as const;
export const SEVERITIES = ['low', 'moderate', 'high', 'critical'] as const;
const SEVERITY_RANK: Record<(typeof SEVERITIES)[number], number> = {
  low: 1,
  moderate: 2,
  high: 3,
  critical: 4,
};

/** A need is stated as problem / population / outcome, with no solution in it. */
export const clinicalNeedFields = z
  .object({
    title: requiredLine(200, 'Title'),
    problem: requiredText(2000, 'The problem'),
    population: requiredText(1000, 'The population'),
    outcome: requiredText(1000, 'The outcome'),
    clinicalArea: optionalLine(80),
    communityIds: z
      .array(recordId)
      .max(50, 'At most 50 communities.')
      .refine((ids) => new Set(ids).size === ids.length, 'A community is listed twice.')
      .default([]),
    severity: z.enum(SEVERITIES).default('moderate'),
    peopleAffected: optionalNumber(nonNegative('People affected', 1e8).int('A whole number.')),
    currentPractice: optionalText(2000),
    gap: optionalText(2000),
    stakeholders: z
      .array(lineText(120).min(1, 'Empty stakeholder.'))
      .max(20, 'At most 20.')
      .default([]),
    status: z.enum(NEED_STATUSES).default('draft'),
    linkedTechnologyIds: z
      .array(recordId)
      .max(20, 'At most 20 technologies.')
      .refine((ids) => new Set(ids).size === ids.length, 'A technology is listed twice.')
      .default([]),
  })
  .strict();
export type ClinicalNeedFieldsInput = z.input<typeof clinicalNeedFields>;

export const clinicalNeed = z.object({ ...clinicalNeedFields.shape, ...stamps.shape });
export type ClinicalNeed = z.output<typeof clinicalNeed>;

/** What visitors see of a published need: the need, not who wrote or edited it. */
export const publicClinicalNeed = clinicalNeed.omit({
  createdBy: true,
  createdByEmail: true,
  updatedBy: true,
});

/** A need as the caller may see it: visitors get the public part. */
export const clinicalNeedAsSeen = z.union([clinicalNeed, publicClinicalNeed]);

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

export const clinicalNeeds = defineRegistry({
  name: 'clinicalNeeds',
  label: 'clinical need',
  recordKey: 'need',
  nameField: 'title',
  fields: clinicalNeedFields,
  record: clinicalNeedAsSeen,
  summary: clinicalNeedSummary,
  list: {
    // Severity sorts by meaning (a rank the server stores), not alphabetically.
    sorts: {
      title: 'nameLower',
      severity: 'severityRank',
      status: 'status',
      updatedAt: 'updatedAt',
    },
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    oneWay: { updatedAt: 'desc' },
    filters: {
      status: { schema: z.enum(NEED_STATUSES) },
      severity: { schema: z.enum(SEVERITIES) },
      communityId: { schema: recordId, field: 'communityIds', op: 'array-contains' },
    },
  },
  // Open: visitors see published needs only, without who wrote them (server.ts).
  access: { ...STAFF_WRITE_ADMIN_DELETE, list: 'public', get: 'public' },
  references: [
    { field: 'communityIds', to: 'communities' },
    { field: 'linkedTechnologyIds', to: 'technologies' },
  ],
  // Severity sorts by meaning, not alphabetically.
  derived: (fields) => ({ severityRank: SEVERITY_RANK[fields.severity] }),
  profile: {
    communities: z.array(related),
    technologies: z.array(related),
    /** The needs assessments that considered this need, newest first, with its rank in each. */
    assessments: z.array(related),
    /** Saved technology selections for this need (filled by the selection feature's server). */
    selections: z.array(related),
  },
  page: paths.need,
  home: { title: 'Clinical needs', path: paths.needs },
  echo: {
    heading: (n) =>
      `Published clinical needs (${n}; stated as problem, population and outcome; drafts are left out)`,
    include: (need) => need.status === 'published',
    columns: {
      page: (need) => paths.need(need.id),
      title: (need) => need.title,
      'clinical area': (need) => need.clinicalArea,
      severity: (need) => need.severity,
      problem: (need) => need.problem,
      population: (need) => need.population,
      outcome: (need) => need.outcome,
      'communities (pages)': (need): string | null =>
        need.communityIds.map(linkPaths.community).join(' ') || null,
    },
  },
});

// Words that name a solution rather than a need (the Biodesign rule: a need statement names no
// device, app or technology). "telehealth" counts only as a tool ("a telehealth platform").
const SOLUTION_WORDS =
  /\b(apps?|application|device|devices|platforms?|robots?|robotic|software|sensors?|wearables?|portal|dashboard|tablets?|smartphones?|ai|chatbots?|telehealth (?:system|platform|cart|kit|tool|solution|app)s?)\b/gi;

/** The solution words a need statement uses (warn, do not refuse). */
export function solutionWordsIn(...texts: Array<string | null | undefined>): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const match of (text ?? '').matchAll(SOLUTION_WORDS)) found.add(match[0].toLowerCase());
  return [...found];
}
