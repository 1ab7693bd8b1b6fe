// How the analysis's figures read: whole dollars (a budget is not planned to the cent), people
// to one decimal only where a proportion leaves a fraction, proportions as per cent.
import { isProportion, type InputKey } from '@hta/functions/contract/shared/budgetImpact/bia';

export const dollars = (n: number) =>
  n.toLocaleString('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });

/** An axis's tick: $50K, −$1.2M (a chart's ticks are too close for whole dollars). */
export const compactDollars = (n: number) =>
  n.toLocaleString('en-CA', {
    style: 'currency',
    currency: 'CAD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });

/** A net impact: a saving reads as one. */
export const netDollars = (n: number) =>
  Math.round(n) < 0 ? `${dollars(n)} (saving)` : dollars(n);

export const people = (n: number) => n.toLocaleString('en-CA', { maximumFractionDigits: 1 });

export const percent = (p: number) =>
  `${(p * 100).toLocaleString('en-CA', { maximumFractionDigits: 1 })} %`;

/** An input's value as it reads: a proportion as per cent, a cost in dollars (cents per km). */
export const inputValue = (key: InputKey, v: number) =>
  isProportion(key)
    ? percent(v)
    : v.toLocaleString('en-CA', {
        style: 'currency',
        currency: 'CAD',
        maximumFractionDigits: key === 'costPerKm' ? 2 : 0,
      });
