// A registry — a kind of record people keep (communities, facilities, technologies…) — is
// declared once, here in the contract. From the declaration come its five operations (list, get,
// create, update, delete) with their schemas and access, the server's handlers and write path
// (api/registries), the Firestore indexes, home's counts, the attachment registries, the web
// app's hooks and cache invalidation, record page paths and Echo's tables.
import { z } from 'zod';

import {
  deleteInput,
  deleteOutput,
  getInput,
  listInput,
  listOutput,
  recordId,
  updateInput,
} from './common.js';
import { defineOperation, type Access, type Operation } from './operation.js';
import { requestId } from './requestIds.js';

export const REGISTRY_OPS = ['list', 'get', 'create', 'update', 'delete'] as const;
export type RegistryOp = (typeof REGISTRY_OPS)[number];

/** Filter name → its value's schema. */
export type FilterShape = Record<string, z.ZodType>;

export interface FilterSpec<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** The stored field it filters on (default: the filter's name). */
  field?: string;
  /** `array-contains` for fields holding several ids. */
  op?: '==' | 'array-contains';
}

/**
 * A field of this registry's records that points to records of another registry. Deleting the
 * target is refused while anything points to it; the target must exist when this record is
 * written (a field error otherwise); the web app refreshes both registries' pages on a write.
 */
export interface ReferenceSpec {
  /** The stored field holding the target's id (or ids, in an array). */
  field: string;
  /** The registry pointed to. */
  to: string;
  /** Keeps a copy of the target's name in this field, rewritten when the target is renamed. */
  nameCopy?: string;
  /** The target counts the records pointing to it in this field. */
  counter?: string;
  /** The target lists the records pointing to it, as `{ id, name }`, in this field. */
  listOn?: string;
}

/** One of Echo's tables: a heading, then one row per record with these columns. */
export interface EchoTable<Rec> {
  heading: (count: number) => string;
  /** Lines printed under the heading (legends, sources). */
  notes?: string[];
  /** Which records Echo sees (default: all). */
  include?: (record: Rec) => boolean;
  /** Column name → the cell (null or empty is left out). The first column is the page path. */
  columns: Record<string, (record: Rec) => string | number | null | undefined>;
  /** Columns kept last, after those other features add (contract/contributions.ts). */
  last?: string[];
}

export interface ListSpec<Sort extends string, Filters extends FilterShape> {
  /** Sort name in the contract → stored field. */
  sorts: Record<Sort, string>;
  defaultSort: NoInfer<Sort>;
  defaultDirection?: 'asc' | 'desc';
  /**
   * Sorts offered in one direction only (dates newest first): each direction of a sort costs a
   * composite index per filter, and Firestore allows 200 in all.
   */
  oneWay?: Partial<Record<NoInfer<Sort>, 'asc' | 'desc'>>;
  filters: { [K in keyof Filters]: FilterSpec<Filters[K]> };
  /** Orders applied before the chosen sort (posts: pinned first). */
  leadingOrder?: Array<{ field: string; direction: 'asc' | 'desc' }>;
  /** Stored fields read for a row; default: the summary's keys. */
  select?: string[];
  /**
   * The collection stays small (reference data, records made by hand: hundreds, a few thousand
   * at most). Its list is served from a view of all its rows kept per data version and filtered,
   * sorted and paged in the function (api/registries/listView.ts): every filter with every sort,
   * and no composite index. Without it, each filter × sort direction costs one (indexes.ts).
   */
  small?: boolean;
}

export interface RegistryDeclaration<
  Name extends string = string,
  Key extends string = string,
  Fields extends z.ZodObject = z.ZodObject,
  Rec extends z.ZodType = z.ZodType,
  Summary extends z.ZodType = z.ZodType,
  Sort extends string = string,
  Filters extends FilterShape = FilterShape,
  Profile extends z.ZodRawShape = z.ZodRawShape,
  Create extends z.ZodType = Fields,
> {
  /** The collection, and the prefix of its operations. */
  name: Name;
  /** One record, for messages: "community". */
  label: string;
  /** The key of the record in get/create/update answers: `{ community }`. */
  recordKey: Key;
  /** The field that names a record: indexed for search, shown in messages and the audit. */
  nameField: string;
  /**
   * How the audit trail names a record when its name field is private text (a feedback note's
   * message): everyone who may see the trail's entry sees this name. Default: the name field.
   */
  auditName?: (record: Record<string, unknown>) => string;
  /** What people write. */
  fields: Fields;
  /** What people write when creating, if less than `fields` (the rest take their defaults). */
  createFields?: Create;
  /** A record as get, create and update return it (unknown stored fields are left out). */
  record: Rec;
  /** A row of the list. */
  summary: Summary;
  list: ListSpec<Sort, Filters>;
  access: Record<RegistryOp, Access>;
  /** Non-admins see only the records they created (admins see all). */
  ownRecordsOnly?: boolean;
  /** Everyone signed in reads them; only their author (or an admin) changes them. */
  authorWrites?: boolean;
  references?: ReferenceSpec[];
  /** Registries whose pages show this one's data beyond what references say. */
  dependents?: string[];
  /** Stored fields beside the validated ones, on records created through the API. */
  initial?: Record<string, unknown>;
  /**
   * Stored fields computed from the fields alone (a rank, search keys, results), on every write
   * and in the seed alike.
   */
  derived?: (fields: z.output<Fields>) => Record<string, unknown>;
  /**
   * Other names a record is found by in a search, beside its name field (a community's other
   * names: the census's "Chicken 224" is found as "Black Lake").
   */
  searchNames?: (record: Record<string, unknown>) => string[];
  /** Its records carry files (api/attachments.ts). */
  attachments?: boolean;
  /** Keys get answers with beside the record (related records…). */
  profile?: Profile;
  /** The page that shows one record. */
  page: (id: string) => string;
  /** Counted on the home page, with a link to its list. */
  home?: { title: string; path: string };
  /**
   * Records it shows on the home page (posts: pinned news): those whose `flag` field is true,
   * newest by `newest` first, with an excerpt of `text`. Home reads every registry declaring
   * this, and knows none of them by name.
   */
  homePinned?: { flag: string; newest: string; text: string };
  /** How Echo sees these records (absent: Echo does not). */
  echo?: EchoTable<z.output<Rec>>;
  /**
   * Tables Echo derives from these records as it reads the hub's data, with what it read of the
   * other registries it sees (`loaded`, by registry name): a follow-up's months observed against
   * predicted. Each table is handed to `show` with its rows.
   */
  echoDerived?(
    records: Array<z.output<Rec>>,
    loaded: (registry: string) => readonly unknown[],
    show: <Row>(table: EchoTable<Row>, rows: Row[]) => void,
  ): void;
}

export type AnyRegistry = RegistryDeclaration<
  string,
  string,
  z.ZodObject,
  z.ZodType,
  z.ZodType,
  string,
  FilterShape,
  z.ZodRawShape,
  z.ZodType
>;

/** The list input derived from a list spec (sorts as an enum, filters optional). */
type ListInputOf<Sort extends string, Filters extends FilterShape> = ReturnType<
  typeof listInput<[Sort, ...Sort[]], { [K in keyof Filters]: z.ZodOptional<Filters[K]> }>
>;

type RecordOutput<Key extends string, Rec extends z.ZodType> = z.ZodObject<{ [P in Key]: Rec }>;

export type RegistryOperations<
  Name extends string,
  Key extends string,
  Fields extends z.ZodObject,
  Rec extends z.ZodType,
  Summary extends z.ZodType,
  Sort extends string,
  Filters extends FilterShape,
  Profile extends z.ZodRawShape,
  Create extends z.ZodType,
> = {
  [P in `${Name}.list`]: Operation<
    ListInputOf<Sort, Filters>,
    ReturnType<typeof listOutput<Summary>>
  >;
} & {
  [P in `${Name}.get`]: Operation<typeof getInput, z.ZodObject<{ [K in Key]: Rec } & Profile>>;
} & {
  [P in `${Name}.create`]: Operation<
    z.ZodObject<{ fields: Create; requestId: z.ZodOptional<typeof requestId> }>,
    RecordOutput<Key, Rec>
  >;
} & {
  [P in `${Name}.update`]: Operation<
    ReturnType<typeof updateInput<Fields>>,
    RecordOutput<Key, Rec>
  >;
} & { [P in `${Name}.delete`]: Operation<typeof deleteInput, typeof deleteOutput> };

export interface Registry<
  Name extends string,
  Key extends string,
  Fields extends z.ZodObject,
  Rec extends z.ZodType,
  Summary extends z.ZodType,
  Sort extends string,
  Filters extends FilterShape,
  Profile extends z.ZodRawShape,
  Create extends z.ZodType,
> extends RegistryDeclaration<Name, Key, Fields, Rec, Summary, Sort, Filters, Profile, Create> {
  operations: RegistryOperations<Name, Key, Fields, Rec, Summary, Sort, Filters, Profile, Create>;
}

/** The usual access: staff read and write, administrators delete. */
export const STAFF_WRITE_ADMIN_DELETE = {
  list: 'signedIn',
  get: 'signedIn',
  create: 'signedIn',
  update: 'signedIn',
  delete: 'admin',
} as const satisfies Record<RegistryOp, Access>;

const sentence = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** Declares a registry; its operations are derived here, typed from the declaration. */
export function defineRegistry<
  const Name extends string,
  const Key extends string,
  Fields extends z.ZodObject,
  Rec extends z.ZodType,
  Summary extends z.ZodType,
  const Sort extends string,
  Filters extends FilterShape,
  // No profile: nothing beside the record (an empty shape, not "any keys").
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  Profile extends z.ZodRawShape = {},
  Create extends z.ZodType = Fields,
>(
  declaration: RegistryDeclaration<Name, Key, Fields, Rec, Summary, Sort, Filters, Profile, Create>,
): Registry<Name, Key, Fields, Rec, Summary, Sort, Filters, Profile, Create> {
  const d = declaration;
  const sorts = Object.keys(d.list.sorts) as [Sort, ...Sort[]];
  const filterShape = Object.fromEntries(
    Object.entries(d.list.filters).map(([name, spec]) => [
      name,
      (spec as FilterSpec).schema.optional(),
    ]),
  ) as unknown as { [K in keyof Filters]: z.ZodOptional<Filters[K]> };
  const asRecord = z.object({ [d.recordKey]: d.record });
  const operations = {
    [`${d.name}.list`]: defineOperation({
      access: d.access.list,
      summary: `${sentence(d.label)} records, a page at a time, sorted, filtered and searched.`,
      input: listInput(sorts, d.list.defaultSort, filterShape, d.list.defaultDirection),
      output: listOutput(d.summary),
    }),
    [`${d.name}.get`]: defineOperation({
      access: d.access.get,
      summary: `One ${d.label} with what its page shows beside it.`,
      input: getInput,
      output: z.object({ [d.recordKey]: d.record, ...(d.profile ?? {}) }),
    }),
    [`${d.name}.create`]: defineOperation({
      access: d.access.create,
      summary: `Adds a ${d.label}.`,
      input: z
        .object({ fields: d.createFields ?? d.fields, requestId: requestId.optional() })
        .strict(),
      output: asRecord,
    }),
    [`${d.name}.update`]: defineOperation({
      access: d.access.update,
      summary: `Saves a ${d.label}; refused if someone else saved since \`version\`.`,
      input: updateInput(d.fields),
      output: asRecord,
    }),
    [`${d.name}.delete`]: defineOperation({
      access: d.access.delete,
      summary: `Deletes a ${d.label} no other record points to.`,
      input: deleteInput,
      output: deleteOutput,
    }),
  };
  // The object built from template-literal keys is exactly the mapped type; TypeScript cannot
  // follow computed keys, so the type is stated once here.
  return {
    ...d,
    operations: operations as unknown as RegistryOperations<
      Name,
      Key,
      Fields,
      Rec,
      Summary,
      Sort,
      Filters,
      Profile,
      Create
    >,
  };
}

/** Every registry's operations in one object, for the contract. */
export function operationsOf<const R extends readonly { operations: object }[]>(
  registries: R,
): UnionToIntersection<R[number]['operations']> {
  return Object.assign({}, ...registries.map((r) => r.operations)) as UnionToIntersection<
    R[number]['operations']
  >;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** The registry an operation belongs to, if it is a registry operation. */
export function registryOf(
  registries: readonly AnyRegistry[],
  op: string,
): { registry: AnyRegistry; kind: RegistryOp } | null {
  const at = op.lastIndexOf('.');
  const name = op.slice(0, at);
  const kind = op.slice(at + 1) as RegistryOp;
  const registry = registries.find((r) => r.name === name);
  return registry && REGISTRY_OPS.includes(kind) ? { registry, kind } : null;
}

/**
 * Which registries' cached pages a write to `name` makes stale: itself; the registries it points
 * to (counts and lists of theirs show it) and those pointing to it (they show its name); its
 * declared dependents; and home (counts and recent changes).
 */
export function affectedBy(registries: readonly AnyRegistry[], name: string): string[] {
  const self = registries.find((r) => r.name === name);
  const out = new Set<string>([name, 'home']);
  for (const ref of self?.references ?? []) out.add(ref.to);
  for (const dependent of self?.dependents ?? []) out.add(dependent);
  for (const other of registries) {
    if (other.references?.some((ref) => ref.to === name)) out.add(other.name);
  }
  return [...out];
}

/**
 * The sort of a name search: by name where the list sorts by name, else its default. One sort
 * keeps the composite indexes a search needs to two per list.
 */
export function searchSortOf(registry: Pick<AnyRegistry, 'list'>): string {
  const byName = Object.entries(registry.list.sorts).find(([, field]) => field === 'nameLower');
  return byName?.[0] ?? registry.list.defaultSort;
}

/** The schema under defaults, optionals, nullables and transforms. */
export function innerSchema(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (
      current instanceof z.ZodDefault ||
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
  return current;
}

/** The values a filter takes where its schema lists them (an enum): what a filter select offers. */
export function filterValues(spec: FilterSpec): readonly string[] {
  const inner = innerSchema(spec.schema);
  return inner instanceof z.ZodEnum ? inner.options.map(String) : [];
}

/** Whether a field of a registry holds several values (ids in an array). */
export function isArrayField(fields: z.ZodObject, name: string): boolean {
  const schema = fields.shape[name] as z.ZodType | undefined;
  return schema !== undefined && innerSchema(schema) instanceof z.ZodArray;
}

/** A reference field holds several ids: written by people, or derived (in the record only). */
export function holdsManyIds(registry: AnyRegistry, field: string): boolean {
  return (
    isArrayField(registry.fields, field) ||
    (registry.record instanceof z.ZodObject && isArrayField(registry.record, field))
  );
}

/** The form values of a record: exactly the fields people write, copied from the record. */
export function formValues<Fields extends z.ZodObject>(
  fields: Fields,
  record: Record<string, unknown>,
): z.input<Fields> {
  return Object.fromEntries(
    Object.keys(fields.shape)
      .filter((key) => record[key] !== undefined)
      .map((key) => [key, record[key]]),
  ) as z.input<Fields>;
}

export { recordId };

/**
 * The Firestore collections of the registries given, by name: server code names a collection
 * through this (`db.collection(collections.facilities)`), never a string. A collection is its
 * registry's name; a feature passes the registries it reads (its own, or another feature's from
 * that feature's public module), so what it depends on shows in its imports.
 */
export function collectionsOf<const R extends readonly { name: string }[]>(
  ...registries: R
): { readonly [N in R[number]['name']]: N } {
  return Object.fromEntries(registries.map((r) => [r.name, r.name])) as {
    readonly [N in R[number]['name']]: N;
  };
}
