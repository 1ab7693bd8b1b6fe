// Page state kept in the URL (a chosen record, a measure, a filter), so a link or the back button
// brings it back: changes are applied to the current parameters; null removes one.
import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

export type ParamChanges = Record<string, string | null>;

export function patchParams(params: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) next.delete(k);
    else next.set(k, v);
  }
  return next;
}

/** The URL's parameters, and a function changing some of them while keeping the others. */
export function useParamState() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: ParamChanges, options?: NavigateOptions) =>
      setParams((p) => patchParams(p, changes), options),
    [setParams],
  );
  return [params, change] as const;
}
