// The GRADE Evidence-to-Decision framework for coverage and health-system decisions
// (Alonso-Coello et al., BMJ 2016;353:i2016 and i2089; Moberg et al., Health Res Policy Syst
// 2018;16:45): its criteria in the framework's order, each with the question it asks and the
// judgement scale GRADEpro offers for it, and what a dossier needs before its decision can be
// signed off. No zod here: the page and the server read the same lists.

const YES_NO = ['no', 'probably no', 'probably yes', 'yes', 'varies', "don't know"] as const;
const DESIRABLE = ['trivial', 'small', 'moderate', 'large', 'varies', "don't know"] as const;
// Undesirable effects run the other way: a large harm is the worst.
const UNDESIRABLE = ['large', 'moderate', 'small', 'trivial', 'varies', "don't know"] as const;
const CERTAINTY = ['very low', 'low', 'moderate', 'high', 'no included studies'] as const;
const VALUES = [
  'important uncertainty or variability',
  'possibly important uncertainty or variability',
  'probably no important uncertainty or variability',
  'no important uncertainty or variability',
] as const;
const FAVOURS = [
  'favours the comparison',
  'probably favours the comparison',
  'does not favour either',
  'probably favours the intervention',
  'favours the intervention',
  'varies',
] as const;
const RESOURCES = [
  'large costs',
  'moderate costs',
  'negligible costs and savings',
  'moderate savings',
  'large savings',
  'varies',
  "don't know",
] as const;
const EQUITY = [
  'reduced',
  'probably reduced',
  'probably no impact',
  'probably increased',
  'increased',
  'varies',
  "don't know",
] as const;

/**
 * Which figure of the dossier's own sources a criterion shows as its research evidence: read
 * live until approval and frozen with it.
 */
export type EtdLink = 'needRank' | 'certainties' | 'budgetNet' | 'equity' | 'readiness' | null;

export const ETD_CRITERIA = [
  {
    key: 'priority',
    label: 'Priority of the problem',
    question: 'Is the problem a priority?',
    scale: YES_NO,
    link: 'needRank',
  },
  {
    key: 'desirableEffects',
    label: 'Desirable effects',
    question: 'How substantial are the desirable anticipated effects?',
    scale: DESIRABLE,
    link: null,
  },
  {
    key: 'undesirableEffects',
    label: 'Undesirable effects',
    question: 'How substantial are the undesirable anticipated effects?',
    scale: UNDESIRABLE,
    link: null,
  },
  {
    key: 'certainty',
    label: 'Certainty of evidence',
    question: 'What is the overall certainty of the evidence of effects?',
    scale: CERTAINTY,
    link: 'certainties',
  },
  {
    key: 'values',
    label: 'Values',
    question:
      'Is there important uncertainty about or variability in how much people value the main outcomes?',
    scale: VALUES,
    link: null,
  },
  {
    key: 'balance',
    label: 'Balance of effects',
    question: 'Does the balance between desirable and undesirable effects favour the option?',
    scale: [...FAVOURS, "don't know"],
    link: null,
  },
  {
    key: 'resources',
    label: 'Resources required',
    question: 'How large are the resource requirements (costs)?',
    scale: RESOURCES,
    link: 'budgetNet',
  },
  {
    key: 'resourceCertainty',
    label: 'Certainty of evidence of required resources',
    question: 'What is the certainty of the evidence of resource requirements (costs)?',
    scale: CERTAINTY,
    link: null,
  },
  {
    key: 'costEffectiveness',
    label: 'Cost-effectiveness',
    question: 'Does the cost-effectiveness of the option favour the option or the comparison?',
    scale: [...FAVOURS, 'no included studies'],
    link: null,
  },
  {
    key: 'equity',
    label: 'Equity',
    question: 'What would be the impact on health equity?',
    scale: EQUITY,
    link: 'equity',
  },
  {
    key: 'acceptability',
    label: 'Acceptability',
    question: 'Is the option acceptable to key stakeholders?',
    scale: YES_NO,
    link: null,
  },
  {
    key: 'feasibility',
    label: 'Feasibility',
    question: 'Is the option feasible to implement?',
    scale: YES_NO,
    link: 'readiness',
  },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  question: string;
  scale: readonly string[];
  link: EtdLink;
}>;

export type EtdCriterionKey = (typeof ETD_CRITERIA)[number]['key'];
export const ETD_CRITERION_KEYS = ETD_CRITERIA.map((c) => c.key) as [
  EtdCriterionKey,
  ...EtdCriterionKey[],
];

/**
 * The types of decision, as the coverage framework's conclusions have them (do not cover, cover
 * only in the context of research, cover with conditions, cover) in the hub's words.
 */
export const DOSSIER_RECOMMENDATIONS = [
  'adopt',
  'adopt with conditions',
  'adopt only in a pilot or research',
  'do not adopt',
] as const;
export type DossierRecommendation = (typeof DOSSIER_RECOMMENDATIONS)[number];

/**
 * A recommendation as stored before the framework's types: "needs more evidence" is the
 * framework's "only in the context of research".
 */
export const currentRecommendation = (v: unknown): unknown =>
  v === 'needs more evidence' ? 'adopt only in a pilot or research' : v;

/** A criterion as the dossier keeps it: the panel's judgement and what it added. */
export interface EtdJudgement {
  judgement: string | null;
  /** Research evidence beyond the linked figures (a study, a survey, a local audit). */
  evidence: string | null;
  additional: string | null;
}

export interface EtdCondition {
  text: string;
  owner: string;
}

/** What approval needs of the framework: a judgement on every criterion, conditions when asked. */
export function etdGaps(
  criteria: Partial<Record<string, EtdJudgement | undefined>> | null | undefined,
  recommendation: string | null,
  conditions: readonly EtdCondition[],
): string[] {
  const unjudged = ETD_CRITERIA.filter((c) => !criteria?.[c.key]?.judgement).map((c) => c.label);
  const named =
    unjudged.length === ETD_CRITERIA.length
      ? 'no criterion of the Evidence-to-Decision table has a judgement'
      : `${unjudged.join(', ')} ${unjudged.length === 1 ? 'has' : 'have'} no judgement in the Evidence-to-Decision table`;
  return [
    ...(unjudged.length ? [named] : []),
    ...(recommendation === 'adopt with conditions' && conditions.length === 0
      ? ['"adopt with conditions" names no condition']
      : []),
  ];
}
