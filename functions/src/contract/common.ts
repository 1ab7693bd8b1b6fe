// Building blocks every registry's schema uses. Messages are written for the person filling
// the form: the server sends them back per field, the form shows them on the field.
import { z } from 'zod';

import { humanMessage } from './messages.js';

// Issues whose schema gives no message get one that names the field (see messages.ts).
z.config({ customError: humanMessage });

/** Firestore refuses document ids of the form `__…__` (reserved for its own use). */
export const RESERVED_ID = /^__.*__$/;
export const notReservedMessage = 'Ids of the form __…__ are reserved and cannot be used.';

/** Record ids: Firestore document ids the product creates (auto ids, census uids, odhf-N). */
export const recordId = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : 'Must be a record id.') })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a valid record id.')
  .refine((id) => !RESERVED_ID.test(id), notReservedMessage);

const HTML_TAG = /<\s*\/?\s*[a-z!?][^>]*>/i;
/** White space and format characters (zero-width spaces and joiners, bidi marks) at either end. */
const INVISIBLE_ENDS = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
/** Control characters other than tab and the line breaks (line feed, carriage return). */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** Half of a surrogate pair: not a character, and not storable (Firestore wants UTF-8). */
const LONE_SURROGATE = /\p{Cs}/u;

export const CONTROL_MESSAGE =
  'Must not contain control characters (line breaks and tabs are fine).';
export const BROKEN_MESSAGE =
  'Contains half of a character (often from a cut emoji). Retype or remove it.';

/** Trims white space and invisible characters, so text made only of them is empty. */
export const trimInvisible = (s: string): string => s.replace(INVISIBLE_ENDS, '');

/** Whether a string holds a lone surrogate, which no store can keep. */
export const hasLoneSurrogate = (s: string): boolean => LONE_SURROGATE.test(s);

/**
 * Text without HTML: the app renders text as text, and refuses markup at the door. Invisible
 * characters at either end are trimmed like spaces, so text made only of them is empty.
 */
export const plainText = (max: number) =>
  z
    // A missing field takes the shared message, which names it ("Name is required.").
    .string({ error: (issue) => (issue.input === undefined ? undefined : 'Must be text.') })
    .overwrite(trimInvisible)
    .max(max, `At most ${max} characters.`)
    .refine((s) => !HTML_TAG.test(s), 'Must not contain HTML.')
    .refine((s) => !CONTROL.test(s), CONTROL_MESSAGE)
    .refine((s) => !hasLoneSurrogate(s), BROKEN_MESSAGE);

export const requiredText = (max: number, label = 'This field') =>
  plainText(max).refine((s) => s.length > 0, `${label} is required.`);

/** Optional text: empty means "no information" and is stored as null. */
export const optionalText = (max: number) =>
  plainText(max)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));

/** Line breaks: line feed, carriage return, and Unicode's line and paragraph separators. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
/**
 * Bidi embeddings, overrides and isolates. Invisible, they reorder what follows them: with U+202E
 * "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". The marks (LRM, RLM, ALM) only place neutral
 * characters and are what people type in right-to-left text, so they are kept.
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export const ONE_LINE_MESSAGE = 'Must be one line: remove the line breaks.';
export const BIDI_MESSAGE =
  'Must not contain characters that change the direction of text (they can disguise it).';

/**
 * Text of one line: a name, a title, a code. A line break in one would split a list's cell, a
 * file's name or a spreadsheet's row (where what follows it escapes the formula check), and a
 * bidi control would show it as other than it is.
 */
export const lineText = (max: number) =>
  plainText(max)
    .refine((s) => !LINE_BREAK.test(s), ONE_LINE_MESSAGE)
    .refine((s) => !BIDI_CONTROL.test(s), BIDI_MESSAGE);

export const requiredLine = (max: number, label = 'This field') =>
  lineText(max).refine((s) => s.length > 0, `${label} is required.`);

/** An optional line: empty means "no information" and is stored as null. */
export const optionalLine = (max: number) =>
  lineText(max)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));

/**
 * What would identify a patient in a note about their care: a Saskatchewan health services
 * number (nine digits, however spaced), or a date of birth, chart or card number called so.
 * Names cannot be told from place or staff names; the form's hint asks for none.
 */
const PATIENT_IDENTIFIERS: Array<[RegExp, string]> = [
  [/(?<!\d)\d{3}[\s-]?\d{3}[\s-]?\d{3}(?!\d)/, 'a health services number (nine digits)'],
  [/\b(dob|d\.o\.b\.?|date of birth|born on)\b/i, 'a date of birth'],
  [
    /\b(mrn|hsn|phn|medical record|chart (number|no\.?)|health (card|services number))\b/i,
    'a record or card number',
  ],
];

/** Why a text may identify a patient, or null. */
export function patientIdentifierIn(text: string): string | null {
  return PATIENT_IDENTIFIERS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Optional free text about a patient's care, which must never identify the patient. */
export const textWithoutPatient = (max: number) =>
  optionalText(max).superRefine((text, ctx) => {
    const found = text ? patientIdentifierIn(text) : null;
    if (found)
      ctx.addIssue({
        code: 'custom',
        message: `This looks like ${found}. HTA Hub never keeps what identifies a patient: describe the session without it.`,
      });
  });

/** The last day a dated record may be about: today (UTC, which is never behind Saskatchewan). */
const today = () => new Date().toISOString().slice(0, 10);

/** A day something happened: not before 2000, not after today. */
export const pastDay = (what: string) =>
  z.iso
    .date({ error: 'Enter a date (YYYY-MM-DD).' })
    .refine((d) => d >= '2000-01-01', `${what} cannot be before 2000.`)
    .refine((d) => d <= today(), `${what} cannot be in the future.`);

export const nonNegative = (label: string, max = 1e12) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`);

export const optionalNumber = (schema: z.ZodNumber) =>
  schema
    .nullable()
    .optional()
    .transform((n) => n ?? null);

export const url = z
  .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://.' })
  .max(500, 'At most 500 characters.')
  // The URL parser escapes what it cannot keep, so the address as typed is checked too.
  .refine(
    (u) => !/[\s\p{Cc}\p{Cs}]/u.test(u),
    'A web address has no spaces or control characters.',
  );

export const optionalUrl = url
  .or(z.literal(''))
  .nullable()
  .optional()
  .transform((u) => (u ? u : null));

export const email = z.email('Enter a valid e-mail address.').max(254);

/** A day of the calendar, YYYY-MM-DD: a real one (no 30 February, no 31 April). */
export const isoDay = z.iso.date({ error: 'Enter a real date (YYYY-MM-DD).' });

/**
 * A wall-clock minute, YYYY-MM-DDTHH:mm, without a time zone: a real day and a real time
 * (00:00 to 23:59; no T24:00).
 */
export const isoMinute = z.iso
  .datetime({
    local: true,
    precision: -1,
    error: 'Enter a real date and time (YYYY-MM-DDTHH:mm).',
  })
  .refine((s) => !s.endsWith('Z'), 'Enter a wall-clock time (YYYY-MM-DDTHH:mm), without a zone.');

/** A calendar date (YYYY-MM-DD); empty means "not given". */
export const optionalDate = z
  .union([isoDay, z.literal('')])
  .nullable()
  .optional()
  .transform((d) => (d ? d : null));

/** A short list of names (evaluators, assessors). */
export const nameList = (max: number, label: string) =>
  z
    .array(lineText(120).refine((s) => s.length > 0, `An empty ${label}.`))
    .max(max, `At most ${max}.`)
    .default([]);

/** A point in or near Saskatchewan (the product's area). */
export const location = z
  .object({
    lat: z
      .number({ error: 'Give the latitude in decimal degrees (e.g. 59.2564).' })
      .min(48, 'Latitude must be in Saskatchewan.')
      .max(61, 'Latitude must be in Saskatchewan.'),
    lng: z
      .number({ error: 'Give the longitude in decimal degrees (e.g. -105.8417).' })
      .min(-111, 'Longitude must be in Saskatchewan.')
      .max(-100, 'Longitude must be in Saskatchewan.'),
  })
  .strict();

export const contact = z
  .object({
    name: requiredLine(120, 'Name'),
    role: optionalLine(120),
    email: email
      .or(z.literal(''))
      .nullable()
      .optional()
      .transform((e) => (e ? e : null)),
    phone: z
      .string()
      .trim()
      .max(40, 'At most 40 characters.')
      .regex(/^[0-9+()\-.\s x]*$/, 'Use digits, spaces and + ( ) - . only.')
      .nullable()
      .optional()
      .transform((p) => (p ? p : null)),
  })
  .strict();

/** Who changed a record and when; every record carries them. */
export const stamps = z.object({
  id: recordId,
  createdAt: z.string(),
  createdBy: z.string(),
  /** Who created it, as people read it (records created before this was kept have none). */
  createdByEmail: z.string().nullable().default(null),
  updatedAt: z.string(),
  updatedBy: z.string(),
  version: z.number().int().min(1),
});
export type Stamps = z.infer<typeof stamps>;

export const attachment = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type Attachment = z.infer<typeof attachment>;

export const sortDirection = z.enum(['asc', 'desc']);

/** Paging input shared by every `list`: an opaque cursor from the previous page. */
export function listInput<Sort extends [string, ...string[]], Filters extends z.ZodRawShape>(
  sortFields: Sort,
  defaultSort: Sort[number],
  filters: Filters,
  defaultDirection: 'asc' | 'desc' = 'asc',
) {
  return z
    .object({
      pageSize: z.number().int().min(1).max(100).default(25),
      cursor: z.string().max(2000).nullable().optional(),
      sort: z
        .object({ field: z.enum(sortFields), direction: sortDirection })
        .strict()
        .default({ field: defaultSort, direction: defaultDirection }),
      search: z.string().trim().max(60, 'At most 60 characters.').optional(),
      filters: z
        .object(filters)
        .strict()
        // `as never`: every filter is optional (registries wrap them), so {} is a valid value,
        // but zod's types cannot show that through a generic shape.
        .default({} as never),
    })
    .strict();
}

export function listOutput<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
  });
}

/** A related record as a profile lists it: id, name and one detail. */
export const related = z.object({
  id: z.string(),
  name: z.string(),
  detail: z.string().nullable(),
});
export type Related = z.infer<typeof related>;

/** A record that others point to, in the "cannot delete" answer. */
export const referrer = z.object({ collection: z.string(), id: z.string(), name: z.string() });
export type Referrer = z.infer<typeof referrer>;

export const updateInput = <Fields extends z.ZodType>(fields: Fields) =>
  z.object({ id: recordId, version: z.number().int().min(1), fields }).strict();

export const deleteInput = z
  .object({ id: recordId, version: z.number().int().min(1).optional() })
  .strict();
export const getInput = z.object({ id: recordId }).strict();
export const deleteOutput = z.object({ deleted: z.literal(true) });

const MAX_SEARCH_WORDS = 30;
/** Phrases are indexed from the first this-many words of a text (a name has fewer). */
const MAX_PHRASE_STARTS = 12;
const MAX_PHRASE = 40;

/**
 * Lower-case, accent-free words and their prefixes, plus the prefixes of the phrase starting at
 * each of the first words (up to 40 characters): "albert regional" finds "Prince Albert Regional
 * Hospital", "community search" a note that says it mid-sentence. Only the first words of a
 * long text (a feedback message) are indexed, so a record holds at most ~1,100 terms.
 */
export function searchTerms(name: string): string[] {
  const normal = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const words = normal.split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const terms = new Set<string>();
  for (const word of words) {
    for (let i = 1; i <= Math.min(word.length, 20); i++) terms.add(word.slice(0, i));
  }
  for (let start = 0; start < Math.min(words.length, MAX_PHRASE_STARTS); start++) {
    const phrase = words.slice(start).join(' ');
    for (let i = 1; i <= Math.min(phrase.length, MAX_PHRASE); i++) {
      terms.add(phrase.slice(0, i).trim());
    }
  }
  return [...terms].filter(Boolean);
}

/** The search term a query looks for (see searchTerms). */
export function searchKey(query: string): string {
  return searchTerms(query).sort((a, b) => b.length - a.length)[0] ?? '';
}

/** An object with one entry per key: `Object.fromEntries` typed by its keys. */
export function keyed<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  // fromEntries cannot know every key is present; `keys` guarantees it.
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>;
}
