// Risk-of-bias assessments on the server: an assessment is of a study its profile cites, with the
// tool the study's design calls for, one per assessor for a study and profile; the judgements are
// derived from the answers (contract.ts). On the evidence profiles' records it keeps each
// outcome's risk-of-bias rating to the appraisals: a rating other than the suggested one needs a
// reason. And it answers the profile's traffic-light table.
import type { Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';

import { defineFeatureServer, type Contribution } from '../../api/feature.js';
import type { Handlers } from '../../api/handler.js';
import { db, fieldError, readMany } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { collectionsOf } from '../../contract/registry.js';
import { evidenceProfiles } from '../evidenceProfiles/public.js';
import { studies } from '../studies/public.js';
import { extractedParticipantsOf } from '../synthesis/public.server.js';
import { NO_TOOL_MESSAGE, toolForDesign } from './assessment.js';
import { assessmentResultSchema, robAssessments } from './contract.js';
import { appraisalFeature } from './feature.js';
import {
  outcomeSuggestions,
  type ExtractedParticipants,
  type SuggestionAssessment,
} from './profileSuggestions.js';
import { trafficLightTables, type TableAssessment } from './trafficLight.js';

const collections = collectionsOf(evidenceProfiles, studies, robAssessments);

/** At most this many assessments per profile are read for its table (a few per study). */
export const TABLE_LIMIT = 500;

/** What an assessment's checks read of its profile: the outcomes and the studies they cite. */
const citing = z.object({
  title: z.string().default(''),
  outcomes: z.array(z.object({ name: z.string(), studyIds: z.array(z.string()) })).default([]),
});
const studyDesign = z.object({ design: z.string().default(''), title: z.string().default('') });

/** A demo study is named so in its title ("Demo trial A (not a real study): …"). */
const isDemoStudy = (title: string) => /\(not a real study\)/i.test(title);

const stored = z.object({
  profileId: z.string(),
  studyId: z.string(),
  studyTitle: z.string().nullable().default(null),
  tool: robAssessments.record.shape.tool,
  participants: z.number(),
  result: assessmentResultSchema,
  notes: z.string().nullable().default(null),
  createdBy: z.string(),
  createdByEmail: z.string().nullable().default(null),
});

async function assessmentsOf(tx: Transaction | null, profileId: string) {
  const query = db
    .collection(collections.robAssessments)
    .where('profileId', '==', profileId)
    .limit(TABLE_LIMIT + 1);
  const snap = await (tx ? tx.get(query) : query.get());
  return {
    truncated: snap.size > TABLE_LIMIT,
    items: snap.docs.slice(0, TABLE_LIMIT).map((d) => ({ id: d.id, ...readStored(stored, d) })),
  };
}

const suggestionInput = (
  a: z.output<typeof stored>,
): SuggestionAssessment & { studyTitle: string } => ({
  studyId: a.studyId,
  studyTitle: a.studyTitle ?? a.studyId,
  participants: a.participants,
  result: a.result,
});

export const robAssessmentServer: RegistryServer = {
  async guard(ctx, op, before, input) {
    if (!input || (op !== 'create' && op !== 'update')) return;
    const fields = robAssessments.fields.parse(input);
    if (
      before &&
      (before.get('profileId') !== fields.profileId || before.get('studyId') !== fields.studyId)
    )
      throw fieldError(
        'studyId',
        'An assessment stays with its study and profile: assess another study as a new assessment.',
      );
    const [profileSnap, studySnap] = await Promise.all([
      ctx.tx.get(db.collection(collections.evidenceProfiles).doc(fields.profileId)),
      ctx.tx.get(db.collection(collections.studies).doc(fields.studyId)),
    ]);
    // A missing profile or study is refused by the references check with its own message.
    if (!profileSnap.exists || !studySnap.exists) return;
    const profile = readStored(citing, profileSnap);
    const study = readStored(studyDesign, studySnap);
    const citingOutcomes = profile.outcomes.filter((o) => o.studyIds.includes(fields.studyId));
    if (citingOutcomes.length === 0)
      throw fieldError(
        'studyId',
        'The evidence profile cites this study in none of its outcomes: appraise the studies it cites.',
      );
    const tool = toolForDesign(study.design);
    if (!tool)
      throw fieldError(
        'tool',
        `No risk-of-bias tool of these applies to a study of design "${study.design}": ${NO_TOOL_MESSAGE}.`,
      );
    if (tool !== fields.tool)
      throw fieldError(
        'tool',
        `The study is a${study.design === 'RCT' ? 'n' : ''} ${study.design}: assess it with ${tool}.`,
      );
    for (const [i, o] of fields.outcomes.entries())
      if (!citingOutcomes.some((c) => c.name.toLowerCase() === o.outcomeName.toLowerCase()))
        throw fieldError(
          `outcomes.${i}.outcomeName`,
          `"${o.outcomeName}" is not an outcome of the profile that cites this study (${citingOutcomes.map((c) => c.name).join('; ')}).`,
        );
    if (op === 'create') {
      const mine = await ctx.tx.get(
        db
          .collection(collections.robAssessments)
          .where('profileId', '==', fields.profileId)
          .where('studyId', '==', fields.studyId)
          .where('createdBy', '==', ctx.caller.uid)
          .limit(1),
      );
      if (!mine.empty)
        throw fieldError(
          'studyId',
          `You have assessed this study for this profile already (assessment ${mine.docs[0]!.id}): edit that one. A second person assesses it under their own account.`,
        );
    }
  },
};

/**
 * An outcome's risk-of-bias rating against the appraisals of its studies: a rating other than the
 * suggested one is kept only with the person's reason (GRADE asks for one wherever the rating
 * departs from what the study-level judgements say).
 */
const keptToTheAppraisals: Contribution = {
  async guard(ctx, op, before, input) {
    if (!input || !before || op !== 'update') return;
    const profile = z
      .object({
        outcomes: z.array(
          z.object({
            name: z.string(),
            studyIds: z.array(z.string()),
            down: z
              .object({
                riskOfBias: z
                  .object({ rating: z.string(), reason: z.string().nullable().default(null) })
                  .default({ rating: 'not serious', reason: null }),
              })
              .prefault({}),
          }),
        ),
      })
      .parse(input);
    const { items } = await assessmentsOf(ctx.tx, before.id);
    if (items.length === 0) return;
    const suggestions = outcomeSuggestions(
      profile.outcomes,
      items.map(suggestionInput),
      await extractedOf(ctx.tx, before.id),
    );
    for (const [i, o] of profile.outcomes.entries()) {
      const s = suggestions[i]?.suggestion;
      const rated = o.down.riskOfBias;
      if (s && s.rating !== rated.rating && !rated.reason?.trim())
        throw fieldError(
          `outcomes.${i}.down.riskOfBias.reason`,
          `${o.name}: rated ${rated.rating} for risk of bias, where the studies' appraisals suggest ${s.rating} (${s.because}) Say why you rate it otherwise.`,
        );
    }
  },
};

type Stored = z.output<typeof stored> & { id: string };

/** The profile's extracted participants, as the suggestion reads them. */
async function extractedOf(
  tx: Transaction | null,
  profileId: string,
): Promise<ExtractedParticipants> {
  const byOutcome = await extractedParticipantsOf(tx, profileId);
  return (outcome, studyId) => byOutcome.get(outcome)?.get(studyId) ?? null;
}

const tableAssessments = (items: readonly Stored[]): TableAssessment[] =>
  items.map((a) => ({
    id: a.id,
    studyId: a.studyId,
    studyTitle: a.studyTitle ?? a.studyId,
    assessor: a.createdByEmail ?? a.createdBy,
    tool: a.tool,
    participants: a.participants,
    result: a.result,
    demo: isDemoStudy(a.studyTitle ?? '') || (a.notes ?? '').startsWith('(demo)'),
  }));

/** A profile's traffic-light tables, as its page shows them (the report draws them too). */
export async function profileRobTables(profileId: string) {
  const { items, truncated } = await assessmentsOf(null, profileId);
  return { tables: trafficLightTables(tableAssessments(items)), truncated };
}

const handlers: Pick<Handlers, 'robAssessments.table'> = {
  'robAssessments.table': async ({ profileId }) => {
    const profileSnap = await db.collection(collections.evidenceProfiles).doc(profileId).get();
    const profile = readStored(citing, profileSnap);
    const { items, truncated } = await assessmentsOf(null, profileId);
    const cited = [...new Set(profile.outcomes.flatMap((o) => o.studyIds))];
    const found = await readMany(null, collections.studies, cited);
    const table = tableAssessments(items);
    return {
      tables: trafficLightTables(table),
      suggestions: outcomeSuggestions(
        profile.outcomes,
        items.map(suggestionInput),
        await extractedOf(null, profileId),
      ),
      studies: found.found.map((s) => {
        const { design, title } = readStored(studyDesign, s);
        return { id: s.id, title, design, tool: toolForDesign(design), demo: isDemoStudy(title) };
      }),
      truncated,
    };
  },
};

export const appraisalServer = defineFeatureServer(appraisalFeature, {
  registries: { robAssessments: robAssessmentServer },
  handlers,
  contributes: { evidenceProfiles: keptToTheAppraisals },
});

export default appraisalServer;
