// What the evidence form previews of an outcome's certainty. A certainty is a judgement of a body
// of evidence: before the outcome cites a study there is none to judge, and the defaults
// (randomised trials, every domain "not serious") would preview ⊕⊕⊕⊕ High for an empty outcome.
import {
  DOWNGRADE_DOMAINS,
  GradeError,
  UPGRADE_DOMAINS,
  gradeCertainty,
  type DowngradeDomain,
  type EvidenceProfileFieldsInput,
  type GradeInput,
  type GradeResult,
  type UpgradeDomain,
} from '@hta/functions/contract';

type OutcomeInput = EvidenceProfileFieldsInput['outcomes'][number];

export type CertaintyPreview =
  | { kind: 'not yet' }
  | { kind: 'certainty'; result: GradeResult }
  | { kind: 'problem'; message: string };

/** The certainty as the server will compute it (the same method), once there is evidence. */
export function certaintyPreview(outcome: OutcomeInput): CertaintyPreview {
  if (!outcome.studyIds.length) return { kind: 'not yet' };
  const input: GradeInput = {
    evidence: outcome.evidence,
    down: Object.fromEntries(
      (Object.keys(DOWNGRADE_DOMAINS) as DowngradeDomain[]).map((d) => [
        d,
        {
          rating: outcome.down?.[d]?.rating ?? 'not serious',
          reason: outcome.down?.[d]?.reason ?? null,
        },
      ]),
    ) as GradeInput['down'],
    up: Object.fromEntries(
      (Object.keys(UPGRADE_DOMAINS) as UpgradeDomain[]).map((d) => [
        d,
        { rating: outcome.up?.[d]?.rating ?? 'none', reason: outcome.up?.[d]?.reason ?? null },
      ]),
    ) as GradeInput['up'],
  };
  try {
    return { kind: 'certainty', result: gradeCertainty(input) };
  } catch (e) {
    if (!(e instanceof GradeError)) throw e;
    return { kind: 'problem', message: e.problems[0]?.message ?? e.message };
  }
}
