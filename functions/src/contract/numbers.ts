// Numbers as our readers read them, the one way the web app's pages and the server's reports
// and messages write them: Canadian English (1,234.5; $1,235; 12.5 %). No imports: the web app,
// the server and its report renderers all read this module.
const LOCALE = 'en-CA';

/** A figure to at most `digits` decimals, grouped: 1,234.5 (2 not 2.0). */
export const decimal = (n: number, digits = 0) =>
  n.toLocaleString(LOCALE, { maximumFractionDigits: digits });

/** Exactly `digits` decimals, so a column of scores lines up: 3.0, 2.50. */
export const fixed = (n: number, digits: number) =>
  n.toLocaleString(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A count: 1,234,567. */
export const whole = (n: number) => n.toLocaleString(LOCALE);

/**
 * Canadian dollars: whole by default ($1,235; a budget is not planned to the cent), or to
 * `cents` decimals ($0.50 a km; $12.50 a fee).
 */
export const cad = (n: number, cents: 0 | 2 = 0) =>
  n.toLocaleString(LOCALE, {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  });

/** A chart axis's dollars, where whole dollars are too wide: $50K, -$1.2M. */
export const compactCad = (n: number) =>
  n.toLocaleString(LOCALE, {
    style: 'currency',
    currency: 'CAD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });

/** A proportion (0.125) as per cent, to at most `digits` decimals: "12.5 %". */
export const percent = (proportion: number, digits = 1) => `${decimal(proportion * 100, digits)} %`;

/** A change, as a proportion, signed and to exactly `digits` decimals: "+1.2 %", "0.0 %", "-3.4 %". */
export const percentChange = (proportion: number, digits = 1) =>
  `${(proportion * 100).toLocaleString(LOCALE, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // Rounded first, so -0.04 reads as 0.0, not -0.0.
    signDisplay: 'exceptZero',
  })} %`;
