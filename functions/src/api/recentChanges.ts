// The home page's recent changes, decided from the audit trail: which entries a reader may see
// (what they may open), and one line per record and person. Pure: home.ts reads the trail.
import {
  EPI_SUBJECTS,
  operations,
  registryNamed,
  type Access,
  type OperationName,
} from '../contract/index.js';
import type { Caller } from './context.js';
import { SETTINGS } from './settings.js';

export interface AuditEntry {
  collection: string;
  recordId: string;
  name: string;
  action: 'create' | 'update' | 'delete';
  /** Who wrote it (uid), and their e-mail as the line shows it. */
  byUid: string | null;
  by: string;
  at: string;
}

/** The operation that opens what an audit entry names; none: nobody is shown the entry. */
export function openerOf(collection: string, recordId: string): string | undefined {
  if (registryNamed(collection)) return `${collection}.get`;
  if (collection === SETTINGS) return `${recordId}.get`;
  if (collection === EPI_SUBJECTS) return 'epi.subject';
  return undefined;
}

const declaredAccess = (op: string): Access | undefined =>
  Object.hasOwn(operations, op) ? operations[op as OperationName].access : undefined;

/**
 * Whether the reader may see an entry: they may call the operation that opens its record, and a
 * record kept per person is theirs (non-admins change only their own, so an entry they wrote is
 * about their own record; older entries quoted such records' text, so this holds for them too).
 */
export function mayOpen(
  entry: Pick<AuditEntry, 'collection' | 'recordId' | 'byUid'>,
  caller: Caller,
  accessOf: (op: string) => Access | undefined = declaredAccess,
): boolean {
  const op = openerOf(entry.collection, entry.recordId);
  const access = op ? accessOf(op) : undefined;
  if (!access || (access === 'admin' && !caller.admin)) return false;
  const registry = registryNamed(entry.collection);
  return !registry?.ownRecordsOnly || caller.admin || entry.byUid === caller.uid;
}

/**
 * Adds newest-first entries to `lines` until it holds `count`: only those the reader may see,
 * and one line per record and person (their latest; five autosaves are one line).
 */
export function collect(
  lines: AuditEntry[],
  entries: readonly AuditEntry[],
  count: number,
  caller: Caller,
): void {
  const key = (e: AuditEntry) => JSON.stringify([e.collection, e.recordId, e.byUid ?? e.by]);
  const shown = new Set(lines.map(key));
  for (const entry of entries) {
    if (lines.length >= count) return;
    if (!mayOpen(entry, caller) || shown.has(key(entry))) continue;
    shown.add(key(entry));
    lines.push(entry);
  }
}
