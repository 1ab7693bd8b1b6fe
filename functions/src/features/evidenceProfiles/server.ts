// Evidence profiles on the server: each outcome's cited studies must be in the library (named
// at the outcome that cites them), and a body of evidence called randomised must cite at least one
// randomised trial; the page shows the cited studies' Vancouver references. A profile that answers
// a review question takes its outcomes from it: each outcome is one of the question's, with the
// importance and minimal important difference the question gives it, so the two cannot disagree.
import type { Transaction } from 'firebase-admin/firestore';

import { db, fieldError, readMany, related } from '../../api/registries/kit.js';
import { readRecord } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { collectionsOf } from '../../contract/registry.js';
import { technologies } from '../technologies/public.js';
import { studies } from '../studies/public.js';
import { midText, questions } from '../questions/public.js';
import { evidenceProfiles } from './contract.js';
import { evidenceProfilesFeature } from './feature.js';
import { startingEvidence } from './gradeChecks.js';

const collections = collectionsOf(technologies, studies, questions);

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

interface CitingOutcome {
  name: string;
  studyIds: string[];
  evidence: string;
}

const outcomesOf = (fields: Record<string, unknown>): CitingOutcome[] =>
  Array.isArray(fields.outcomes) ? (fields.outcomes as CitingOutcome[]) : [];

const midWords = (o: {
  mid: number | null;
  midScale: Parameters<typeof midText>[1] | null;
  units: string | null;
}) => (o.mid !== null && o.midScale ? midText(o.mid, o.midScale, o.units) : 'none');

/** The profile's outcomes against the question it answers (a field error at the first that differs). */
async function guardQuestion(tx: Transaction, fields: Record<string, unknown>): Promise<void> {
  const profile = evidenceProfiles.fields.parse(fields);
  if (!profile.questionId) return;
  const snap = await tx.get(db.collection(collections.questions).doc(profile.questionId));
  // A missing question is refused by the reference check, with its own message.
  if (!snap.exists) return;
  const question = readRecord(questions, snap);
  if (question.technologyId !== profile.technologyId)
    throw fieldError(
      'questionId',
      `The question “${question.title}” is about another technology: answer a question about this profile’s technology.`,
    );
  const byName = new Map(question.outcomes.map((o) => [o.name.toLowerCase(), o]));
  for (const [i, o] of profile.outcomes.entries()) {
    const asked = byName.get(o.name.toLowerCase());
    if (!asked)
      throw fieldError(
        `outcomes.${i}.name`,
        `${o.name}: not an outcome of the question “${question.title}” (${question.outcomes.map((q) => q.name).join('; ')}). Add it to the question first, or choose one of its outcomes.`,
      );
    if (asked.importance !== o.importance)
      throw fieldError(
        `outcomes.${i}.importance`,
        `${o.name}: the question rates it ${asked.importance}; the profile says ${o.importance}. Importance is set in the question: take the outcomes from it again.`,
      );
    if (midWords(asked) !== midWords(o))
      throw fieldError(
        `outcomes.${i}.mid`,
        `${o.name}: the question’s minimal important difference is ${midWords(asked)}; the profile says ${midWords(o)}. It is set in the question: take the outcomes from it again.`,
      );
  }
}

export const evidenceProfileServer: RegistryServer = {
  async profile(record) {
    const [technology, studies] = await Promise.all([
      typeof record.technologyId === 'string'
        ? db.collection(collections.technologies).doc(record.technologyId).get()
        : null,
      readMany(null, collections.studies, idsOf(record.studyIds)),
    ]);
    return {
      technology: technology?.exists ? related(technology, 'name', 'category') : null,
      studies: studies.found.map((s) => ({
        id: s.id,
        reference: String(s.get('reference') ?? s.id),
        design: String(s.get('design') ?? ''),
        ruralRemote: s.get('ruralRemote') === true,
      })),
    };
  },
  async guard(ctx, op, _before, fields) {
    if (!fields || (op !== 'create' && op !== 'update')) return;
    await guardQuestion(ctx.tx, fields);
    const outcomes = outcomesOf(fields);
    const cited = await readMany(
      ctx.tx,
      collections.studies,
      outcomes.flatMap((o) => o.studyIds),
    );
    const designs = new Map(cited.found.map((s) => [s.id, String(s.get('design'))]));
    for (const [i, o] of outcomes.entries()) {
      const missing = o.studyIds.filter((id) => !designs.has(id));
      if (missing.length)
        throw fieldError(
          `outcomes.${i}.studyIds`,
          `${o.name}: no study in the library with id ${missing.join(', ')}. Cite studies from the study library.`,
        );
      const named = o.studyIds.map((id) => designs.get(id)!);
      // A systematic review counts as randomised evidence only when it pooled randomised trials
      // alone, which the library does not record: its designs are read from the trials cited.
      const start = startingEvidence(named.map((design) => ({ design })));
      if (o.evidence === 'randomised trials' && !named.includes('RCT'))
        throw fieldError(
          `outcomes.${i}.evidence`,
          `${o.name}: randomised evidence needs at least one cited randomised trial (RCT); the cited studies are ${[...new Set(named)].join(', ')}. ${start.because} Choose observational studies, or cite the trials a review pooled.`,
        );
    }
  },
};

export const evidenceProfilesServer = defineFeatureServer(evidenceProfilesFeature, {
  registries: { evidenceProfiles: evidenceProfileServer },
});

export default evidenceProfilesServer;
