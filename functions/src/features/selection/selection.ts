// Choosing technologies for a clinical need or a community: candidates are those whose clinical
// areas match, ranked by fit, evidence (evaluation results), lifecycle stage and cost — every
// rank with the parts of its score and the reason for each, so nobody has to trust a number.
import { z } from 'zod';

import { recordId } from '../../contract/common.js';
import {
  evaluationAggregate,
  FLAG_BELOW,
  flaggedDomains,
  lowestDomain,
  MAST_DOMAINS,
  type EvaluationAggregate,
} from '../evaluations/public.js';
import { defineOperation } from '../../contract/operation.js';
import { LIFECYCLE_STAGES, LICENCE_CLASSES, areaKeys } from '../technologies/public.js';

/** How much each part weighs in the score (they sum to 1). */
export const SELECTION_WEIGHTS = { fit: 0.35, evidence: 0.3, stage: 0.15, cost: 0.2 } as const;
export type ScorePart = keyof typeof SELECTION_WEIGHTS;

const STAGE_SCORE: Partial<Record<(typeof LIFECYCLE_STAGES)[number], number>> = {
  adopted: 1,
  pilot: 0.8,
  evaluation: 0.5,
  screening: 0.3,
  proposed: 0.2,
};
/** Stages whose technologies are not offered (decided against, or withdrawn). */
export const EXCLUDED_STAGES = ['not adopted', 'retired'] as const;

/** Costs compared over this many years: annual cost plus capital spread over the period. */
export const COST_YEARS = 5;

export interface CandidateInput {
  id: string;
  name: string;
  clinicalAreas: string[];
  lifecycleStage: string;
  capitalCost: number | null;
  annualCost: number | null;
  evaluationResults: EvaluationAggregate | null;
}

export interface ScoredPart {
  /** 0–1. */
  value: number;
  weight: number;
  reason: string;
}

export interface RankedCandidate {
  id: string;
  score: number;
  parts: Record<ScorePart, ScoredPart>;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const yearlyCost = (t: CandidateInput) =>
  t.capitalCost === null && t.annualCost === null
    ? null
    : (t.annualCost ?? 0) + (t.capitalCost ?? 0) / COST_YEARS;

const money = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });

const shortName = (key: string) => MAST_DOMAINS.find((d) => d.key === key)?.short ?? key;

/**
 * The evidence part from the MAST domains, never from a mean of them (MAST defines no overall
 * score): the lowest domain mean on the 0–1 scale, (lowest − 1) ÷ 4, so one poor domain lowers
 * the rank whatever the others say; the flagged domains are named in the reason.
 */
export function evidencePart(results: EvaluationAggregate | null): ScoredPart {
  const weight = SELECTION_WEIGHTS.evidence;
  if (!results || results.evaluations === 0)
    return { value: 0, weight, reason: 'No submitted evaluation yet.' };
  const from = `${results.evaluations} submitted evaluation${results.evaluations === 1 ? '' : 's'}`;
  const lowest = lowestDomain(results);
  if (!lowest) return { value: 0, weight, reason: `No MAST domain rated in ${from}.` };
  const flagged = flaggedDomains(results);
  const rated = MAST_DOMAINS.filter((d) => results.domains[d.key].mean !== null).length;
  return {
    value: (lowest.mean - 1) / 4,
    weight,
    reason:
      `Lowest MAST domain: ${lowest.short} ${lowest.mean.toFixed(2)} of 5 (the evidence part is the lowest of the ${rated} rated domain${rated === 1 ? '' : 's'}, not their mean), from ${from}. ` +
      (flagged.length
        ? `Flagged (below ${FLAG_BELOW} of 5): ${flagged.map(shortName).join(', ')}.`
        : `No domain flagged (below ${FLAG_BELOW} of 5).`),
  };
}

/**
 * Ranks technologies for the clinical areas of a need (or of a community's needs). Best first;
 * ties keep the name order.
 */
export function rankCandidates(
  areas: readonly string[],
  technologies: readonly CandidateInput[],
): RankedCandidate[] {
  const wanted = areaKeys(areas);
  const offered = technologies.filter(
    (t) => !(EXCLUDED_STAGES as readonly string[]).includes(t.lifecycleStage),
  );
  const costs = offered.flatMap((t) => {
    const c = yearlyCost(t);
    return c === null ? [] : [c];
  });
  const cheapest = Math.min(...costs);
  const dearest = Math.max(...costs);

  const ranked = offered.map((t): RankedCandidate => {
    const own = areaKeys(t.clinicalAreas);
    const matched = wanted.filter((a) => own.includes(a));
    const fit: ScoredPart = {
      value: wanted.length ? matched.length / wanted.length : 0,
      weight: SELECTION_WEIGHTS.fit,
      reason: wanted.length
        ? matched.length
          ? `Matches ${matched.length} of ${wanted.length} clinical area${wanted.length > 1 ? 's' : ''} (${matched.join(', ')}).`
          : 'Matches none of the clinical areas.'
        : 'No clinical area to match.',
    };
    const evidence = evidencePart(t.evaluationResults);
    const stageValue = STAGE_SCORE[t.lifecycleStage as keyof typeof STAGE_SCORE] ?? 0;
    const stage: ScoredPart = {
      value: stageValue,
      weight: SELECTION_WEIGHTS.stage,
      reason: `Lifecycle stage: ${t.lifecycleStage}.`,
    };
    const yearly = yearlyCost(t);
    const cost: ScoredPart =
      yearly === null
        ? {
            value: 0.5,
            weight: SELECTION_WEIGHTS.cost,
            reason: 'Cost not recorded (counted as middling).',
          }
        : {
            value: dearest === cheapest ? 1 : (dearest - yearly) / (dearest - cheapest),
            weight: SELECTION_WEIGHTS.cost,
            reason: `About ${money(yearly)} a year over ${COST_YEARS} years (capital spread, plus annual).`,
          };
    const parts = { fit, evidence, stage, cost };
    const score = (Object.keys(parts) as ScorePart[]).reduce(
      (s, k) => s + parts[k].value * parts[k].weight,
      0,
    );
    return { id: t.id, score: round(score), parts: mapParts(parts) };
  });
  const names = new Map(offered.map((t) => [t.id, t.name]));
  return ranked.sort(
    (a, b) => b.score - a.score || (names.get(a.id) ?? '').localeCompare(names.get(b.id) ?? ''),
  );
}

const mapParts = (parts: Record<ScorePart, ScoredPart>) =>
  Object.fromEntries(
    Object.entries(parts).map(([k, p]) => [k, { ...p, value: round(p.value) }]),
  ) as Record<ScorePart, ScoredPart>;

const scoredPart = z.object({ value: z.number(), weight: z.number(), reason: z.string() });

export const candidate = z.object({
  id: recordId,
  name: z.string(),
  category: z.string(),
  vendorName: z.string().nullable(),
  lifecycleStage: z.enum(LIFECYCLE_STAGES),
  clinicalAreas: z.array(z.string()),
  licenceClass: z.enum(LICENCE_CLASSES),
  capitalCost: z.number().nullable(),
  annualCost: z.number().nullable(),
  communityCount: z.number().int(),
  evaluationResults: evaluationAggregate.nullable(),
  score: z.number(),
  parts: z.object({ fit: scoredPart, evidence: scoredPart, stage: scoredPart, cost: scoredPart }),
});
export type Candidate = z.infer<typeof candidate>;

export const selectionOperations = {
  'selection.candidates': defineOperation({
    access: 'signedIn',
    summary:
      'Technologies for a clinical need or a community (the clinical areas of its needs), ranked with the parts of each score.',
    input: z
      .object({ needId: recordId.optional(), communityId: recordId.optional() })
      .strict()
      .refine((v) => Boolean(v.needId) !== Boolean(v.communityId), {
        message: 'Choose a clinical need or a community.',
        path: ['needId'],
      }),
    output: z.object({
      /** The clinical areas matched (the need's, or those of the community's needs). */
      areas: z.array(z.string()),
      candidates: z.array(candidate),
      /** Technologies matching the areas (all, without areas), counted: the ranking read `ranked` of them. */
      total: z.number().int(),
      ranked: z.number().int(),
    }),
  }),
};

/** At most this many technologies are read to rank (the answer says when there were more). */
export const MAX_RANKED = 1000;
