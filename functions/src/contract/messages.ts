// The message of a validation issue whose schema says nothing of its own, written for a person:
// it names the field ("Capital cost must be a number.") instead of zod's own wording ("Invalid
// input: expected number, received string"). Installed once for every schema (common.ts), so
// the server's answers, the import's row checks and the web app's forms all read the same.
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  record: 'a set of fields',
  date: 'a date',
  null: 'empty',
};

const FORMATS: Record<string, string> = {
  date: 'a real date (YYYY-MM-DD)',
  datetime: 'a real date and time',
  time: 'a real time (HH:mm)',
  email: 'an e-mail address',
  url: 'a web address',
};

/** The field a path ends at, as people read it: ["fields", "population2021"] → "Population 2021". */
export function pathLabel(path: readonly PropertyKey[] = []): string {
  const at = path.findLastIndex((key) => typeof key === 'string');
  if (at < 0) return 'This value';
  const words = String(path[at])
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase();
  const item = path[at + 1];
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return typeof item === 'number' ? `${label} (item ${item + 1})` : label;
}

const listOf = (values: readonly unknown[]) =>
  values.map((v) => (typeof v === 'string' ? `“${v}”` : String(v))).join(', ');

const large = (n: number | bigint) => Number(n) >= Number.MAX_SAFE_INTEGER;

export function humanMessage(issue: Issue): string {
  const label = pathLabel(issue.path);
  const missing =
    issue.input === undefined &&
    (issue.code === 'invalid_type' ||
      issue.code === 'invalid_value' ||
      issue.code === 'invalid_union');
  if (missing) return `${label} is required.`;
  switch (issue.code) {
    case 'invalid_type':
      return `${label} must be ${KINDS[issue.expected] ?? issue.expected}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${label}: at most ${issue.maximum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${label}: at most ${issue.maximum} items.`;
      if (large(issue.maximum)) return `${label} is too large.`;
      return `${label} must be at most ${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `${label} is required.`
          : `${label}: at least ${issue.minimum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${label}: at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}.`;
      if (large(-Number(issue.minimum))) return `${label} is too small.`;
      return issue.inclusive === false
        ? `${label} must be more than ${issue.minimum}.`
        : `${label} must be at least ${issue.minimum}.`;
    case 'invalid_format':
      return FORMATS[issue.format]
        ? `${label} must be ${FORMATS[issue.format]}.`
        : `${label} is not in the expected form.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}.`;
    case 'invalid_value':
      return issue.values.length <= 12
        ? `${label}: choose one of ${listOf(issue.values)}.`
        : `${label} is not one of the allowed values.`;
    case 'unrecognized_keys':
      return `There is no field ${listOf(issue.keys)} here.`;
    case 'invalid_union': {
      // The first option's own message, when it speaks of the value itself.
      const first = issue.errors[0]?.[0];
      return first && first.path.length === 0 ? first.message : `${label} is not valid.`;
    }
    default:
      return `${label} is not valid.`;
  }
}

/** Field path → message, for the client to put each message on its field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  // A Map, then own properties: a field named "__proto__" or "constructor" is a field too.
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    // An unknown field is put on its own name, where a person looks for it.
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key])
        : [issue.path];
    for (const path of paths) {
      const key = path.join('.') || '_';
      if (!out.has(key)) out.set(key, issue.message);
    }
  }
  return Object.fromEntries(out);
}
