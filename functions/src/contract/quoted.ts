// A value quoted back in a message: at most a short prefix of it, and its length when cut. A
// message that repeats what a file gave it whole makes an answer as large as the file — or, when
// the value was expanded or is quoted once per field, far larger.

/** Characters of a value a message quotes at most. */
const QUOTE_MAX = 60;

/** The first `max` characters of `text` (whole code points), with "…" when cut. */
export function prefixOf(text: string, max = QUOTE_MAX): string {
  if (text.length <= max) return text;
  // Cut by code points, so a character outside the BMP is never split in two.
  let cut = '';
  for (const char of text) {
    if (cut.length + char.length > max) break;
    cut += char;
  }
  return `${cut}…`;
}

/**
 * `text` in quotes, cut to a prefix: “Tele-ultrasound in…” (134,217,728 characters). The length
 * says how far from a reasonable value the whole one is.
 */
export function quoted(text: string, max = QUOTE_MAX): string {
  const shown = prefixOf(text, max);
  return shown === text
    ? `“${text}”`
    : `“${shown}” (${text.length.toLocaleString('en-CA')} characters)`;
}
