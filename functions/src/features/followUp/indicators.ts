// The indicators a follow-up watches (DOMAIN.md section 13): what each measures in the session log
// or onboarding, its unit, and which direction of a departure from its target is bad. No zod: the
// web app's list page reads this module by itself.

export const INDICATOR_KEYS = [
  'sessionsPerMonth',
  'shareAdequate',
  'shareTravel',
  'kmAvoided',
  'costPerSession',
  'goLives',
] as const;
export type IndicatorKey = (typeof INDICATOR_KEYS)[number];

/** The indicators whose target the plan states; go-lives are counted from its facilities' dates. */
export const TARGETED_KEYS = [
  'sessionsPerMonth',
  'shareAdequate',
  'shareTravel',
  'kmAvoided',
  'costPerSession',
] as const satisfies readonly IndicatorKey[];
export type TargetedKey = (typeof TARGETED_KEYS)[number];

export type Unit = 'count' | 'share' | 'km' | 'dollars';

export interface IndicatorDefinition {
  label: string;
  unit: Unit;
  /** A departure in this direction is bad: fewer sessions, more travel, dearer sessions. */
  bad: 'below' | 'above';
  /** How the observed value of a month is found. */
  observed: string;
}

export const INDICATORS: Record<IndicatorKey, IndicatorDefinition> = {
  sessionsPerMonth: {
    label: 'Sessions per month',
    unit: 'count',
    bad: 'below',
    observed: 'Sessions in the log that month at the plan’s facilities (0 when none).',
  },
  shareAdequate: {
    label: 'Share adequate for diagnosis',
    unit: 'share',
    bad: 'below',
    observed:
      'Sessions adequate for diagnosis (with or without reservations) ÷ sessions that month; none when no session.',
  },
  shareTravel: {
    label: 'Share needing travel',
    unit: 'share',
    bad: 'above',
    observed:
      'Sessions after which the patient travelled ("travel needed" or "urgent transfer") ÷ sessions that month; none when no session.',
  },
  kmAvoided: {
    label: 'Km of travel avoided',
    unit: 'km',
    bad: 'below',
    observed:
      'Round-trip km of the sessions after which the patient did not travel, as the log computes them (0 when none).',
  },
  costPerSession: {
    label: 'Cost per session',
    unit: 'dollars',
    bad: 'above',
    observed:
      'The plan’s running cost per month plus its cost per session × sessions, ÷ sessions that month; none when no session.',
  },
  goLives: {
    label: 'Facilities live',
    unit: 'count',
    bad: 'below',
    observed:
      'The plan’s facilities whose onboarding go-live is done by the month’s end; the target counts those planned live by then.',
  },
};

/** More than this relative departure from a target, in the bad direction, is "off". */
export const OFF_TARGET = 0.2;
/** Complete months off target in a row that make a reassessment due. */
export const MONTHS_IN_A_ROW = 2;
/** The most months a comparison shows (the latest ones). */
export const MAX_MONTHS = 36;
