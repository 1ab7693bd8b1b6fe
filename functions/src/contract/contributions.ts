// What a feature keeps on another feature's registry's records, declared in its own folder and
// composed into that registry where the list of features is put together (features/index.ts):
// readiness keeps a facility's latest readiness on it, onboarding its plan's progress. The
// contributed fields join the registry's record (and, where the list shows them, its row), its
// list's sorts and filters, what its page shows beside it and Echo's table; the registry's own
// folder names none of them. The feature's server part keeps the values (its hooks write them in
// the same transaction) and computes what the page shows (`contributes` in api/feature.ts).
import { z } from 'zod';

import {
  defineRegistry,
  type AnyRegistry,
  type FilterShape,
  type FilterSpec,
  type Registry,
} from './registry.js';

type Cell = string | number | null | undefined;

export interface RegistryContribution<
  Stored extends z.ZodRawShape = z.ZodRawShape,
  Row extends keyof Stored & string = keyof Stored & string,
  Sort extends string = string,
  Filters extends FilterShape = FilterShape,
  Profile extends z.ZodRawShape = z.ZodRawShape,
> {
  /**
   * Stored fields the feature's server keeps on the records (people never write them). Each has
   * a default: a new record starts with it, and a record stored before it keeps reading well.
   */
  record: Stored;
  /** Those of them a list row carries. */
  summary: readonly Row[];
  /** Sorts it adds to the list: sort name → stored field. */
  sorts: Record<Sort, string>;
  /** Of those, the ones offered one way only (see ListSpec's `oneWay`). */
  oneWay?: Partial<Record<NoInfer<Sort>, 'asc' | 'desc'>>;
  /** Filters it adds to the list. */
  filters: { [K in keyof Filters]: FilterSpec<Filters[K]> };
  /** Keys the record's page shows beside it (its server part's `contributes.profile` answers them). */
  profile: Profile;
  /** Columns it adds to Echo's table of these records. */
  echo?: Record<string, (record: { id: string } & z.output<z.ZodObject<Stored>>) => Cell>;
}

/**
 * Any contribution, as the composition takes them (an Echo column reads the record its own
 * declaration describes, so here it takes what no caller could pass unchecked).
 */
export type AnyContribution = Omit<RegistryContribution, 'echo'> & {
  echo?: Record<string, (record: never) => Cell>;
};

/** Declares a contribution; every part but the stored fields may be left out. */
export function defineContribution<
  Stored extends z.ZodRawShape,
  const Row extends keyof Stored & string = never,
  const Sort extends string = never,
  // No filters: an empty shape, not "any names".
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  Filters extends FilterShape = {},
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  Profile extends z.ZodRawShape = {},
>(contribution: {
  record: Stored;
  summary?: readonly Row[];
  sorts?: Record<Sort, string>;
  oneWay?: Partial<Record<NoInfer<Sort>, 'asc' | 'desc'>>;
  filters?: { [K in keyof Filters]: FilterSpec<Filters[K]> };
  profile?: Profile;
  echo?: Record<string, (record: { id: string } & z.output<z.ZodObject<Stored>>) => Cell>;
}): RegistryContribution<Stored, Row, Sort, Filters, Profile> {
  return {
    ...contribution,
    summary: contribution.summary ?? [],
    sorts: contribution.sorts ?? ({} as Record<Sort, string>),
    filters: contribution.filters ?? ({} as { [K in keyof Filters]: FilterSpec<Filters[K]> }),
    profile: contribution.profile ?? ({} as Profile),
  };
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** The contributions' parts of one kind, intersected (`{}` when none has any). */
type Joined<C, K extends 'record' | 'profile'> = [C] extends [never]
  ? // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    {}
  : UnionToIntersection<C extends AnyContribution ? C[K] : never>;

type RowShape<C> = [C] extends [never]
  ? // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    {}
  : UnionToIntersection<
      C extends AnyContribution ? Pick<C['record'], C['summary'][number]> : never
    >;

type FiltersJoined<C> = [C] extends [never]
  ? // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    {}
  : UnionToIntersection<
      C extends AnyContribution ? { [K in keyof C['filters']]: C['filters'][K]['schema'] } : never
    >;

type ShapeOf<T> = T extends z.ZodObject<infer S> ? S : never;

/** What the types below read of a registry (its Echo columns left out: they take its record). */
interface Extendable {
  name: string;
  recordKey: string;
  fields: z.ZodObject;
  record: z.ZodType;
  summary: z.ZodType;
  list: { sorts: Record<string, string>; filters: Record<string, { schema: z.ZodType }> };
  profile?: z.ZodRawShape;
  createFields?: z.ZodType;
}

/** The filters a registry's declaration names, as schemas. */
type OwnFilters<R extends Extendable> = {
  [K in keyof R['list']['filters']]: R['list']['filters'][K]['schema'];
};

/** A registry with what features contribute to it (`C`: their contributions, a union). */
type Contributed<R, C> = [C] extends [never]
  ? R
  : R extends Extendable
    ? Registry<
        R['name'],
        R['recordKey'],
        R['fields'],
        z.ZodObject<ShapeOf<R['record']> & Joined<C, 'record'>>,
        z.ZodObject<ShapeOf<R['summary']> & RowShape<C>>,
        | (keyof R['list']['sorts'] & string)
        | (C extends AnyContribution ? keyof C['sorts'] & string : never),
        OwnFilters<R> & FiltersJoined<C>,
        NonNullable<R['profile']> & Joined<C, 'profile'>,
        NonNullable<R['createFields']>
      >
    : never;

/** Whether two parts name the same key: two features keeping one field is a mistake. */
function refuseClash(registry: string, part: string, own: readonly string[], added: string[]) {
  const clash = added.find((key, i) => own.includes(key) || added.indexOf(key) !== i);
  if (clash) throw new Error(`Two declarations add ${part} "${clash}" to ${registry}.`);
}

type EchoColumns = NonNullable<AnyRegistry['echo']>['columns'];

/** The registry's Echo columns with the contributed ones, before those it keeps last. */
function echoColumns(own: NonNullable<AnyRegistry['echo']>, added: Record<string, unknown>) {
  const last = new Set(own.last ?? []);
  const entries = Object.entries(own.columns);
  return Object.fromEntries([
    ...entries.filter(([name]) => !last.has(name)),
    ...Object.entries(added),
    ...entries.filter(([name]) => last.has(name)),
  ]) as EchoColumns;
}

/** The registry with the contributions' fields, list, page keys and Echo columns. */
export function withContributions(
  registry: AnyRegistry,
  contributions: readonly AnyContribution[],
): AnyRegistry {
  if (contributions.length === 0) return registry;
  if (!(registry.record instanceof z.ZodObject) || !(registry.summary instanceof z.ZodObject))
    throw new Error(
      `${registry.name}: only a registry whose record and row are objects takes contributions.`,
    );
  const all = <T>(pick: (c: AnyContribution) => Record<string, T>) => {
    const entries = contributions.flatMap((c) => Object.entries(pick(c)));
    return { keys: entries.map(([k]) => k), merged: Object.fromEntries(entries) };
  };
  const stored = all((c) => c.record);
  const sorts = all((c) => c.sorts);
  const filters = all((c) => c.filters);
  const profile = all((c) => c.profile);
  const echo = all((c) => c.echo ?? {});
  const oneWay = all((c) => c.oneWay ?? {});
  const { name } = registry;
  refuseClash(name, 'the field', Object.keys(registry.record.shape), stored.keys);
  refuseClash(name, 'the sort', Object.keys(registry.list.sorts), sorts.keys);
  refuseClash(name, 'the filter', Object.keys(registry.list.filters), filters.keys);
  refuseClash(name, 'the page key', Object.keys(registry.profile ?? {}), profile.keys);
  refuseClash(name, 'the Echo column', Object.keys(registry.echo?.columns ?? {}), echo.keys);
  for (const [field, schema] of Object.entries(stored.merged))
    if (!(schema as z.ZodType).safeParse(undefined).success)
      throw new Error(`${name}: the field "${field}" kept by another feature needs a default.`);
  const rowFields = contributions.flatMap((c) => c.summary.map((k) => [k, c.record[k]!] as const));
  const { operations: _derived, ...declaration } = registry as AnyRegistry & {
    operations?: unknown;
  };
  return defineRegistry({
    ...declaration,
    record: registry.record.extend(stored.merged),
    summary: registry.summary.extend(Object.fromEntries(rowFields)),
    list: {
      ...registry.list,
      sorts: { ...registry.list.sorts, ...sorts.merged },
      oneWay: { ...registry.list.oneWay, ...oneWay.merged },
      filters: { ...registry.list.filters, ...filters.merged },
      ...(registry.list.select && {
        select: [...registry.list.select, ...rowFields.map(([k]) => k)],
      }),
    },
    // A new record starts with each contributed field's default.
    initial: { ...registry.initial, ...z.object(stored.merged).parse({}) },
    profile: { ...registry.profile, ...profile.merged },
    echo: registry.echo && {
      ...registry.echo,
      columns: echoColumns(registry.echo, echo.merged),
    },
  }) as unknown as AnyRegistry;
}

/** A feature as the composition sees it: its registries and what it adds to others'. */
interface ContributingFeature {
  registries: readonly { name: string }[];
  contributes?: Partial<Record<string, AnyContribution>>;
}

/** What the features `F` contribute to the registry named `N` (a union; never if nothing). */
type ContributionsTo<F extends readonly ContributingFeature[], N> = F[number] extends infer X
  ? X extends { contributes?: infer M }
    ? N extends keyof NonNullable<M>
      ? NonNullable<NonNullable<M>[N]>
      : never
    : never
  : never;

type ComposedRegistries<Regs, F extends readonly ContributingFeature[]> = {
  [J in keyof Regs]: Regs[J] extends { name: infer N }
    ? Contributed<Regs[J], ContributionsTo<F, N>>
    : Regs[J];
};

/** The features with each registry carrying what the others contribute to it. */
export type Composed<F extends readonly ContributingFeature[]> = {
  [I in keyof F]: Omit<F[I], 'registries'> & {
    registries: ComposedRegistries<F[I]['registries'], F>;
  };
};

/**
 * Puts each feature's contributions into the registries they name (features/index.ts does, on
 * the list of features): a contribution to a registry no feature declares is refused.
 */
export function composeFeatures<const F extends readonly ContributingFeature[]>(
  features: F,
): Composed<F> {
  const names = new Set(features.flatMap((f) => f.registries.map((r) => r.name)));
  for (const f of features)
    for (const to of Object.keys(f.contributes ?? {}))
      if (!names.has(to))
        throw new Error(`A feature contributes to ${to}, which no feature declares.`);
  return features.map((f) => ({
    ...f,
    registries: f.registries.map((r) =>
      withContributions(
        r as AnyRegistry,
        features.flatMap((other) => other.contributes?.[r.name] ?? []),
      ),
    ),
  })) as unknown as Composed<F>;
}
