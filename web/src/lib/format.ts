// Numbers, money and times as our users read them: Canadian English, one place
// (2026-11-25, 4:38 p.m.; 1,234; $1,235). A US format ("11/25/2026") reads as another date here.
const LOCALE = 'en-CA';

export const number = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined
    ? null
    : n.toLocaleString(LOCALE, { maximumFractionDigits: digits });

/** A whole count: 1,234. */
export const count = (n: number) => n.toLocaleString(LOCALE);

/** Canadian dollars, whole: $1,235. */
export const cad = (n: number) =>
  n.toLocaleString(LOCALE, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });

/** "Nov 25, 2026, 4:38 p.m.": the month named, so no one reads day and month the wrong way. */
export const dateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** "Nov 25, 2026", or with `long`: "November 25, 2026". */
export const date = (iso: string, style: 'medium' | 'long' = 'medium') =>
  new Date(iso).toLocaleDateString(LOCALE, { dateStyle: style });

/** "4:38 p.m." */
export const time = (d: Date) =>
  d.toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit' });
