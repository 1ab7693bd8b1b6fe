// Which cached answers are kept for offline use: only the operations features declare
// (`keptOffline` in their web declaration), and only answers that arrived (not errors).
/** The operation a query key belongs to: the key's names before its input (api.ts queryKey). */
export function operationOfKey(key: readonly unknown[]): string {
  const names: string[] = [];
  for (const part of key) {
    if (typeof part !== 'string') break;
    names.push(part);
  }
  return names.join('.');
}

export function shouldKeepQuery(kept: ReadonlySet<string>) {
  return (query: { queryKey: readonly unknown[]; state: { status: string } }): boolean =>
    query.state.status === 'success' && kept.has(operationOfKey(query.queryKey));
}
