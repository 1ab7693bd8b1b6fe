// TanStack Query hooks typed from the contract: features call operations by name.
//
// Query keys are hierarchical — an operation's name split at its dots, then its input
// (['communities', 'list', {…}]) — so a write can make a whole registry stale with one prefix.
// What a write makes stale is derived from the contract (`staleAfterWrite`): the registries it
// affects (itself, what it points to, what points to it, declared dependents, home) and the views
// that read it (each feature's `reads`: the calendar reads onboarding plans and evaluations); no
// feature lists them by hand.
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';

import type { InputOf, OperationName, OutputOf } from '@hta/functions/contract';

import { toApiError, type ApiError } from './apiErrors';
import { loadContract } from './contractOnDemand';
import { callApi } from './firebase';

export const queryKey = <N extends OperationName>(op: N, input?: InputOf<N>): unknown[] =>
  input === undefined ? op.split('.') : [...op.split('.'), input];

/**
 * The cached answers a successful call of `op` makes stale, as key prefixes (the contract loads
 * on the first write: see contractOnDemand).
 */
export async function staleAfter(
  op: OperationName,
  extra: readonly string[] = [],
): Promise<string[][]> {
  const { allRegistries, registryOf, staleAfterWrite } = await loadContract();
  const registry = registryOf(allRegistries, op)?.registry;
  const names =
    registry && !op.endsWith('.list') && !op.endsWith('.get') ? staleAfterWrite(registry.name) : [];
  return [...new Set([...names, ...extra])].map((name) => name.split('.'));
}

export async function invalidate(client: QueryClient, prefixes: string[][]): Promise<void> {
  await Promise.all(prefixes.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** An operation's answer as a query: its key and how it is asked, the same wherever it is read. */
function apiQuery<N extends OperationName>(op: N, input: InputOf<N>) {
  return {
    queryKey: queryKey(op, input),
    queryFn: () => callApi(op, input).catch((e: unknown) => Promise.reject(toApiError(e))),
  };
}

export function useApiQuery<N extends OperationName>(
  op: N,
  input: InputOf<N>,
  options: Omit<UseQueryOptions<OutputOf<N>, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<OutputOf<N>, ApiError>({ ...apiQuery(op, input), ...options });
}

/**
 * Asks for an operation's answer ahead of the page that reads it (a route's loader), into the
 * cache `useApiQuery` reads: the page renders with the answer, or with it on its way. An answer
 * still fresh is not asked again; a failure is left for the page's own query to show and retry.
 */
export function prefetchApi<N extends OperationName>(
  client: QueryClient,
  op: N,
  input: InputOf<N>,
): Promise<void> {
  return client.query<OutputOf<N>, ApiError>(apiQuery(op, input)).then(
    () => undefined,
    () => undefined,
  );
}

/** Reads an operation's answer on demand (an event handler's), through the same cache. */
export function useApiFetch() {
  const client = useQueryClient();
  // One function for the client's life: pages put it in effects' dependencies, and a new one
  // each render would run those effects (and their requests) again after every answer.
  return useCallback(
    <N extends OperationName>(op: N, input: InputOf<N>) =>
      client.query<OutputOf<N>, ApiError>(apiQuery(op, input)),
    [client],
  );
}

/**
 * A mutation. Registry writes make their affected registries stale by themselves;
 * `invalidates` adds key prefixes for other operations (`echo.conversations`, `users`).
 */
export function useApiMutation<N extends OperationName>(
  op: N,
  {
    invalidates = [],
    ...options
  }: Omit<UseMutationOptions<OutputOf<N>, ApiError, InputOf<N>>, 'mutationFn'> & {
    invalidates?: string[];
  } = {},
) {
  const client = useQueryClient();
  return useMutation<OutputOf<N>, ApiError, InputOf<N>>({
    mutationFn: (input) => callApi(op, input).catch((e: unknown) => Promise.reject(toApiError(e))),
    ...options,
    onSuccess: async (...args) => {
      await invalidate(client, await staleAfter(op, invalidates));
      await options.onSuccess?.(...args);
    },
  });
}
