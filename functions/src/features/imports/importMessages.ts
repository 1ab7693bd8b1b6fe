// What an import says about a refused cell: the field and its column, the value as the file
// gives it, what is wrong with it and what the field allows — read from the field's own schema
// (its JSON Schema, as zod gives it), so the messages follow the contract.
import { z } from 'zod';

import { prefixOf, quoted } from '../../contract/quoted.js';
import type { ImportMapping } from './rows.js';

interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

/** What a field takes, as far as a cell of a file can give it. */
export interface FieldKind {
  kind: 'number' | 'integer' | 'text' | 'choice' | 'other';
  min?: number;
  max?: number;
  values?: readonly string[];
  maxLength?: number;
}

const kinds = new WeakMap<z.ZodType, FieldKind>();

/** The kind of a field (its branch other than null, for optional fields). */
export function fieldKind(field: z.ZodType): FieldKind {
  const known = kinds.get(field);
  if (known) return known;
  const json = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const branch = json.anyOf?.find((b) => b.type !== 'null') ?? json;
  const kind: FieldKind = branch.enum
    ? { kind: 'choice', values: branch.enum.map(String) }
    : branch.type === 'integer' || branch.type === 'number'
      ? { kind: branch.type, min: branch.minimum, max: branch.maximum }
      : branch.type === 'string'
        ? { kind: 'text', maxLength: branch.maxLength }
        : { kind: 'other' };
  kinds.set(field, kind);
  return kind;
}

// Numbers as spreadsheets write them: a typographic minus (U+2212), thousands separators.
const NUMERIC = /^[-\u2212+]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
const numberOf = (text: string) => Number(text.replace(/\u2212/, '-').replace(/,/g, ''));

/** A cell as the field wants it: numeric text to a number for numbers, numbers to text for text. */
export function cellValue(field: z.ZodType | undefined, value: unknown): unknown {
  const kind = field ? fieldKind(field).kind : 'other';
  if (typeof value === 'number') return kind === 'text' ? String(value) : value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  // An empty cell is "not given" (null) where the field takes that, else empty text, so a
  // required field says so ("Name is required").
  if (text === '') return kind === 'text' && !field!.safeParse(null).success ? '' : null;
  return (kind === 'number' || kind === 'integer') && NUMERIC.test(text) ? numberOf(text) : text;
}

const figure = (n: number) => n.toLocaleString('en-CA', { maximumFractionDigits: 6 });

/**
 * A value as the file gives it: numbers bare, text in quotes, nothing as "empty" — a short
 * prefix of it (a cell may be mapped to every field, and each refusal quotes it).
 */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return 'empty';
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return 'empty';
    return NUMERIC.test(text) ? prefixOf(text) : quoted(text);
  }
  return typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

/** The field, and the file's column holding it when it is named otherwise. */
export function fieldLabel(field: string, mapping: ImportMapping): string {
  const column = mapping[field];
  return column === undefined || column === field ? field : `${field} (column “${column}”)`;
}

/** What a field allows, said to the person correcting the file (null: the issue says it). */
function allowed(kind: FieldKind): string | null {
  const whole = kind.kind === 'integer' ? 'a whole number' : 'a number';
  const { min, max } = kind;
  switch (kind.kind) {
    case 'integer':
    case 'number':
      return min !== undefined && max !== undefined
        ? `enter ${whole} from ${figure(min)} to ${figure(max)}`
        : min !== undefined
          ? `enter ${whole} of ${figure(min)} or more`
          : max !== undefined
            ? `enter ${whole} of ${figure(max)} or less`
            : `enter ${whole}`;
    case 'choice':
      return `allowed: ${kind.values!.join(', ')}`;
    default:
      return null;
  }
}

const words = (name: string) => name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * One refused cell: `population2021 (column “Pop”): −50 is below 0; enter a whole number from 0
 * to 100,000,000.` `label` names what the record is (a community) for choices ("is not a
 * community type").
 */
export function cellMessage(
  issue: z.core.$ZodIssue,
  field: z.ZodType | undefined,
  cell: unknown,
  mapping: ImportMapping,
  label: string,
): string {
  const name = String(issue.path[0] ?? 'row');
  // A part of a structured field (a location's latitude): the schema's message says it.
  if (issue.path.length > 1 || !field) return `${issue.path.join('.')}: ${issue.message}`;
  const kind = fieldKind(field);
  const shown = shownValue(cell);
  const empty = shown === 'empty';
  const wrong = empty
    ? ''
    : issue.code === 'too_small' && issue.origin === 'number'
      ? ` is below ${figure(Number(issue.minimum))}`
      : issue.code === 'too_big' && issue.origin === 'number'
        ? ` is above ${figure(Number(issue.maximum))}`
        : issue.code === 'too_big' && issue.origin === 'string'
          ? ` is longer than ${String(issue.maximum)} characters`
          : issue.code === 'invalid_type' && issue.expected === 'int'
            ? ' is not a whole number'
            : issue.code === 'invalid_type' && issue.expected === 'number'
              ? ' is not a number'
              : issue.code === 'invalid_type' && issue.expected === 'string'
                ? ' is not text'
                : issue.code === 'invalid_value'
                  ? ` is not a ${label} ${words(name)}`
                  : ' is not valid';
  const rule =
    issue.code === 'too_big' && issue.origin === 'string'
      ? `at most ${String(issue.maximum)} characters`
      : (allowed(kind) ?? issue.message);
  return `${fieldLabel(name, mapping)}: ${shown}${wrong}; ${rule.replace(/\.$/, '')}.`;
}
