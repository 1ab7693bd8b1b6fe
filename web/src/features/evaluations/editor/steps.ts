// The evaluation form's steps — setting, preceding considerations, the seven MAST domains,
// conclusion, review — with what each has answered, and the step an error belongs to.
import {
  DOMAIN_KEYS,
  MAST_DOMAINS,
  PRECEDING_KEYS,
  asked,
  completeness,
  evaluationFields,
  isAnswered,
  keyed,
  type DomainKey,
  type EvaluationFieldsInput,
  type EvaluationLike,
} from '@hta/functions/contract';

export type StepKey = 'setting' | 'preceding' | DomainKey | 'conclusion' | 'review';

export interface Step {
  key: StepKey;
  title: string;
  /** Answered and asked, for steps with questions. */
  progress?: { answered: number; asked: number };
}

export const STEP_KEYS: StepKey[] = [
  'setting',
  'preceding',
  ...DOMAIN_KEYS,
  'conclusion',
  'review',
];

export const isStepKey = (s: string | null): s is StepKey =>
  s !== null && (STEP_KEYS as string[]).includes(s);

/** What the steps need of the form's values: absent parts count as unanswered. */
type Values = Pick<EvaluationFieldsInput, 'preceding' | 'domains' | 'recommendation' | 'rationale'>;

/** The form's values as the scoring reads them: blanks are unanswered. */
export function asScored(values: Values): EvaluationLike {
  return {
    preceding: keyed(PRECEDING_KEYS, (k) => ({
      answer: values.preceding?.[k]?.answer?.trim() || null,
      result: values.preceding?.[k]?.result ?? null,
    })),
    domains: keyed(DOMAIN_KEYS, (k) =>
      (values.domains?.[k] ?? []).map((a) => ({
        questionId: a.questionId,
        type: a.type ?? 'rating',
        dependsOn: a.dependsOn ?? null,
        rating: a.rating ?? null,
        value: a.value === '' || a.value === undefined ? null : a.value,
        notAssessedReason: a.notAssessedReason?.trim() || null,
      })),
    ),
    recommendation: values.recommendation ?? null,
  };
}

/** Share of the form answered, as the server will count it. */
export const answeredShare = (values: Values) => completeness(asScored(values));

export function stepsOf(values: Values): Step[] {
  const scored = asScored(values);
  const preceding = PRECEDING_KEYS.filter(
    (k) => scored.preceding[k].answer && scored.preceding[k].result,
  ).length;
  const domainSteps = MAST_DOMAINS.map((d): Step => ({
    key: d.key,
    title: d.title,
    progress: {
      answered: asked(scored.domains[d.key]).filter(isAnswered).length,
      asked: asked(scored.domains[d.key]).length,
    },
  }));
  const concluded = [values.recommendation, values.rationale?.trim()].filter(Boolean).length;
  return [
    { key: 'setting', title: 'Technology and setting' },
    {
      key: 'preceding',
      title: 'Preceding considerations',
      progress: { answered: preceding, asked: PRECEDING_KEYS.length },
    },
    ...domainSteps,
    { key: 'conclusion', title: 'Conclusion', progress: { answered: concluded, asked: 2 } },
    { key: 'review', title: 'Review and submit' },
  ];
}

/** The step holding a field, from its path (`domains.safety.1.rating` → safety). */
export function stepOfField(path: string): StepKey {
  const [head, second] = path.split('.');
  if (head === 'preceding') return 'preceding';
  if (head === 'domains' && second && (DOMAIN_KEYS as string[]).includes(second))
    return second as DomainKey;
  if (head === 'transferability' || head === 'recommendation' || head === 'rationale')
    return 'conclusion';
  return 'setting';
}

/** The first step, in the form's order, that holds one of these fields. */
export function firstStepOf(paths: readonly string[]): StepKey | null {
  const steps = new Set(paths.map(stepOfField));
  return STEP_KEYS.find((k) => steps.has(k)) ?? null;
}

/** What a submission still lacks: the schema's own rules, each message naming its question. */
export interface Missing {
  path: string;
  /** The schema's message, for the field itself. */
  message: string;
  /** The question it concerns, for lists away from the field. */
  question?: string;
}

export function missingFor(values: EvaluationFieldsInput): Missing[] {
  const parsed = evaluationFields.safeParse({ ...values, status: 'submitted' });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const [head, domain, index] = issue.path;
    const question =
      head === 'domains' && typeof domain === 'string' && typeof index === 'number'
        ? values.domains?.[domain as DomainKey]?.[index]?.question
        : undefined;
    return { path, message: issue.message, ...(question ? { question } : {}) };
  });
}

/** A step is done when it asks something and every question is answered. */
export const isStepDone = (step: Step) =>
  Boolean(
    step.progress && step.progress.asked > 0 && step.progress.answered === step.progress.asked,
  );

/** The step before and after this one, in the form's order (none before the first, after the last). */
export function neighboursOf(step: StepKey): { previous?: StepKey; next?: StepKey } {
  const index = STEP_KEYS.indexOf(step);
  const previous = STEP_KEYS[index - 1];
  const next = STEP_KEYS[index + 1];
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

export const isDomainStep = (step: StepKey): step is DomainKey =>
  (DOMAIN_KEYS as readonly string[]).includes(step);
