// A feature — a registry and what is built around it (readiness, the calendar, fees…) — is the
// unit of change: one folder under functions/src/features/<name>/ and one under
// web/src/features/<name>/. This is the part of a feature the contract holds: shared by the
// server and the web app, so it never pulls server code (see .config/eslint/boundaries.js). The
// server part (its handlers, its registries' hooks, what it adds to other registries' records)
// is declared beside it in `server.ts` (api/feature.ts).
import type { AnyContribution } from './contributions.js';
import type { Operation } from './operation.js';
import type { FeaturePages } from './routes.js';

/** What a feature's registry brings to the list of features: its name and its operations. */
interface FeatureRegistry {
  name: string;
  operations: object;
}

export interface FeatureDeclaration<
  Regs extends readonly FeatureRegistry[] = readonly FeatureRegistry[],
  Ops extends Record<string, Operation> = Record<string, Operation>,
  Contribs extends Contributions = Contributions,
  Pages extends FeaturePages = FeaturePages,
> {
  /** The feature's folder name. */
  name: string;
  /** Its routes and the paths to them (its `routes.ts`: no zod, the web's route table reads it). */
  pages: Pages;
  /** Its registries: each brings its five operations, handlers, indexes and home count. */
  registries: Regs;
  /** Its operations beyond its registries' (each needs a handler in its server part). */
  operations: Ops;
  /**
   * The collections each of its views reads beyond its own records, by operation: a write to
   * one of them makes the view's cached answers stale in the web app (`staleAfterWrite`), so a
   * view that joins other registries' records is refreshed when they change.
   */
  reads?: { readonly [N in keyof Ops]?: readonly string[] };
  /** What it keeps on other features' registries' records, by registry (contract/contributions.ts). */
  contributes?: Contribs;
}

/** A feature's contributions, by the name of the registry they add to. */
type Contributions = Partial<Record<string, AnyContribution>>;

/** Declares a feature's contract part; its types are kept for the derived lists. */
export function defineFeature<
  const Regs extends readonly FeatureRegistry[] = readonly [],
  // No extra operations: an empty map, not "any names".
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  Ops extends Record<string, Operation> = {},
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  Contribs extends Contributions = {},
  // No pages of its own: no routes, no paths.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  Pages extends FeaturePages = FeaturePages<readonly [], {}>,
>(feature: {
  name: string;
  pages?: Pages;
  registries?: Regs;
  operations?: Ops;
  reads?: { readonly [N in keyof Ops]?: readonly string[] };
  contributes?: Contribs;
}): FeatureDeclaration<Regs, Ops, Contribs, Pages> {
  return {
    ...feature,
    pages: feature.pages ?? ({ routes: [], paths: {} } as unknown as Pages),
    registries: feature.registries ?? ([] as unknown as Regs),
    operations: feature.operations ?? ({} as Ops),
  };
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

type AnyFeature = FeatureDeclaration<readonly FeatureRegistry[], Record<string, Operation>>;

/** Every feature's operations (its registries' and its own) in one object, for the contract. */
export function featureOperationsOf<const F extends readonly AnyFeature[]>(
  features: F,
): UnionToIntersection<F[number]['registries'][number]['operations'] | F[number]['operations']> {
  return Object.assign(
    {},
    ...features.flatMap((f) => [...f.registries.map((r) => r.operations), f.operations]),
  ) as UnionToIntersection<F[number]['registries'][number]['operations'] | F[number]['operations']>;
}

/**
 * The operations whose cached answers a write to `collection` makes stale because a feature's
 * view reads it (`reads`): the calendar reads onboardings and evaluations, the census division
 * figures communities and facilities.
 */
export function viewsReading(features: readonly AnyFeature[], collection: string): string[] {
  return features.flatMap((f) =>
    Object.entries(f.reads ?? {})
      .filter(([, reads]) => reads?.includes(collection))
      .map(([op]) => op),
  );
}

/** Every feature's paths in one object (the app's own are in contract/paths.ts). */
export function featurePathsOf<const F extends readonly AnyFeature[]>(
  features: F,
): UnionToIntersection<F[number]['pages']['paths']> {
  return Object.assign({}, ...features.map((f) => f.pages.paths)) as UnionToIntersection<
    F[number]['pages']['paths']
  >;
}
