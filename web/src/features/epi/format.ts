import type { Subject } from '@hta/functions/contract';

import { count, decimal, fixed } from '../../lib/format';

export { count };
export const rate = (n: number) => decimal(n, 1);

/** Per 100,000 people; null without a population. */
export const per100k = (value: number | null, population: number | null) =>
  value === null || !population ? null : (value / population) * 100_000;

export function valueText(value: number, unit: string) {
  return unit.startsWith('Percent') ? `${fixed(value, 1)} %` : count(value);
}

export function latestText(s: Subject) {
  if (!s.latest) return 'no value';
  const when = s.period === 'week' ? `week of ${s.latest.period}` : s.latest.period;
  return `${valueText(s.latest.value, s.unit)} ${s.kind === 'disease' ? s.latest.measure : ''} · ${s.latest.geography}, ${when}`;
}
