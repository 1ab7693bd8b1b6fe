// The results page's choices and figures: which technologies are compared (from the URL), the
// spread of a domain's means, and a technology's recommendations, in words.
import {
  MAST_DOMAINS,
  RECOMMENDATIONS,
  flaggedDomains,
  type EvaluationAggregate,
  type Recommendation,
} from '@hta/functions/contract';

import { rating } from '../labels';

/** At most this many technologies on the radar: more lines cannot be told apart. */
export const MAX_COMPARED = 4;

/**
 * The technologies compared, of those listed: as the URL asks (`compare=a,b`; `compare=,` for
 * none), else the first few.
 */
export function comparedIds(asked: string | null, listed: readonly string[]): string[] {
  const ids = asked === null ? listed.slice(0, MAX_COMPARED) : asked.split(',').filter(Boolean);
  return ids.filter((id) => listed.includes(id));
}

/** The URL's `compare` value once `id` is toggled (`,` when none is left: not the default). */
export const toggledCompare = (compared: readonly string[], id: string) =>
  (compared.includes(id) ? compared.filter((c) => c !== id) : [...compared, id]).join(',') || ',';

/** The spread between evaluations' means, when they differ. */
export const spread = (min: number | null, max: number | null) =>
  min === null || max === null ? '' : min === max ? '' : ` (${rating(min)}–${rating(max)})`;

/** Each recommendation made, with how many made it ("—" for none). */
export const recommendationsText = (
  r: { recommendations: Record<Recommendation, number> } | null | undefined,
) =>
  r
    ? RECOMMENDATIONS.filter((k) => r.recommendations[k] > 0)
        .map((k) => `${k} ${r.recommendations[k]}`)
        .join(', ') || '—'
    : '—';

/**
 * The domains flagged below the threshold, by name: MAST defines no overall score, so the list
 * shows which domains fall short instead of a mean of them ("None"; "—" without results).
 */
export const flaggedText = (r: Pick<EvaluationAggregate, 'domains'> | null | undefined) =>
  !r
    ? '—'
    : flaggedDomains(r)
        .map((k) => MAST_DOMAINS.find((d) => d.key === k)!.short)
        .join(', ') || 'None';
