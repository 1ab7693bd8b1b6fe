// How evaluation figures read on every page: a mean to two places, a share as a percentage.
export const rating = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toFixed(2);

export const percent = (share: number) => `${Math.round(share * 100)}%`;

export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
