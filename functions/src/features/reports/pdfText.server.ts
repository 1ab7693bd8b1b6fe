// Text as the PDF's fonts can print it. The PDF uses the standard Helvetica fonts (no font files
// to ship), which encode WinAnsi only: pdfkit writes any other character as a code those fonts
// read as something else — the report's minus sign (U+2212, from `money`) came out as a double
// quote, so a saving of $18,000 read '"$18,000'. Each character outside WinAnsi is replaced by
// its plain equivalent (− by -, ≤ by <=), an accented letter outside it by its letter, and
// anything else by '?', so no figure or name prints as another character.

/** WinAnsi as pdfkit's standard fonts map it: Latin-1 and these 27 characters above it. */
const WIN_ANSI = '\\u0000-\\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** A character (a code point) outside WinAnsi. */
const OUTSIDE = new RegExp(`[^${WIN_ANSI}]`, 'gu');
/** A text wholly inside it. */
const INSIDE = new RegExp(`^[${WIN_ANSI}]*$`, 'u');

const PLAIN: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2009': ' ', // thin space
  '\u202f': ' ', // narrow no-break space
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
};

/** A character outside WinAnsi as the fonts print it. */
function plain(c: string): string {
  const named = PLAIN[c];
  if (named !== undefined) return named;
  // An accented letter outside WinAnsi (ō…): its letter without the accent.
  const bare = c.normalize('NFKD').replace(/\p{M}/gu, '');
  return bare !== '' && INSIDE.test(bare) ? bare : '?';
}

/** A text as the PDF's fonts print it. */
export const winAnsi = (text: string): string => text.replace(OUTSIDE, plain);

/** Every text of a value (the report's model), as the PDF's fonts print it. */
export function winAnsiDeep<T>(value: T): T {
  if (typeof value === 'string') return winAnsi(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => winAnsiDeep(v)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]: [string, unknown]) => [k, winAnsiDeep(v)]),
    ) as T;
  return value;
}
