// Text as the PDF lays it out. The PDF embeds Noto Sans with the Canadian Aboriginal syllabics
// (functions/assets/fonts), so names print as typed. What remains to do is drop the invisible
// format characters a name pasted from elsewhere carries — bidi marks and embeddings, zero-width
// joiners, variation selectors: pdfkit has no bidi or shaping engine and would print each as the
// font's empty box.

/** Invisible format characters (Unicode Cf bidi controls, joiners, variation selectors). */
const INVISIBLE =
  /[\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]|\u200d|\ufe0f|[\ufe00-\ufe0e]/gu;

/** A text as the PDF prints it. */
export const pdfText = (text: string): string => text.replace(INVISIBLE, '');

/** Every text of a value (the report's model), as the PDF prints it. */
export function pdfTextDeep<T>(value: T): T {
  if (typeof value === 'string') return pdfText(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => pdfTextDeep(v)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]: [string, unknown]) => [k, pdfTextDeep(v)]),
    ) as T;
  return value;
}
