// How the analysis's figures read: whole dollars (a budget is not planned to the cent), people
// to one decimal only where a proportion leaves a fraction, proportions as per cent.
import { isProportion, type InputKey } from '@hta/functions/contract/shared/budgetImpact/bia';

import { cad, compactCad, decimal, percent } from '../../lib/format';

export { percent };

export const dollars = (n: number) => cad(n);

/** An axis's tick: $50K, −$1.2M (a chart's ticks are too close for whole dollars). */
export const compactDollars = compactCad;

/** A net impact: a saving reads as one. */
export const netDollars = (n: number) =>
  Math.round(n) < 0 ? `${dollars(n)} (saving)` : dollars(n);

export const people = (n: number) => decimal(n, 1);

/** An input's value as it reads: a proportion as per cent, a cost in dollars (cents per km). */
export const inputValue = (key: InputKey, v: number) =>
  isProportion(key) ? percent(v) : cad(v, key === 'costPerKm' ? 2 : 0);
