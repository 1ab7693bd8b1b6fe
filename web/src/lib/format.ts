// Numbers, money and times as our users read them: Canadian English, one place
// (Nov 25, 2026, 4:38 p.m.; 1,234; $1,235; 12.5 %). A US format ("11/25/2026") reads as another
// date here. The numbers are the server's (contract/numbers.ts), so a report and a page agree;
// times are the browser's, in the reader's time zone.
import { decimal, whole } from '@hta/functions/contract/numbers';

export {
  cad,
  compactCad,
  decimal,
  fixed,
  percent,
  percentChange,
} from '@hta/functions/contract/numbers';

const LOCALE = 'en-CA';

/** A figure to at most `digits` decimals (1,234.5); nothing for a missing one. */
export const number = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined ? null : decimal(n, digits);

/** A whole count: 1,234. */
export const count = (n: number) => whole(n);

type When = string | number | Date;

/** "Nov 25, 2026, 4:38 p.m.": the month named, so no one reads day and month the wrong way. */
export const dateTime = (at: When | null | undefined) =>
  at === null || at === undefined || at === ''
    ? null
    : new Date(at).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A date-only field ("2026-11-25"): a calendar day, the same day wherever it is read. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Nov 25, 2026", or with `long`: "November 25, 2026". A calendar day is printed as that day: read
 * as a time it is midnight UTC, which is the evening before in Saskatchewan.
 */
export const date = (at: When, style: 'medium' | 'long' = 'medium') =>
  new Date(at).toLocaleDateString(LOCALE, {
    dateStyle: style,
    ...(typeof at === 'string' && CALENDAR_DAY.test(at) ? { timeZone: 'UTC' } : {}),
  });

/** "4:38 p.m." */
export const time = (at: When) =>
  new Date(at).toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit' });
