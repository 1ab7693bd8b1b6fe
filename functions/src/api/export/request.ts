// What an export request asks for, and whether its caller may have it: each answer the way the
// list's own API call would give it, said for a download.
import { refusalMessage, type Caller } from '../../auth/caller.js';
import {
  EXPORT_FORMATS,
  registryNamed,
  type Access,
  type AnyRegistry,
  type ExportFormat,
} from '../../contract/index.js';

/** `/<registry>.<format>` → the registry and format, or null for no such export. */
export function exportTarget(path: string): { registry: AnyRegistry; format: ExportFormat } | null {
  const match = /^\/([A-Za-z]+)\.([a-z]+)$/.exec(path);
  const registry = match ? registryNamed(match[1]!) : undefined;
  const format = EXPORT_FORMATS.find((f) => f === match?.[2]);
  return registry && format ? { registry, format } : null;
}

/** Why this caller may not export a list of this access (as the API decides it), or null. */
export function accessRefusal(
  access: Access,
  caller: Caller,
): { status: 401 | 403; message: string } | null {
  if (access === 'public') return null;
  if (caller.kind === 'visitor')
    return { status: 401, message: 'Please sign in to export this list.' };
  if (caller.kind === 'unadmitted') return { status: 403, message: refusalMessage(caller) };
  if (access === 'admin' && !caller.admin)
    return { status: 403, message: 'Only administrators can export this list.' };
  return null;
}

/**
 * The `list` query parameter (the list's search, filters and sort, as JSON) without paging,
 * which the export does itself; or what is wrong with it.
 */
export function listParamOf(
  param: unknown,
): { value: Record<string, unknown> } | { error: string } {
  if (typeof param !== 'string') return { error: 'Give the list parameter once, as JSON.' };
  let asked: unknown;
  try {
    asked = JSON.parse(param);
  } catch {
    return { error: 'The list parameter must be JSON.' };
  }
  if (asked === null || typeof asked !== 'object' || Array.isArray(asked))
    return {
      error: 'The list parameter must be a JSON object: the list’s search, filters and sort.',
    };
  return {
    value: Object.fromEntries(
      Object.entries(asked).filter(([k]) => k !== 'cursor' && k !== 'pageSize'),
    ),
  };
}
