// How a dossier's figures read: whole dollars, a saving said as one; means to two decimals.
import { cad, decimal } from '../../lib/format';

const dollars = (n: number) => cad(n);

export const netDollars = (n: number) =>
  Math.round(n) < 0 ? `${dollars(n)} (saving)` : dollars(n);

export const mean = (n: number | null) => (n === null ? 'not rated' : decimal(n, 2));

export const day = (iso: string) => iso.slice(0, 10);

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
