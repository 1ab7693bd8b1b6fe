// The GRADE checks of one outcome as written (gradeChecks.ts), run by the contract's validation
// on every save — errors refuse it — and by the form as the person types; the warnings are kept
// with the outcome and shown beside it. Takes the outcome as the form holds it, partly filled.
import {
  largeEffectChecks,
  suggestedImprecision,
  upAndDownChecks,
  type Check,
  type RatioEffect,
  type RatioMid,
} from './gradeChecks.js';
import type { DowngradeRating, EvidenceType, UpgradeRating } from './grade.js';

export interface CheckedOutcome {
  evidence: EvidenceType;
  measure?: string | undefined;
  estimate?: number | null | undefined;
  ciLow?: number | null | undefined;
  ciHigh?: number | null | undefined;
  down?: Partial<Record<string, { rating?: DowngradeRating | undefined } | undefined>> | undefined;
  up?: Partial<Record<string, { rating?: UpgradeRating | undefined } | undefined>> | undefined;
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** The outcome's ratio and its CI, when it has a consistent one. */
export function ratioOf(o: CheckedOutcome): RatioEffect | null {
  if (!o.measure || o.measure === 'none') return null;
  const { estimate, ciLow, ciHigh } = o;
  if (!isNumber(estimate) || !isNumber(ciLow) || !isNumber(ciHigh)) return null;
  if (!(ciLow > 0 && ciLow <= estimate && estimate <= ciHigh)) return null;
  return { estimate, lower: ciLow, upper: ciHigh };
}

const ratings = <R extends string>(
  judged: Partial<Record<string, { rating?: R | undefined } | undefined>> | undefined,
  none: R,
): Record<string, R> =>
  Object.fromEntries(Object.entries(judged ?? {}).map(([d, j]) => [d, j?.rating ?? none]));

/**
 * Every check of the outcome: a large or very large effect against the ratio and its CI; rating
 * up evidence also rated down; imprecision as the CI suggests it against the minimal important
 * difference (GRADE's default 25 % relative change unless one is given).
 */
export function outcomeChecks(o: CheckedOutcome, mid?: RatioMid): Check[] {
  const ratio = ratioOf(o);
  const largeEffect = o.up?.largeEffect?.rating ?? 'none';
  const checks: Check[] = [
    ...(o.measure && o.measure !== 'none' ? largeEffectChecks(largeEffect, ratio) : []),
    ...(o.measure === 'none' && largeEffect !== 'none'
      ? [
          {
            level: 'error' as const,
            path: 'up.largeEffect',
            message: `A ${largeEffect} effect is judged from a relative effect (RR, OR or HR) and its 95 % CI: give them, or do not rate up for it.`,
          },
        ]
      : []),
    ...upAndDownChecks(o.evidence, ratings(o.down, 'not serious'), ratings(o.up, 'none')),
  ];
  if (ratio) {
    const suggested = suggestedImprecision(ratio, mid);
    const rated = o.down?.imprecision?.rating ?? 'not serious';
    if (suggested.rating !== rated)
      checks.push({
        level: 'warning',
        path: 'down.imprecision',
        message: `Imprecision rated ${rated}; the CI suggests ${suggested.rating}: ${suggested.because} Say why (the optimal information size, for one).`,
      });
  }
  return checks;
}
