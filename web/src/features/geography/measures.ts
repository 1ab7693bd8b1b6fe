import type { DivisionFigures } from '@hta/functions/contract';

import { count, fixed, percentChange } from '../../lib/format';

export type MeasureKey = Exclude<keyof DivisionFigures, 'uid' | 'name'>;

export const MEASURES: Array<{ key: MeasureKey; label: string; format: (n: number) => string }> = [
  { key: 'population2021', label: 'Population 2021', format: (n) => count(n) },
  {
    key: 'changePct',
    label: 'Change since 2016 (%)',
    format: (n) => percentChange(n / 100),
  },
  { key: 'remoteness', label: 'Remoteness (population-weighted)', format: (n) => fixed(n, 3) },
  { key: 'communities', label: 'Communities', format: (n) => String(n) },
  { key: 'facilities', label: 'Facilities', format: (n) => String(n) },
  { key: 'facilitiesPer10k', label: 'Facilities per 10,000 people', format: (n) => fixed(n, 1) },
];

export const measureOf = (key: string | null) =>
  MEASURES.find((m) => m.key === key) ?? MEASURES[0]!;

export const formatted = (d: DivisionFigures, key: MeasureKey) => {
  const value = d[key];
  return value === null ? 'not known' : measureOf(key).format(value);
};
