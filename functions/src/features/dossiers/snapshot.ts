// What a dossier shows, as one plain object: the figures and texts of its sources (the MAST
// results as the evaluations' write path keeps them on the technology, the evidence profile's
// outcomes with their GRADE certainty, the budget impact's totals, the target facilities'
// readiness, the ranks of the needs it answers) and its recommendation. The page shows it live;
// approval stores it frozen, so an approved version reads as it was whatever changes later. The
// HTA report renders from the same type (`DossierSnapshot`). Nothing is recomputed here: each
// figure is the one its own feature computed.
import { z } from 'zod';

import type { CommunityEffect } from '../budgetImpact/public.js';
import { MAST_DOMAINS, type EvaluationAggregate } from '../evaluations/public.js';
import { differenceText, type OutcomeRecord } from '../evidenceProfiles/public.js';
import { monitoringPlan } from '../followUp/public.js';
import {
  conflictDeclaration,
  culturalSafetyReview,
  dataGovernance,
  engagementRecord,
  etdCondition,
} from './decisionFields.js';
import { communityFlag, equityGaps, type CommunityFlag } from './equity.js';
import {
  DOSSIER_RECOMMENDATIONS,
  ETD_CRITERIA,
  currentRecommendation,
  etdGaps,
  type DossierRecommendation,
  type EtdCondition,
  type EtdJudgement,
} from './etd.js';

const n = z.number().nullable();

// The technology's lifecycle stage is left out: an adoption that cites the dossier moves it, and
// that is no change to what the dossier rests on.
export const dossierSnapshotSchema = z.object({
  title: z.string(),
  technology: z.object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
  }),
  recommendation: z.preprocess(currentRecommendation, z.enum(DOSSIER_RECOMMENDATIONS).nullable()),
  /** The recommendation's justification. */
  rationale: z.string().nullable(),
  /**
   * The Evidence-to-Decision table in the framework's order: the panel's judgement and what it
   * added per criterion (the linked research evidence is read from the sections below, frozen
   * with them: etdEvidence.ts). A version approved before the table has none.
   */
  etd: z
    .array(
      z.object({
        key: z.string(),
        label: z.string(),
        judgement: z.string().nullable(),
        evidence: z.string().nullable(),
        additional: z.string().nullable(),
      }),
    )
    .default([]),
  conclusions: z
    .object({
      conditions: z.array(etdCondition),
      subgroupConsiderations: z.string().nullable(),
      implementationConsiderations: z.string().nullable(),
      // Versions approved before the plan held targets read with none watched.
      monitoring: monitoringPlan,
      researchPriorities: z.string().nullable(),
    })
    .nullable()
    .default(null),
  /** Who it serves (its communities, flagged by census type) and who was asked. */
  equity: z
    .object({
      communities: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          type: z.string().nullable(),
          flag: z
            .enum(['First Nations reserve', 'First Nations settlement', 'northern'])
            .nullable(),
          population2021: n,
          /** From the budget impact's target communities, when it covers the community. */
          roundTripKm: n,
          inBudgetImpact: z.boolean(),
        }),
      ),
      engagements: z.array(engagementRecord),
      dataGovernance: dataGovernance.nullable(),
      culturalSafety: culturalSafetyReview.nullable(),
    })
    .nullable()
    .default(null),
  conflicts: z.array(conflictDeclaration).default([]),
  /** The technology's submitted evaluations' results (null: none submitted yet). */
  evaluations: z
    .object({
      count: z.number().int(),
      completeness: z.number(),
      domains: z.array(
        z.object({
          key: z.string(),
          label: z.string(),
          mean: n,
          min: n,
          max: n,
          evaluations: z.number().int(),
          /** Why the domain is flagged (below 3 of 5), as at the time; none in older versions. */
          flag: z.string().nullable().default(null),
        }),
      ),
      recommendations: z.array(z.object({ recommendation: z.string(), count: z.number().int() })),
    })
    .nullable(),
  evidenceProfile: z
    .object({
      id: z.string(),
      title: z.string(),
      /** Optional on the profile: null when the analyst left them out. */
      population: z.string().nullable(),
      comparison: z.string().nullable(),
      outcomes: z.array(
        z.object({
          name: z.string(),
          importance: z.string(),
          participants: n,
          /** GRADE: high, moderate, low or very low. */
          certainty: z.string(),
          reasons: z.array(z.string()),
          effect: z.string(),
        }),
      ),
    })
    .nullable(),
  budgetImpact: z
    .object({
      id: z.string(),
      title: z.string(),
      perspective: z.string(),
      horizonYears: z.number().int(),
      communities: z.array(z.string()),
      eligiblePopulation: z.number(),
      currentTotal: z.number(),
      newTotal: z.number(),
      netByYear: z.array(z.number()),
      netTotal: z.number(),
      /** Per target community, as the analysis runs for it alone (budgetImpact's own figures). */
      communityEffects: z
        .array(
          z.object({
            id: z.string(),
            name: z.string(),
            served: z.number(),
            tripsAvoided: z.number(),
            kmAvoided: z.number().nullable(),
            netBeforeProgramme: z.number(),
          }),
        )
        // Versions approved before the snapshot carried it have none.
        .optional(),
    })
    .nullable(),
  readiness: z.array(
    z.object({
      facilityId: z.string(),
      name: z.string(),
      readiness: z.string(),
      score: n,
      assessedOn: z.string().nullable(),
      gaps: n,
    }),
  ),
  needs: z
    .object({
      assessmentId: z.string(),
      title: z.string(),
      method: z.string(),
      date: z.string(),
      /** How many needs the assessment ranked (a rank reads "2 of 7"). */
      rankedCount: z.number().int(),
      needs: z.array(z.object({ needId: z.string(), title: z.string(), rank: n, score: n })),
    })
    .nullable(),
});
/** What a dossier shows (live) or showed when a version was approved (frozen). */
export type DossierSnapshot = z.infer<typeof dossierSnapshotSchema>;

type SourceOutcome = Pick<
  OutcomeRecord,
  | 'name'
  | 'importance'
  | 'participants'
  | 'measure'
  | 'estimate'
  | 'ciLow'
  | 'ciHigh'
  | 'narrative'
  | 'certainty'
  | 'absolute'
> &
  Partial<Pick<OutcomeRecord, 'effectInWords'>>;

/** The records a snapshot is made of, as the server reads them (only the parts it shows). */
export interface DossierSources {
  dossier: {
    title: string;
    recommendation: DossierRecommendation | null;
    rationale: string | null;
    needIds: readonly string[];
    etd: Partial<Record<string, EtdJudgement>>;
    conditions: readonly EtdCondition[];
    subgroupConsiderations: string | null;
    implementationConsiderations: string | null;
    monitoring: NonNullable<DossierSnapshot['conclusions']>['monitoring'];
    researchPriorities: string | null;
    engagements: NonNullable<DossierSnapshot['equity']>['engagements'];
    dataGovernance: NonNullable<DossierSnapshot['equity']>['dataGovernance'];
    culturalSafety: NonNullable<DossierSnapshot['equity']>['culturalSafety'];
    conflicts: DossierSnapshot['conflicts'];
  };
  /** The communities it serves: its own list, then its budget impact's targets not in it. */
  communities: ReadonlyArray<{
    id: string;
    name: string;
    type: string | null;
    population2021: number | null;
  }>;
  technology: {
    id: string;
    name: string;
    category: string;
    evaluationResults: EvaluationAggregate | null;
  };
  evidenceProfile: {
    id: string;
    title: string;
    population: string | null;
    comparison: string | null;
    outcomes: readonly SourceOutcome[];
  } | null;
  budgetImpact: {
    id: string;
    title: string;
    perspective: string;
    horizonYears: number;
    targets: ReadonlyArray<{ id: string; name: string; roundTripKm: number | null }>;
    totals: {
      eligiblePopulation: number;
      currentTotal: number;
      newTotal: number;
      netTotal: number;
      netByYear: number[];
    };
    /** Each target community's effect, as the budget impact feature computes it. */
    effects: readonly CommunityEffect[];
  } | null;
  facilities: ReadonlyArray<{
    id: string;
    name: string;
    readiness?: string | null;
    readinessScore?: number | null;
    readinessAssessedOn?: string | null;
    readinessGaps?: number | null;
  }>;
  needsAssessment: {
    id: string;
    title: string;
    date: string;
    ranking: {
      method: string;
      ranked: ReadonlyArray<{ needId: string; rank: number; score: number }>;
    };
    needTitles: Readonly<Record<string, string>>;
  } | null;
  /** Titles of the needs it answers, as their records name them. */
  needTitles: Readonly<Record<string, string>>;
}

/** An outcome's effect as a Summary of Findings row writes it: relative with CI and absolute, or narrative. */
function effectText(o: SourceOutcome): string {
  if (o.measure === 'none' || o.estimate === null || o.ciLow === null || o.ciHigh === null)
    return o.narrative ?? 'No effect reported.';
  const relative = `${o.measure} ${o.estimate} (95 % CI ${o.ciLow} to ${o.ciHigh})`;
  if (o.absolute) return `${relative}; ${differenceText(o.absolute)}`;
  // A mean or standardised mean difference is told in words (grade's effectInWords).
  return o.effectInWords ? `${relative}; ${o.effectInWords}` : relative;
}

/** The dossier as it shows now, from its sources' records. */
export function dossierSnapshot(s: DossierSources): DossierSnapshot {
  const results = s.technology.evaluationResults;
  const ranked = new Map(s.needsAssessment?.ranking.ranked.map((r) => [r.needId, r]) ?? []);
  return {
    title: s.dossier.title,
    technology: {
      id: s.technology.id,
      name: s.technology.name,
      category: s.technology.category,
    },
    recommendation: s.dossier.recommendation,
    rationale: s.dossier.rationale,
    etd: ETD_CRITERIA.map((c) => {
      const j = s.dossier.etd[c.key];
      return {
        key: c.key,
        label: c.label,
        judgement: j?.judgement ?? null,
        evidence: j?.evidence ?? null,
        additional: j?.additional ?? null,
      };
    }),
    conclusions: {
      conditions: [...s.dossier.conditions],
      subgroupConsiderations: s.dossier.subgroupConsiderations,
      implementationConsiderations: s.dossier.implementationConsiderations,
      monitoring: s.dossier.monitoring,
      researchPriorities: s.dossier.researchPriorities,
    },
    equity: equityOf(s),
    conflicts: [...s.dossier.conflicts],
    evaluations:
      results && results.evaluations > 0
        ? {
            count: results.evaluations,
            completeness: results.completeness,
            domains: MAST_DOMAINS.map((d) => {
              const r = results.domains[d.key];
              return {
                key: d.key,
                label: d.short,
                mean: r.mean,
                min: r.min,
                max: r.max,
                evaluations: r.evaluations,
                flag: r.flag,
              };
            }),
            recommendations: Object.entries(results.recommendations)
              .filter(([, count]) => count > 0)
              .map(([recommendation, count]) => ({ recommendation, count })),
          }
        : null,
    evidenceProfile: s.evidenceProfile && {
      id: s.evidenceProfile.id,
      title: s.evidenceProfile.title,
      population: s.evidenceProfile.population,
      comparison: s.evidenceProfile.comparison,
      outcomes: s.evidenceProfile.outcomes.map((o) => ({
        name: o.name,
        importance: o.importance,
        participants: o.participants,
        certainty: o.certainty.level,
        reasons: o.certainty.footnotes,
        effect: effectText(o),
      })),
    },
    budgetImpact: s.budgetImpact && {
      id: s.budgetImpact.id,
      title: s.budgetImpact.title,
      perspective: s.budgetImpact.perspective,
      horizonYears: s.budgetImpact.horizonYears,
      communities: s.budgetImpact.targets.map((t) => t.name),
      eligiblePopulation: s.budgetImpact.totals.eligiblePopulation,
      currentTotal: s.budgetImpact.totals.currentTotal,
      newTotal: s.budgetImpact.totals.newTotal,
      netByYear: [...s.budgetImpact.totals.netByYear],
      netTotal: s.budgetImpact.totals.netTotal,
      communityEffects: s.budgetImpact.effects.map((e) => ({ ...e })),
    },
    readiness: s.facilities.map((f) => ({
      facilityId: f.id,
      name: f.name,
      readiness: f.readiness ?? 'not assessed',
      score: f.readinessScore ?? null,
      assessedOn: f.readinessAssessedOn ?? null,
      gaps: f.readinessGaps ?? null,
    })),
    needs: s.needsAssessment && {
      assessmentId: s.needsAssessment.id,
      title: s.needsAssessment.title,
      method: s.needsAssessment.ranking.method,
      date: s.needsAssessment.date,
      rankedCount: s.needsAssessment.ranking.ranked.length,
      needs: s.dossier.needIds.map((needId) => {
        const r = ranked.get(needId);
        return {
          needId,
          title: s.needTitles[needId] ?? s.needsAssessment?.needTitles[needId] ?? needId,
          rank: r?.rank ?? null,
          score: r?.score ?? null,
        };
      }),
    },
  };
}

function equityOf(s: DossierSources): NonNullable<DossierSnapshot['equity']> {
  const targets = new Map(s.budgetImpact?.targets.map((t) => [t.id, t]) ?? []);
  return {
    communities: s.communities.map((c) => {
      const target = targets.get(c.id);
      const flag: CommunityFlag = communityFlag(c.type);
      return {
        id: c.id,
        name: c.name,
        type: c.type,
        flag,
        population2021: c.population2021,
        roundTripKm: target?.roundTripKm ?? null,
        inBudgetImpact: Boolean(target),
      };
    }),
    engagements: [...s.dossier.engagements],
    dataGovernance: s.dossier.dataGovernance,
    culturalSafety: s.dossier.culturalSafety,
  };
}

/**
 * Whether what a dossier shows now differs from a frozen version (its sources changed since).
 * Both are read through the schema first: it puts their keys in one order (the store does not
 * keep a map's order).
 */
export const snapshotsDiffer = (a: DossierSnapshot, b: DossierSnapshot): boolean =>
  JSON.stringify(dossierSnapshotSchema.parse(comparableTo(a, b))) !==
  JSON.stringify(dossierSnapshotSchema.parse(b));

/** `a` without what the frozen `b` was approved before snapshots carried (not a change since). */
function comparableTo(a: DossierSnapshot, b: DossierSnapshot): DossierSnapshot {
  if (!a.budgetImpact || !b.budgetImpact || b.budgetImpact.communityEffects) return a;
  const { communityEffects: _added, ...budgetImpact } = a.budgetImpact;
  return { ...a, budgetImpact };
}

/**
 * What a dossier as it shows lacks before its decision can be signed off: a judgement on every
 * Evidence-to-Decision criterion, a condition for "adopt with conditions", and for a First
 * Nations community an engagement record and a data-governance agreement.
 */
export function decisionGaps(s: DossierSnapshot): string[] {
  const byKey = Object.fromEntries(s.etd.map((c) => [c.key, c]));
  return [
    ...etdGaps(byKey, s.recommendation, s.conclusions?.conditions ?? []),
    ...equityGaps({
      communities: s.equity?.communities ?? [],
      engagements: s.equity?.engagements.length ?? 0,
      dataGovernance: Boolean(s.equity?.dataGovernance),
    }),
  ];
}
