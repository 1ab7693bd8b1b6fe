// TanStack Query hooks typed from the contract: features call operations by name.
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';

import type { InputOf, OperationName, OutputOf } from '@hta/functions/contract';

import { toApiError, type ApiError } from './apiErrors';
import { callApi } from './firebase';

export const queryKey = <N extends OperationName>(op: N, input?: InputOf<N>) =>
  input === undefined ? [op] : [op, input];

export function useApiQuery<N extends OperationName>(
  op: N,
  input: InputOf<N>,
  options: Omit<UseQueryOptions<OutputOf<N>, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<OutputOf<N>, ApiError>({
    queryKey: queryKey(op, input),
    queryFn: () => callApi(op, input).catch((e: unknown) => Promise.reject(toApiError(e))),
    ...options,
  });
}

/** A mutation; `invalidates` lists the operations whose cached answers it makes stale. */
export function useApiMutation<N extends OperationName>(
  op: N,
  {
    invalidates = [],
    ...options
  }: Omit<UseMutationOptions<OutputOf<N>, ApiError, InputOf<N>>, 'mutationFn'> & {
    invalidates?: OperationName[];
  } = {},
) {
  const client = useQueryClient();
  return useMutation<OutputOf<N>, ApiError, InputOf<N>>({
    mutationFn: (input) => callApi(op, input).catch((e: unknown) => Promise.reject(toApiError(e))),
    ...options,
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((name) => client.invalidateQueries({ queryKey: [name] })));
      await options.onSuccess?.(...args);
    },
  });
}
