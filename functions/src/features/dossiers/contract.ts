// An assessment dossier: per technology, what a decision rests on — gathered
// by reference from its evaluations' results, an evidence profile, a budget impact analysis, the
// target facilities' readiness and a needs assessment's ranks — and a recommendation. Reviewers
// comment on its sections, its lead resolves the comments, a reviewer or an administrator
// approves it (rules.ts), and approval freezes what it showed (snapshot.ts) as a version.
import { z } from 'zod';

import { paths as technologiesPaths } from '../technologies/routes.js';
import { paths as evidenceProfilesPaths } from '../evidenceProfiles/routes.js';
import { paths as budgetImpactPaths } from '../budgetImpact/routes.js';
import {
  email,
  optionalText,
  recordId,
  requiredLine,
  requiredText,
  stamps,
} from '../../contract/common.js';
import { defineOperation } from '../../contract/operation.js';
import { STAFF_WRITE_ADMIN_DELETE, defineRegistry } from '../../contract/registry.js';
import { requestId } from '../../contract/requestIds.js';
import { paths } from './routes.js';
import { DOSSIER_MOVES, DOSSIER_SECTION_KEYS, DOSSIER_STATES } from './rules.js';
import { dossierSnapshotSchema } from './snapshot.js';
import { decisionFieldsShape } from './decisionFields.js';
import { DOSSIER_RECOMMENDATIONS, currentRecommendation } from './etd.js';

const linkPaths = { ...technologiesPaths, ...evidenceProfilesPaths, ...budgetImpactPaths };

const optionalId = (label: string) =>
  z
    .union([recordId, z.literal(''), z.null()], { error: `Choose the ${label} from the list.` })
    .optional()
    .transform((v) => (v ? v : null));

export const dossierFields = z
  .object({
    title: requiredLine(200, 'The title'),
    technologyId: z
      .string({ error: 'Choose the technology.' })
      .min(1, 'Choose the technology.')
      .pipe(recordId),
    /** The reviewers who comment and may approve, by the e-mail they sign in with. */
    reviewerEmails: z
      .array(email.transform((e) => e.toLowerCase()))
      .max(10, 'At most 10 reviewers.')
      .refine((e) => new Set(e).size === e.length, 'A reviewer is named twice.')
      .default([]),
    evidenceProfileId: optionalId('evidence profile'),
    budgetImpactId: optionalId('budget impact analysis'),
    /** The facilities it would go to: their readiness is shown. */
    facilityIds: z
      .array(recordId)
      .max(20, 'At most 20 facilities.')
      .refine((ids) => new Set(ids).size === ids.length, 'A facility is listed twice.')
      .default([]),
    /** The needs assessment whose ranks the dossier cites, and the needs it answers. */
    needsAssessmentId: optionalId('needs assessment'),
    needIds: z
      .array(recordId)
      .max(20, 'At most 20 needs.')
      .refine((ids) => new Set(ids).size === ids.length, 'A need is listed twice.')
      .default([]),
    /** The type of decision, as the Evidence-to-Decision conclusions have it. */
    recommendation: z
      .preprocess(
        currentRecommendation,
        z.enum(DOSSIER_RECOMMENDATIONS, { error: 'Choose a recommendation.' }).nullable(),
      )
      .default(null),
    /** The recommendation's justification. */
    rationale: optionalText(5000),
    ...decisionFieldsShape,
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.needIds.length && !d.needsAssessmentId)
      ctx.addIssue({
        code: 'custom',
        path: ['needsAssessmentId'],
        message: 'Choose the needs assessment that ranks the needs it answers.',
      });
  });
export type DossierFieldsInput = z.input<typeof dossierFields>;
export type DossierFields = z.output<typeof dossierFields>;

export const dossierComment = z.object({
  id: z.string(),
  /** The dossier version it was written on. */
  version: z.number().int(),
  section: z.enum(DOSSIER_SECTION_KEYS),
  text: z.string(),
  byEmail: z.string().nullable(),
  at: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedByEmail: z.string().nullable(),
});
export type DossierComment = z.infer<typeof dossierComment>;

/** An approved version: who approved it, when, and what the dossier showed then. */
export const approvedDossierVersion = z.object({
  number: z.number().int(),
  approvedAt: z.string(),
  approvedByEmail: z.string().nullable(),
  snapshot: dossierSnapshotSchema,
});
export type ApprovedDossierVersion = z.infer<typeof approvedDossierVersion>;

export const dossierRecord = z.object({
  ...dossierFields.shape,
  technologyName: z.string().nullable(),
  state: z.enum(DOSSIER_STATES),
  /** The version being worked on (or the approved one, once approved). */
  versionNumber: z.number().int().min(1),
  comments: z.array(dossierComment),
  /** Approved versions, oldest first: each frozen. */
  approved: z.array(approvedDossierVersion),
  ...stamps.shape,
});
export type Dossier = z.output<typeof dossierRecord>;

export const dossierSummary = z.object({
  id: recordId,
  title: z.string(),
  technologyId: z.string(),
  technologyName: z.string().nullable(),
  state: z.enum(DOSSIER_STATES),
  versionNumber: z.number().int(),
  recommendation: z.preprocess(currentRecommendation, z.enum(DOSSIER_RECOMMENDATIONS).nullable()),
  /** The latest approved version's number, date and recommendation. */
  lastApproved: z
    .object({
      number: z.number().int(),
      approvedAt: z.string(),
      recommendation: z.preprocess(
        currentRecommendation,
        z.enum(DOSSIER_RECOMMENDATIONS).nullable(),
      ),
    })
    .nullable(),
  createdByEmail: z.string().nullable(),
  updatedAt: z.string(),
});
export type DossierSummary = z.infer<typeof dossierSummary>;

/** The latest approved version as the list and Echo read it. */
export const lastApprovedOf = (approved: readonly ApprovedDossierVersion[]) => {
  const last = approved.at(-1);
  return last ?? null;
};

export const dossiers = defineRegistry({
  name: 'dossiers',
  label: 'assessment dossier',
  recordKey: 'dossier',
  nameField: 'title',
  fields: dossierFields,
  record: dossierRecord,
  summary: dossierSummary,
  list: {
    // A few per technology, made by hand: served from a view, no composite index.
    small: true,
    sorts: { updatedAt: 'updatedAt', title: 'nameLower' },
    defaultSort: 'updatedAt',
    defaultDirection: 'desc',
    filters: { technologyId: { schema: recordId }, state: { schema: z.enum(DOSSIER_STATES) } },
  },
  // Everyone signed in reads a dossier; only its lead (its author) or an admin edits it.
  access: STAFF_WRITE_ADMIN_DELETE,
  authorWrites: true,
  references: [
    { field: 'technologyId', to: 'technologies', nameCopy: 'technologyName' },
    { field: 'evidenceProfileId', to: 'evidenceProfiles' },
    { field: 'budgetImpactId', to: 'budgetImpacts' },
    { field: 'facilityIds', to: 'facilities' },
    { field: 'needsAssessmentId', to: 'needsAssessments' },
    { field: 'needIds', to: 'clinicalNeeds' },
    { field: 'communityIds', to: 'communities' },
  ],
  initial: { state: 'draft', versionNumber: 1, comments: [], approved: [], lastApproved: null },
  profile: {
    /** What the dossier shows now, from its sources as they are. */
    live: dossierSnapshotSchema,
    /** Its sources changed since the latest approved version was frozen. */
    changedSinceApproval: z.boolean(),
    /**
     * Why the version in review may not be approved as its sources are now (one changed since
     * it was sent for review), or null.
     */
    approvalRefused: z.string().nullable(),
    /**
     * What the decision lacks before it can be approved (Evidence-to-Decision judgements,
     * conditions, engagement and data governance for First Nations communities), in words.
     */
    decisionGaps: z.array(z.string()),
  },
  page: paths.dossier,
  home: { title: 'Assessment dossiers', path: paths.dossiers },
  echo: {
    heading: (n) =>
      `Assessment dossiers (${n}): the latest approved version of each (figures as approved)`,
    notes: [
      'certainty per outcome is GRADE (from the evidence profile as approved); net budget impact is the budget impact analysis total over its horizon, CAD, negative a saving',
    ],
    columns: {
      page: (d) => paths.dossier(d.id),
      title: (d) => d.title,
      'technology page': (d): string => linkPaths.technology(d.technologyId),
      technology: (d) => d.technologyName,
      state: (d) => `${d.state}, version ${d.versionNumber}`,
      'approved version': (d) => {
        const last = lastApprovedOf(d.approved);
        return last
          ? `${last.number} (${last.approvedAt.slice(0, 10)}, ${last.approvedByEmail ?? 'unknown'})`
          : null;
      },
      recommendation: (d) => {
        const last = lastApprovedOf(d.approved);
        return last
          ? `${last.snapshot.recommendation ?? 'none'}: ${last.snapshot.rationale ?? ''}`.trim()
          : null;
      },
      'certainty per outcome': (d) =>
        lastApprovedOf(d.approved)
          ?.snapshot.evidenceProfile?.outcomes.map((o) => `${o.name}: ${o.certainty}`)
          .join(' | '),
      'evidence profile page': (d): string | null => {
        const ep = lastApprovedOf(d.approved)?.snapshot.evidenceProfile;
        return ep ? linkPaths.evidenceProfile(ep.id) : null;
      },
      'net budget impact total CAD': (d) => {
        const bia = lastApprovedOf(d.approved)?.snapshot.budgetImpact;
        return bia ? Math.round(bia.netTotal) : null;
      },
      'budget impact page': (d): string | null => {
        const bia = lastApprovedOf(d.approved)?.snapshot.budgetImpact;
        return bia ? linkPaths.budgetImpact(bia.id) : null;
      },
    },
  },
});

const commentText = requiredText(2000, 'The comment');

export const dossierOperations = {
  'dossiers.move': defineOperation({
    access: 'signedIn',
    summary:
      'Moves a dossier: submit (draft → in review) and withdraw (back to draft) by its lead or an admin; approve (in review → approved, freezing the version) by an admin or a named reviewer other than the lead, refused while comments are open; newVersion (approved → draft, the next version) by its lead or an admin.',
    input: z
      .object({
        id: recordId,
        version: z.number().int().min(1),
        move: z.enum(DOSSIER_MOVES, { error: 'Choose submit, withdraw, approve or newVersion.' }),
      })
      .strict(),
    output: z.object({ dossier: dossierRecord }),
  }),
  'dossiers.comment': defineOperation({
    access: 'signedIn',
    summary:
      'Comments on a section of a dossier in draft or in review: by a named reviewer, its lead or an admin.',
    input: z
      .object({
        id: recordId,
        section: z.enum(DOSSIER_SECTION_KEYS, { error: 'Choose the section.' }),
        text: commentText,
        requestId: requestId.optional(),
      })
      .strict(),
    output: z.object({ dossier: dossierRecord }),
  }),
  'dossiers.resolve': defineOperation({
    access: 'signedIn',
    summary: "Resolves a comment on a dossier's current version: by its lead or an admin.",
    input: z
      .object({
        id: recordId,
        /** Comment ids are made like record ids (the demo's too). */
        commentId: recordId,
      })
      .strict(),
    output: z.object({ dossier: dossierRecord }),
  }),
};
