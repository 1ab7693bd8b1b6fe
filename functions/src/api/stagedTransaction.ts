// Several records' write paths in one transaction. Firestore wants every read of a transaction
// before its first write, and each record's write path (registries/records.ts) reads, then
// writes. A staged transaction passes reads through and queues writes: each record reads and
// stages its writes in turn, then the writes are counted (Firestore takes 500 per commit) and
// applied together. A record's reads do not see the writes staged before it — as in any
// transaction — so the records staged together must not read what the others write (an import
// chunk's rows are distinct records; their shared effects are increments and list unions).
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import { IMPORT_MAX_WRITES } from '../contract/index.js';

const WRITES: ReadonlySet<PropertyKey> = new Set(['create', 'set', 'update', 'delete']);

export interface StagedTransaction {
  /** The transaction to hand to write paths: reads run, writes wait. */
  tx: Transaction;
  /** Writes staged so far. */
  readonly writes: number;
  /** Applies the staged writes to the transaction, in order. */
  apply(): void;
}

export function stagedTransaction(tx: Transaction): StagedTransaction {
  const queued: Array<() => void> = [];
  const staged: Transaction = new Proxy(tx, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!WRITES.has(prop)) return value.bind(target) as unknown;
      return (...args: unknown[]) => {
        queued.push(() => {
          Reflect.apply(value, target, args);
        });
        return receiver as unknown;
      };
    },
  });
  return {
    tx: staged,
    get writes() {
      return queued.length;
    },
    apply: () => queued.forEach((write) => write()),
  };
}

/** Refuses a chunk whose writes Firestore would not take in one transaction. */
export function assertWithinLimit(rows: number, writes: number) {
  if (writes > IMPORT_MAX_WRITES)
    throw new HttpsError(
      'failed-precondition',
      `These ${rows} rows need ${writes} writes together (records, audit entries, counts and the names other records copy), more than the ${IMPORT_MAX_WRITES} Firestore takes in one transaction; nothing was written. Import them in smaller chunks.`,
      { writes, limit: IMPORT_MAX_WRITES },
    );
}
