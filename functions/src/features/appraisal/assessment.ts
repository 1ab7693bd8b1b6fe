// One person's risk-of-bias assessment of one study, in the context of one evidence profile: the
// tool the study's design calls for, the answers to its signalling questions, each domain's
// judgement and the overall one. The judgements are computed here from the answers (RoB 2's
// algorithms, rob2.ts; ROBINS-I's overall rule, robinsI.ts), on the server on every write and in
// the form as the person answers — never taken from what a client sends.
//
// ROBINS-I (2016) gives no algorithm from its signalling questions to a domain's judgement: the
// reviewer judges each domain with the questions as a guide, so a ROBINS-I assessment records the
// domain judgements, and the overall one follows the tool's rule.
//
// Where an outcome's measurement or missing data differ from the study's other outcomes (RoB 2
// domains 3 and 4; ROBINS-I's missing data and measurement domains), the assessment carries
// that outcome's own answers; the other domains are the study's.
import { z } from 'zod';

import { optionalText, recordId, requiredLine, requiredText } from '../../contract/common.js';
import {
  ROB2_DOMAINS,
  ROB2_QUESTIONS,
  rob2Domain,
  type Answer,
  type Rob2Answers,
  type Rob2Domain,
  type Rob2Judgement,
  type Rob2Question,
} from './rob2.js';
import {
  ROBINS_I_DOMAINS,
  robinsIOverall,
  type RobinsIDomain,
  type RobinsIJudgement,
} from './robinsI.js';
import type { AppraisedJudgement } from './riskOfBiasSuggestion.js';

export const ROB_TOOLS = ['RoB 2', 'ROBINS-I'] as const;
export type RobTool = (typeof ROB_TOOLS)[number];

export const ANSWERS = ['Y', 'PY', 'PN', 'N', 'NI'] as const satisfies readonly Answer[];
export const ANSWER_NAMES: Record<Answer, string> = {
  Y: 'Yes',
  PY: 'Probably yes',
  PN: 'Probably no',
  N: 'No',
  NI: 'No information',
};
export const ROB2_JUDGEMENTS = ['low', 'some concerns', 'high'] as const;
export const ROBINS_I_JUDGEMENTS = [
  'low',
  'moderate',
  'serious',
  'critical',
  'no information',
] as const;

const ROB2_DOMAIN_KEYS = Object.keys(ROB2_DOMAINS) as Rob2Domain[];
const ROBINS_I_DOMAIN_KEYS = Object.keys(ROBINS_I_DOMAINS) as RobinsIDomain[];
const ROB2_QUESTION_KEYS = Object.keys(ROB2_QUESTIONS) as Rob2Question[];

/** The RoB 2 domains and ROBINS-I domains an outcome may be assessed on by itself. */
export const PER_OUTCOME_ROB2: readonly Rob2Domain[] = ['D3', 'D4'];
export const PER_OUTCOME_ROBINS_I: readonly RobinsIDomain[] = ['missingData', 'measurement'];

const domainOf = (q: Rob2Question): Rob2Domain => `D${q.charAt(0)}` as Rob2Domain;

/**
 * The tool a study's design calls for: RoB 2 for randomised trials, ROBINS-I for non-randomised
 * studies comparing interventions; none for the rest (a review, a case series without a
 * comparison, a qualitative or economic study, a guideline) — their appraisal needs other tools.
 */
export function toolForDesign(design: string): RobTool | null {
  if (design === 'RCT') return 'RoB 2';
  if (design === 'non-randomised comparative' || design === 'cohort') return 'ROBINS-I';
  return null;
}

export const NO_TOOL_MESSAGE =
  'RoB 2 is for randomised trials and ROBINS-I for non-randomised comparative (cohort) studies';

const answer = z.enum(ANSWERS, { error: 'Answer Y, PY, PN, N or NI.' });
const rob2Answers = z.partialRecord(z.enum(ROB2_QUESTION_KEYS), answer);
const robinsIDomains = z.partialRecord(
  z.enum(ROBINS_I_DOMAIN_KEYS),
  z.enum(ROBINS_I_JUDGEMENTS, {
    error: 'Judge the domain low, moderate, serious, critical or no information.',
  }),
);

const override = z
  .object({
    judgement: z.enum(ROB2_JUDGEMENTS, { error: 'Judge it low, some concerns or high.' }),
    reason: requiredText(1000, 'The reason for departing from the algorithm'),
  })
  .strict();

export const outcomeAssessment = z
  .object({
    /** The profile's outcome, by name, whose measurement or missing data differ. */
    outcomeName: requiredLine(200, 'The outcome'),
    answers: rob2Answers.default({}),
    domains: robinsIDomains.default({}),
  })
  .strict();

const yes = (a: Answer | undefined) => a === 'Y' || a === 'PY';
const no = (a: Answer | undefined) => a === 'N' || a === 'PN';
const given = (a: Answer | undefined) => a !== undefined;

/**
 * When the tool marks a question "not applicable" (NA), from the RoB 2 guidance's conditions
 * (Higgins et al. 2019): a follow-up question is asked only after certain answers to the one it
 * follows. Domains 1 and 5 ask every question. The algorithm may reach a judgement without some
 * asked questions (rob2Asked walks its path); those are still asked, and answering them is right.
 */
const NOT_APPLICABLE: Partial<Record<Rob2Question, (a: Rob2Answers) => boolean>> = {
  '2.3': (a) => no(a['2.1']) && no(a['2.2']),
  '2.4': (a) => given(a['2.3']) && !yes(a['2.3']),
  '2.5': (a) => given(a['2.4']) && no(a['2.4']),
  '2.7': (a) => yes(a['2.6']),
  '3.2': (a) => yes(a['3.1']),
  '3.3': (a) => given(a['3.2']) && !no(a['3.2']),
  '3.4': (a) => given(a['3.3']) && no(a['3.3']),
  '4.3': (a) => yes(a['4.1']) || yes(a['4.2']),
  '4.4': (a) => given(a['4.3']) && no(a['4.3']),
  '4.5': (a) => given(a['4.4']) && no(a['4.4']),
};

/** Whether the tool asks this question given the other answers (otherwise it is NA). */
export function rob2Applies(q: Rob2Question, answers: Rob2Answers): boolean {
  const na = NOT_APPLICABLE[q];
  if (!na) return true;
  // A question follows one that is itself NA: NA too.
  const before = ROB2_QUESTION_KEYS[ROB2_QUESTION_KEYS.indexOf(q) - 1];
  if (
    before &&
    domainOf(before) === domainOf(q) &&
    NOT_APPLICABLE[before] &&
    !rob2Applies(before, answers)
  )
    return false;
  return !na(answers);
}

/** Answers given to questions the tool marks NA given the other answers. */
export function notAsked(answers: Rob2Answers, domains: readonly Rob2Domain[]): Rob2Question[] {
  return ROB2_QUESTION_KEYS.filter(
    (q) => domains.includes(domainOf(q)) && answers[q] !== undefined && !rob2Applies(q, answers),
  );
}

export const assessmentFields = z
  .object({
    profileId: recordId,
    studyId: recordId,
    tool: z.enum(ROB_TOOLS, { error: 'Choose RoB 2 or ROBINS-I.' }),
    /** Participants the study analysed: the weight of its judgement in the profile's rating. */
    participants: z
      .number({ error: 'Participants must be a number.' })
      .int('Participants are a whole number.')
      .min(1, 'Participants: at least 1.')
      .max(100_000_000, 'Participants: at most 100,000,000.'),
    answers: rob2Answers.default({}),
    domains: robinsIDomains.default({}),
    /** RoB 2 domains judged otherwise than the algorithm's result, each with the reason. */
    overrides: z.partialRecord(z.enum(ROB2_DOMAIN_KEYS), override).default({}),
    /** Why several domains with some concerns make the study high risk overall (RoB 2 allows it). */
    overallHighReason: optionalText(1000),
    outcomes: z.array(outcomeAssessment).max(30, 'At most 30 outcomes.').default([]),
    notes: optionalText(2000),
  })
  .strict()
  .superRefine((f, ctx) => {
    const issue = (path: PropertyKey[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (f.tool === 'RoB 2') {
      if (Object.keys(f.domains).length)
        issue(
          ['domains'],
          'A RoB 2 assessment answers signalling questions, not ROBINS-I domains.',
        );
      for (const q of notAsked(f.answers, ROB2_DOMAIN_KEYS))
        issue(
          ['answers', q],
          `Question ${q} is not applicable given the earlier answers in its domain (NA): leave it empty.`,
        );
    } else {
      if (Object.keys(f.answers).length)
        issue(['answers'], 'A ROBINS-I assessment judges domains; RoB 2 questions do not apply.');
      if (Object.keys(f.overrides).length)
        issue(['overrides'], 'ROBINS-I domains are judged directly: there is nothing to override.');
      if (f.overallHighReason)
        issue(['overallHighReason'], 'Only a RoB 2 assessment is raised to high this way.');
    }
    const names = new Set<string>();
    for (const [i, o] of f.outcomes.entries()) {
      const key = o.outcomeName.toLowerCase();
      if (names.has(key)) issue(['outcomes', i, 'outcomeName'], 'Each outcome once.');
      names.add(key);
      if (f.tool === 'RoB 2') {
        if (Object.keys(o.domains).length)
          issue(['outcomes', i, 'domains'], 'A RoB 2 assessment answers signalling questions.');
        const stray = Object.keys(o.answers).filter(
          (q) => !PER_OUTCOME_ROB2.includes(domainOf(q as Rob2Question)),
        );
        if (stray.length)
          issue(
            ['outcomes', i, 'answers'],
            `Per outcome only domains 3 and 4 (missing data, measurement) are answered; not ${stray.join(', ')}.`,
          );
        for (const q of notAsked(o.answers, PER_OUTCOME_ROB2))
          issue(
            ['outcomes', i, 'answers', q],
            `Question ${q} is not applicable given the earlier answers in its domain (NA): leave it empty.`,
          );
      } else {
        if (Object.keys(o.answers).length)
          issue(['outcomes', i, 'answers'], 'A ROBINS-I assessment judges domains.');
        const stray = Object.keys(o.domains).filter(
          (d) => !PER_OUTCOME_ROBINS_I.includes(d as RobinsIDomain),
        );
        if (stray.length)
          issue(
            ['outcomes', i, 'domains'],
            'Per outcome only missing data and measurement of outcomes are judged.',
          );
      }
    }
    if (f.overallHighReason && f.tool === 'RoB 2') {
      const result = judgedRob2(f.answers, f.overrides, null);
      if (!result.mayBeHigh)
        issue(
          ['overallHighReason'],
          'RoB 2 raises a study to high overall only when several domains have some concerns.',
        );
    }
  });
export type AssessmentFieldsInput = z.input<typeof assessmentFields>;
export type AssessmentFields = z.output<typeof assessmentFields>;

export interface JudgedDomain {
  key: string;
  label: string;
  judgement: AppraisedJudgement | null;
  because: string;
  /** The assessor's judgement replaced the algorithm's (the reason is in `because`). */
  overridden: boolean;
}

export interface Judged {
  domains: JudgedDomain[];
  judgement: AppraisedJudgement | null;
  because: string;
}

type Overrides = AssessmentFields['overrides'];

function judgedRob2(
  answers: Rob2Answers,
  overrides: Overrides,
  overallHighReason: string | null,
): Judged & { mayBeHigh: boolean } {
  const domains = ROB2_DOMAIN_KEYS.map((key): JudgedDomain => {
    const computed = rob2Domain(key, answers);
    const by = overrides[key];
    return by
      ? {
          key,
          label: ROB2_DOMAINS[key],
          judgement: by.judgement,
          because: `Judged ${by.judgement} by the assessor (the algorithm: ${computed.judgement ?? 'not yet judged'}): ${by.reason}`,
          overridden: true,
        }
      : {
          key,
          label: ROB2_DOMAINS[key],
          judgement: computed.judgement,
          because: computed.because,
          overridden: false,
        };
  });
  const judgements = domains.map((d) => d.judgement as Rob2Judgement | null);
  const concerns = judgements.filter((j) => j === 'some concerns').length;
  if (judgements.includes('high'))
    return {
      domains,
      judgement: 'high',
      because: 'At least one domain is at high risk.',
      mayBeHigh: false,
    };
  if (judgements.includes(null))
    return {
      domains,
      judgement: null,
      because: 'Not every domain is judged yet.',
      mayBeHigh: false,
    };
  if (concerns === 0)
    return { domains, judgement: 'low', because: 'Every domain is at low risk.', mayBeHigh: false };
  const several = concerns > 1;
  if (several && overallHighReason)
    return {
      domains,
      judgement: 'high',
      because: `Some concerns in ${concerns} domains, judged high overall by the assessor: ${overallHighReason}`,
      mayBeHigh: true,
    };
  return {
    domains,
    judgement: 'some concerns',
    because: `Some concerns in ${concerns} domain${several ? 's' : ''}, none at high risk.`,
    mayBeHigh: several,
  };
}

function judgedRobinsI(domains: Partial<Record<RobinsIDomain, RobinsIJudgement>>): Judged {
  const overall = robinsIOverall(domains);
  return {
    domains: ROBINS_I_DOMAIN_KEYS.map((key) => ({
      key,
      label: ROBINS_I_DOMAINS[key],
      judgement: domains[key] ?? null,
      because: domains[key] ? 'Judged by the assessor.' : 'Not judged yet.',
      overridden: false,
    })),
    judgement: overall.judgement,
    because: overall.because,
  };
}

const withoutDomains = <K extends string, V>(
  record: Partial<Record<K, V>>,
  drop: (key: K) => boolean,
): Partial<Record<K, V>> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !drop(k as K))) as Partial<
    Record<K, V>
  >;

/** An assessment's judgements: the study's, and each outcome's where it has its own answers. */
export interface AssessmentResult extends Judged {
  /** RoB 2: several domains with some concerns, so the assessor may judge the study high. */
  mayBeHigh: boolean;
  outcomes: Array<Judged & { outcomeName: string }>;
}

export function assessmentResult(
  f: Pick<
    AssessmentFields,
    'tool' | 'answers' | 'domains' | 'overrides' | 'overallHighReason' | 'outcomes'
  >,
): AssessmentResult {
  if (f.tool === 'RoB 2') {
    const study = judgedRob2(f.answers, f.overrides, f.overallHighReason);
    return {
      ...study,
      outcomes: f.outcomes.map((o) => {
        const answers = {
          ...withoutDomains(f.answers, (q) => PER_OUTCOME_ROB2.includes(domainOf(q))),
          ...o.answers,
        };
        const overrides = withoutDomains(f.overrides, (d) => PER_OUTCOME_ROB2.includes(d));
        const { mayBeHigh: _, ...judged } = judgedRob2(answers, overrides, f.overallHighReason);
        return { outcomeName: o.outcomeName, ...judged };
      }),
    };
  }
  return {
    ...judgedRobinsI(f.domains),
    mayBeHigh: false,
    outcomes: f.outcomes.map((o) => ({
      outcomeName: o.outcomeName,
      ...judgedRobinsI({
        ...withoutDomains(f.domains, (d) => PER_OUTCOME_ROBINS_I.includes(d)),
        ...o.domains,
      }),
    })),
  };
}

/** The judgement that applies to one outcome of the profile: its own, or the study's. */
export function judgementFor(result: AssessmentResult, outcomeName: string): Judged {
  return (
    result.outcomes.find((o) => o.outcomeName.toLowerCase() === outcomeName.toLowerCase()) ?? result
  );
}

export const rob2QuestionsOf = (domain: Rob2Domain): Rob2Question[] =>
  ROB2_QUESTION_KEYS.filter((q) => domainOf(q) === domain);
