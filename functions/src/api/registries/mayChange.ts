// Who may change a record, decided in one place for every write path that touches one: record
// edits and deletions (records.ts), its files (attachments.ts) and the lifecycle's moves.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import type { AnyRegistry } from '../../contract/index.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Refuses a change the caller may not make to this stored record: the registry's access for the
 * operation (an admin-only update stays admin-only, whichever operation writes), then only its
 * author or an administrator for records kept per person (answered as not found: others do not
 * learn it exists) or written by their author.
 */
export function assertMayChange(
  registry: AnyRegistry,
  record: DocumentSnapshot,
  caller: Caller,
  op: 'update' | 'delete' = 'update',
): void {
  if (registry.access[op] === 'admin' && !caller.admin)
    throw new HttpsError(
      'permission-denied',
      `Only administrators can change this ${registry.label}.`,
    );
  if (caller.admin || record.get('createdBy') === caller.uid) return;
  if (registry.ownRecordsOnly)
    throw new HttpsError('not-found', `There is no ${registry.label} with id ${record.id}.`);
  if (registry.authorWrites)
    throw new HttpsError(
      'permission-denied',
      `Only its author or an administrator can change this ${registry.label}.`,
    );
}
