// A registry's reads and writes for the web app, typed by the registry's name: its record, its
// list row and its operations all come from its declaration in the contract — as types only, so
// a page reading records downloads no schemas (a form takes its declaration from
// ./registryDeclarations).
import type { z } from 'zod';

import type {
  InputOf,
  OperationName,
  OutputOf,
  Registries,
  RegistryName,
  RegistryOp,
} from '@hta/functions/contract';

import { useApiMutation, useApiQuery } from './api';

export type RegistryOf<N extends RegistryName> = Extract<Registries[number], { name: N }>;
/** A registry's operation, e.g. OpOf<'communities', 'get'> = 'communities.get'. */
export type OpOf<N extends RegistryName, K extends RegistryOp> = `${N}.${K}` & OperationName;
type RecordOf<N extends RegistryName> = z.output<RegistryOf<N>['record']>;
/** A record as staff edit it (vendors: the whole record, not the visitors' part). */
export type EditableOf<N extends RegistryName> = Extract<
  RecordOf<N>,
  { id: string; version: number }
>;
export type FieldsOf<N extends RegistryName> = z.input<RegistryOf<N>['fields']>;
export type RowOf<N extends RegistryName> =
  OutputOf<OpOf<N, 'list'>> extends { items: Array<infer Row> } ? Row : never;
export type ProfileOf<N extends RegistryName> = OutputOf<OpOf<N, 'get'>>;
export type SortOf<N extends RegistryName> = keyof RegistryOf<N>['list']['sorts'] & string;
export type FiltersOf<N extends RegistryName> =
  InputOf<OpOf<N, 'list'>> extends { filters?: infer F } ? NonNullable<F> : never;

// The operation names below are built from a registry's name, exactly as defineRegistry builds
// them in the contract; TypeScript cannot follow the template to the literal, so it is stated.
const op = <N extends RegistryName, K extends RegistryOp>(name: N, kind: K) =>
  `${name}.${kind}` as OpOf<N, K>;

/** One record with what its page shows beside it (its `get`); idle while id is ''. */
export function useRecord<N extends RegistryName>(name: N, id: string) {
  return useApiQuery(op(name, 'get'), { id } as InputOf<OpOf<N, 'get'>>, { enabled: id !== '' });
}

export function useUpdateRecord<N extends RegistryName>(name: N) {
  return useApiMutation(op(name, 'update'));
}

export function useDeleteRecord<N extends RegistryName>(name: N) {
  return useApiMutation(op(name, 'delete'));
}

export { op as registryOp };
