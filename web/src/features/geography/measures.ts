import type { DivisionFigures } from '@hta/functions/contract';

export type MeasureKey = Exclude<keyof DivisionFigures, 'uid' | 'name'>;

export const MEASURES: Array<{ key: MeasureKey; label: string; format: (n: number) => string }> = [
  { key: 'population2021', label: 'Population 2021', format: (n) => n.toLocaleString('en-CA') },
  {
    key: 'changePct',
    label: 'Change since 2016 (%)',
    // Rounded first, so −0.04 reads as 0.0, not −0.0.
    format: (n) => {
      const r = Number(n.toFixed(1));
      return `${r > 0 ? '+' : ''}${(r === 0 ? 0 : r).toFixed(1)} %`;
    },
  },
  { key: 'remoteness', label: 'Remoteness (population-weighted)', format: (n) => n.toFixed(3) },
  { key: 'communities', label: 'Communities', format: (n) => String(n) },
  { key: 'facilities', label: 'Facilities', format: (n) => String(n) },
  { key: 'facilitiesPer10k', label: 'Facilities per 10,000 people', format: (n) => n.toFixed(1) },
];

export const measureOf = (key: string | null) =>
  MEASURES.find((m) => m.key === key) ?? MEASURES[0]!;

export const formatted = (d: DivisionFigures, key: MeasureKey) => {
  const value = d[key];
  return value === null ? 'not known' : measureOf(key).format(value);
};
