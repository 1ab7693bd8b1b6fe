// Malformed inputs generated from an operation's zod input schema: its fields are walked and each
// gets the wrong values of its kind — a wrong type, a list for a scalar, missing when required,
// too long, half a surrogate pair, a NUL or another control character, text made only of
// zero-width characters, an impossible date, an id Firestore refuses, NaN, Infinity and huge
// numbers, an unknown field, a deep nest. Each payload comes in two forms: as sent (numbers that
// JSON cannot carry travel as the callable protocol's Int64 wrapper) and as the server decodes it.
import { z } from 'zod';

type Schema = z.core.$ZodType;
type Key = string | number;

interface LooseDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }>;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as LooseDef;

/** The most characters (strings) or items (lists) a schema allows, if it says. */
const maxLengthOf = (core: Schema) =>
  defOf(core).checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
const WRAPPERS = [
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
];

/** The schema under optional, nullable, defaults and transforms. */
function coreOf(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (WRAPPERS.includes(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else break;
  }
  return current;
}

const accepts = (schema: Schema, value: unknown) => z.safeParse(schema, value).success;

/** What a string field holds, found by what it accepts (the first that fits). */
const STRING_KINDS = [
  ['text', 'Example (demo)'],
  ['phone', '+1 306 555 0100'],
  ['id', 'example-id-1'],
  ['day', '2026-03-02'],
  ['minute', '2026-03-02T10:00'],
  ['url', 'https://example.org'],
  ['email', 'person@example.org'],
  ['moment', '2026-03-02T10:00:00Z'],
  ['code', 'abc123'],
  ['token', 'ABCDEFGHIJ0123456789'],
] as const;
type StringKind = (typeof STRING_KINDS)[number][0] | 'other';
const NUMBERS = [1, 0, 3, 10, 100, 2026, 52.1, -105, 0.5];

/** `schema`: the field's own (a pipe checks with both of its ends). */
function stringKind(schema: Schema): { kind: StringKind; example: string } {
  const def = defOf(coreOf(schema));
  if (def.type === 'union') {
    const option = def.options?.find((o) => defOf(coreOf(o)).type === 'string');
    if (option) return stringKind(option);
  }
  const found = STRING_KINDS.find(([, value]) => accepts(schema, value));
  return found ? { kind: found[0], example: found[1] } : { kind: 'other', example: 'Example' };
}

/** A plausible value for a schema (its required fields only); not always a valid one. */
function example(schema: Schema, depth = 0): unknown {
  const core = coreOf(schema);
  const def = defOf(core);
  if (depth > 8) return null;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .filter(([, field]) => !accepts(field, undefined))
          .map(([key, field]) => [key, example(field, depth + 1)]),
      );
    case 'array':
      return accepts(core, []) ? [] : [example(def.element!, depth + 1)];
    case 'string':
      return stringKind(schema).example;
    case 'number':
      return NUMBERS.find((n) => accepts(core, n)) ?? 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return example(def.options![0]!, depth + 1);
    case 'record':
      return {};
    default:
      return null;
  }
}

/** The schema at a path inside another (through objects and array elements). */
function schemaAt(schema: Schema, path: readonly Key[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    const def = defOf(coreOf(current));
    current = typeof key === 'number' ? def.element : def.shape?.[key];
  }
  return current;
}

const REMOVE = Symbol('remove');

/** A copy of `root` with `value` at `path`, the containers on the way made from the schema. */
function put(root: unknown, schema: Schema, path: readonly Key[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [Key, ...Key[]];
  const container: Record<Key, unknown> | unknown[] =
    root !== null && typeof root === 'object'
      ? structuredClone(root as Record<Key, unknown>)
      : typeof key === 'number'
        ? []
        : {};
  const child = schemaAt(schema, [key]);
  const current = (container as Record<Key, unknown>)[key];
  const next = put(current ?? (child ? example(child) : {}), child ?? schema, rest, value);
  if (next === REMOVE) Reflect.deleteProperty(container, key);
  else (container as Record<Key, unknown>)[key] = next;
  return container;
}

/** A number JSON cannot carry, as the callable protocol sends it. */
const int64 = (text: string) => ({
  '@type': 'type.googleapis.com/google.protobuf.Int64Value',
  value: text,
});

const nest = (levels: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < levels; i++) value = { a: [value] };
  return value;
};

export interface Malformed {
  /** What is wrong, for the test's message. */
  label: string;
  /** The field the refusal must name ('' for the payload as a whole). */
  path: string;
  /** As sent over the callable protocol. */
  wire: unknown;
  /** As the server decodes it (what its schema sees). */
  decoded: unknown;
  /** The kind of wrong value (one remote payload per kind and operation is enough). */
  kind: string;
}

interface Wrong {
  label: string;
  kind: string;
  wire: unknown;
  decoded?: unknown;
}

const ZERO_WIDTH = '\u200B\u200C\u200D\u2060\uFEFF';

function wrongValuesFor(schema: Schema, required: boolean, atIndex: boolean): Wrong[] {
  const core = coreOf(schema);
  const def = defOf(core);
  const maximum = maxLengthOf(core);
  const out: Wrong[] = [];
  const add = (kind: string, label: string, wire: unknown, decoded: unknown = wire) =>
    out.push({ kind, label, wire, decoded });
  if (required && !atIndex) add('missing', 'missing although required', REMOVE);
  switch (def.type) {
    case 'string': {
      const { kind, example: value } = stringKind(schema);
      add('wrong type', 'a number for text', 12345);
      add('list for a scalar', 'a list for text', [value]);
      add('lone surrogate', 'half a surrogate pair', `${value}\uD800`);
      add('NUL', 'a NUL character', `Exa\u0000mple`);
      add('too long', 'too long', 'x'.repeat((maximum ?? 99_999) + 1));
      if (kind === 'text') add('control character', 'a control character', 'Exa\u0007mple');
      if (kind === 'text') add('markup', 'HTML markup', '<script>alert("x")</script>');
      if (kind === 'text' && !accepts(core, '')) add('zero-width', 'only zero-width', ZERO_WIDTH);
      if (kind === 'id') {
        add('bad id', 'an empty id', '');
        add('bad id', 'an id with slashes', 'a/b/c');
        add('bad id', 'a reserved id', '__x__');
      }
      if (kind === 'day') {
        add('impossible date', '30 February', '2026-02-30');
        add('impossible date', '31 April', '2026-04-31');
      }
      if (kind === 'minute') {
        add('impossible date', '30 February, 10:00', '2026-02-30T10:00');
        add('impossible date', 'hour 24', '2026-04-01T24:00');
      }
      break;
    }
    case 'number':
      add('wrong type', 'text for a number', '5');
      add('list for a scalar', 'a list for a number', [1]);
      add('NaN', 'NaN', int64('NaN'), Number.NaN);
      add('Infinity', 'Infinity', int64('Infinity'), Number.POSITIVE_INFINITY);
      add('huge number', 'a huge number', 1e308);
      add('huge number', 'a hugely negative number', -1e308);
      break;
    case 'boolean':
      add('wrong type', 'text for true/false', 'yes');
      add('list for a scalar', 'a list for true/false', [true]);
      break;
    case 'enum':
    case 'literal':
      add('not an option', 'a value not in the list', 'Not an option');
      add('wrong type', 'a number for a choice', 42);
      break;
    case 'object':
      add('wrong type', 'text for a set of fields', 'x');
      add('list for a scalar', 'a list for a set of fields', [example(core)]);
      add('deep nesting', 'nested 100 levels deep', nest(100));
      break;
    case 'array':
      add('wrong type', 'text for a list', 'x');
      add('wrong type', 'a set of fields for a list', {});
      if (maximum !== undefined && maximum < 2000)
        add(
          'too many',
          'too many items',
          Array.from({ length: maximum + 1 }, () => example(def.element!)),
        );
      break;
    default:
      break;
  }
  return out;
}

const isStrict = (core: Schema) => {
  const def = defOf(core);
  return (
    def.type === 'object' && def.catchall !== undefined && defOf(def.catchall).type === 'never'
  );
};

/** Every field of a schema: its path, schema, and whether it must be given. */
function* fieldsOf(
  schema: Schema,
  path: Key[] = [],
): Generator<{ path: Key[]; schema: Schema; required: boolean }> {
  const core = coreOf(schema);
  const def = defOf(core);
  if (path.length > 0) yield { path, schema, required: !accepts(schema, undefined) };
  if (path.length > 6) return;
  if (def.type === 'object')
    for (const [key, field] of Object.entries(def.shape ?? {}))
      yield* fieldsOf(field, [...path, key]);
  else if (def.type === 'array' && def.element) yield* fieldsOf(def.element, [...path, 0]);
}

/** Every malformed payload of an operation, built on `base` (a valid input, where one is known). */
export function malformedInputs(input: Schema, base: unknown = example(input)): Malformed[] {
  const out: Malformed[] = [];
  const whole = (kind: string, label: string, wire: unknown, decoded: unknown = wire) =>
    out.push({ kind, label, path: '', wire, decoded });
  whole('not an object', 'text instead of the input', 'just text');
  whole('not an object', 'a number instead of the input', 42);
  whole('not an object', 'a list instead of the input', [base]);
  // No input at all means `{}` to the API: malformed only where `{}` is not an input.
  if (!accepts(input, {})) whole('missing', 'no input', null, {});
  whole('not an object', 'true instead of the input', true);
  whole('not an object', 'empty text instead of the input', '');
  if (isStrict(coreOf(input))) {
    const unknown = (label: string, key: string, value: unknown) => {
      const payload = { ...(base as object), [key]: value };
      out.push({ kind: 'unknown field', label, path: key, wire: payload, decoded: payload });
    };
    unknown('an unknown field', 'surprise', 'hello');
    unknown('a field named __proto__', '__proto__', { admin: true });
    unknown('a field named constructor', 'constructor', { prototype: { admin: true } });
    unknown('a field with an empty name', '', 1);
    unknown('an unknown field holding 1 MB', 'padding', 'x'.repeat(1024 * 1024));
  }
  whole('deep nesting', 'nested 100 levels deep', nest(100));

  for (const field of fieldsOf(input)) {
    const at = field.path.join('.');
    const atIndex = typeof field.path.at(-1) === 'number';
    for (const wrong of wrongValuesFor(field.schema, field.required, atIndex)) {
      out.push({
        kind: wrong.kind,
        label: `${at}: ${wrong.label}`,
        path: at,
        wire: put(base, input, field.path, wrong.wire),
        decoded: put(base, input, field.path, wrong.decoded),
      });
    }
    const core = coreOf(field.schema);
    if (isStrict(core)) {
      const value = put(base, input, [...field.path, 'surprise'], 'hello');
      out.push({
        kind: 'unknown field',
        label: `${at}: an unknown field`,
        path: `${at}.surprise`,
        wire: value,
        decoded: value,
      });
    }
  }
  return out;
}
