// How a dossier's figures read: whole dollars, a saving said as one; means to two decimals.
export const dollars = (n: number) =>
  n.toLocaleString('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });

export const netDollars = (n: number) =>
  Math.round(n) < 0 ? `${dollars(n)} (saving)` : dollars(n);

export const mean = (n: number | null) =>
  n === null ? 'not rated' : n.toLocaleString('en-CA', { maximumFractionDigits: 2 });

export const day = (iso: string) => iso.slice(0, 10);

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
