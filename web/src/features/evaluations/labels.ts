// How evaluation figures read on every page: a mean to two places, a share as a percentage.
import { fixed, percent as percentOf } from '../../lib/format';

export const rating = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : fixed(n, 2);

export const percent = (share: number) => percentOf(share, 0);

export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
