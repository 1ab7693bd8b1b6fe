// The GRADE checks of one outcome as written (gradeChecks.ts), run by the contract's validation
// on every save — errors refuse it — and by the form as the person types; the warnings are kept
// with the outcome and shown beside it. Takes the outcome as the form holds it, partly filled.
import type { MidScale } from '../questions/public.js';
import {
  largeEffectChecks,
  suggestedImprecision,
  upAndDownChecks,
  type Check,
  type RatioEffect,
  type RatioMid,
} from './gradeChecks.js';
import { absoluteEffect, RELATIVE_MEASURES, type RelativeMeasure } from './grade.js';
import type { DowngradeRating, EvidenceType, UpgradeRating } from './grade.js';
import { isDifference, per1000 } from './effectWords.js';

export interface CheckedOutcome {
  evidence: EvidenceType;
  measure?: string | undefined;
  estimate?: number | null | undefined;
  ciLow?: number | null | undefined;
  ciHigh?: number | null | undefined;
  comparatorPer1000?: number | null | undefined;
  mid?: number | null | undefined;
  midScale?: MidScale | '' | null | undefined;
  units?: string | null | undefined;
  down?: Partial<Record<string, { rating?: DowngradeRating | undefined } | undefined>> | undefined;
  up?: Partial<Record<string, { rating?: UpgradeRating | undefined } | undefined>> | undefined;
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

const isRatio = (measure: string | undefined): measure is RelativeMeasure =>
  (RELATIVE_MEASURES as readonly string[]).includes(measure ?? '');

/** The outcome's effect and its CI, when it has a consistent one (a ratio above 0). */
export function effectOf(o: CheckedOutcome): RatioEffect | null {
  if (!o.measure || o.measure === 'none') return null;
  const { estimate, ciLow, ciHigh } = o;
  if (!isNumber(estimate) || !isNumber(ciLow) || !isNumber(ciHigh)) return null;
  if (!(ciLow <= estimate && estimate <= ciHigh)) return null;
  if (isRatio(o.measure) && !(ciLow > 0)) return null;
  return { estimate, lower: ciLow, upper: ciHigh };
}

/** What imprecision is judged against: the CI on a scale, its thresholds, and the rule in words. */
export interface ImprecisionRule {
  effect: RatioEffect;
  thresholds: RatioMid;
  rule: string;
}

const around0 = (m: number): RatioMid => ({ benefit: -m, harm: m, none: 0 });

/**
 * Which rule imprecision is judged by, from the measure and the outcome's MID: the MID where it
 * is on the effect's scale (a ratio's relative change; per 1,000 through the comparator's risk;
 * a mean difference's units; an SMD's SD), else GRADE's default for the measure — RR 0.75 and
 * 1.25 for a ratio, an SMD of 0.5 either way for an SMD (GRADE handbook 5.2.2) — and none for a
 * mean or risk difference without a MID (no default exists: the MID is needed).
 */
export function imprecisionRule(o: CheckedOutcome): ImprecisionRule | null {
  const effect = effectOf(o);
  if (!effect) return null;
  const mid = isNumber(o.mid) && o.mid > 0 ? o.mid : null;
  const scale = mid !== null ? (o.midScale ?? null) : null;
  if (isRatio(o.measure)) {
    if (mid !== null && scale === 'relative')
      return {
        effect,
        thresholds: { benefit: 1 - mid / 100, harm: 1 + mid / 100 },
        rule: `the outcome’s minimal important difference, a ${mid} % relative change (${o.measure} ${1 - mid / 100} and ${1 + mid / 100})`,
      };
    if (mid !== null && scale === 'per1000' && isNumber(o.comparatorPer1000)) {
      const a = absoluteEffect(
        o.measure,
        effect.estimate,
        effect.lower,
        effect.upper,
        o.comparatorPer1000,
      );
      return {
        effect: { estimate: a.difference, lower: a.differenceLow, upper: a.differenceHigh },
        thresholds: around0(mid),
        rule: `the outcome’s minimal important difference, ${mid} per 1,000, against the absolute effect at a comparator risk of ${o.comparatorPer1000} per 1,000`,
      };
    }
    return {
      effect,
      thresholds: { benefit: 0.75, harm: 1.25 },
      rule: 'GRADE’s default for a ratio without a minimal important difference on its scale, a 25 % relative change (0.75 and 1.25)',
    };
  }
  if (!isDifference(o.measure ?? '')) return null;
  if (o.measure === 'RD')
    return mid !== null && scale === 'per1000'
      ? {
          effect: {
            estimate: per1000(effect.estimate),
            lower: per1000(effect.lower),
            upper: per1000(effect.upper),
          },
          thresholds: around0(mid),
          rule: `the outcome’s minimal important difference, ${mid} per 1,000`,
        }
      : null;
  if (o.measure === 'MD')
    return mid !== null && scale === 'units'
      ? {
          effect,
          thresholds: around0(mid),
          rule: `the outcome’s minimal important difference, ${mid}${o.units ? ` ${o.units}` : ''}`,
        }
      : null;
  return mid !== null && scale === 'sd'
    ? {
        effect,
        thresholds: around0(mid),
        rule: `the outcome’s minimal important difference, an SMD of ${mid}`,
      }
    : {
        effect,
        thresholds: around0(0.5),
        rule: 'GRADE’s rule for an SMD without a minimal important difference, 0.5 either way (by Cohen’s rule of thumb 0.2 is small, 0.5 moderate)',
      };
}

/** Why no imprecision is suggested for a difference with a CI (its MID is needed). */
function noRuleReason(o: CheckedOutcome): string | null {
  if (!effectOf(o)) return null;
  if (o.measure === 'MD')
    return 'a mean difference is judged against the outcome’s minimal important difference in its units; give it (from the question) to have imprecision suggested.';
  if (o.measure === 'RD')
    return 'a risk difference is judged against the outcome’s minimal important difference per 1,000; give it (from the question) to have imprecision suggested.';
  return null;
}

const ratings = <R extends string>(
  judged: Partial<Record<string, { rating?: R | undefined } | undefined>> | undefined,
  none: R,
): Record<string, R> =>
  Object.fromEntries(Object.entries(judged ?? {}).map(([d, j]) => [d, j?.rating ?? none]));

/** Imprecision as the CI suggests it, with the rule it was judged by; null when none applies. */
export function imprecisionSuggestion(
  o: CheckedOutcome,
): { rating: DowngradeRating; because: string; rule: string } | null {
  const rule = imprecisionRule(o);
  if (!rule) return null;
  return { ...suggestedImprecision(rule.effect, rule.thresholds), rule: rule.rule };
}

/**
 * Every check of the outcome: a large or very large effect against the ratio and its CI (only a
 * ratio has GRADE's thresholds); rating up evidence also rated down; imprecision as the CI
 * suggests it against the minimal important difference or the measure's default.
 */
export function outcomeChecks(o: CheckedOutcome): Check[] {
  const largeEffect = o.up?.largeEffect?.rating ?? 'none';
  const checks: Check[] = [
    ...(isRatio(o.measure) ? largeEffectChecks(largeEffect, effectOf(o)) : []),
    ...(!isRatio(o.measure) && largeEffect !== 'none'
      ? [
          {
            level: 'error' as const,
            path: 'up.largeEffect',
            message: isDifference(o.measure ?? '')
              ? `A ${largeEffect} effect is judged from a ratio (RR, OR or HR) and its 95 % CI (RR ≤ 0.5 or ≥ 2): GRADE gives no such threshold for a ${o.measure}. Do not rate up for it.`
              : `A ${largeEffect} effect is judged from a relative effect (RR, OR or HR) and its 95 % CI: give them, or do not rate up for it.`,
          },
        ]
      : []),
    ...upAndDownChecks(o.evidence, ratings(o.down, 'not serious'), ratings(o.up, 'none')),
  ];
  const suggested = imprecisionSuggestion(o);
  const rated = o.down?.imprecision?.rating ?? 'not serious';
  if (suggested && suggested.rating !== rated)
    checks.push({
      level: 'warning',
      path: 'down.imprecision',
      message: `Imprecision rated ${rated}; the CI suggests ${suggested.rating} by ${suggested.rule}: ${suggested.because} Say why (the optimal information size, for one).`,
    });
  const missing = suggested ? null : noRuleReason(o);
  if (missing && rated === 'not serious')
    checks.push({
      level: 'warning',
      path: 'down.imprecision',
      message: `Imprecision not judged against a threshold: ${missing}`,
    });
  return checks;
}
