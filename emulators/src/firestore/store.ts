// The in-memory document store, with commits that are atomic and transactions that are
// serializable: a read-write transaction records what it read, and its commit is refused with
// ABORTED (which every Firestore SDK retries) when any of that changed in the meantime.
import { randomBytes } from 'node:crypto';

import { FirestoreError, status } from './errors.js';
import { splitDocumentName } from './paths.js';
import type { Timestamp, Fields, Value } from './values.js';
import { applyWrite, type Write } from './writes.js';

export interface StoredDocument {
  name: string;
  fields: Fields;
  createTime: Timestamp;
  updateTime: Timestamp;
}

interface Transaction {
  readOnly: boolean;
  /** document name → change counter seen when read */
  documents: Map<string, number>;
  /** collection path, or group key, → change counter seen when queried */
  collections: Map<string, number>;
}

export interface WriteResult {
  updateTime: Timestamp | undefined;
  transformResults: Value[];
}

const collectionPathOf = (name: string) => {
  const { parent, collectionId } = splitDocumentName(name);
  return `${parent}/${collectionId}`;
};
const groupKey = (collectionId: string) => `*group*/${collectionId}`;

export class DocumentStore {
  /** collection path → document name → document */
  private readonly collections = new Map<string, Map<string, StoredDocument>>();
  /** change counters for transaction validation */
  private readonly documentChanges = new Map<string, number>();
  private readonly collectionChanges = new Map<string, number>();
  private readonly transactions = new Map<string, Transaction>();
  private lastMicros = 0;
  /** Billable reads served, counted as Firestore bills them (for benchmarks). */
  reads = 0;

  /** A strictly increasing commit time with microsecond precision, like Firestore's. */
  nextTime(): Timestamp {
    const micros = Math.max(Date.now() * 1000, this.lastMicros + 1);
    this.lastMicros = micros;
    return { seconds: Math.floor(micros / 1e6), nanos: (micros % 1e6) * 1000 };
  }

  readTime(): Timestamp {
    const micros = Math.max(Date.now() * 1000, this.lastMicros);
    return { seconds: Math.floor(micros / 1e6), nanos: (micros % 1e6) * 1000 };
  }

  get(name: string): StoredDocument | undefined {
    return this.collections.get(collectionPathOf(name))?.get(name);
  }

  /** Documents directly in the collection `collectionPath` (`.../documents/a/b/c`). */
  inCollection(collectionPath: string): Iterable<StoredDocument> {
    return this.collections.get(collectionPath)?.values() ?? [];
  }

  /** Documents in every collection named `collectionId` (any, when empty) under `parent`. */
  *inGroup(parent: string, collectionId: string): Iterable<StoredDocument> {
    for (const [path, docs] of this.collections) {
      if (collectionId && !path.endsWith(`/${collectionId}`)) continue;
      if (!path.startsWith(`${parent}/`)) continue;
      yield* docs.values();
    }
  }

  /** Ids of collections directly under `parent` that hold documents at any depth. */
  collectionIds(parent: string): string[] {
    const ids = new Set<string>();
    for (const [path, docs] of this.collections) {
      if (!path.startsWith(`${parent}/`) || docs.size === 0) continue;
      const id = path.slice(parent.length + 1).split('/')[0];
      if (id) ids.add(id);
    }
    return [...ids];
  }

  /** Names of documents in `collectionPath` that have subcollections with documents. */
  parentsWithChildren(collectionPath: string): string[] {
    const names = new Set<string>();
    for (const [path, docs] of this.collections) {
      if (docs.size === 0 || !path.startsWith(`${collectionPath}/`)) continue;
      const id = path.slice(collectionPath.length + 1).split('/')[0];
      if (id) names.add(`${collectionPath}/${id}`);
    }
    return [...names];
  }

  // --- transactions ---

  begin(readOnly: boolean): Uint8Array {
    const id = randomBytes(16);
    this.transactions.set(id.toString('base64'), {
      readOnly,
      documents: new Map(),
      collections: new Map(),
    });
    return id;
  }

  private transaction(id: Uint8Array): Transaction {
    const txn = this.transactions.get(Buffer.from(id).toString('base64'));
    if (!txn) {
      throw new FirestoreError(
        status.INVALID_ARGUMENT,
        'The transaction is unknown or has expired.',
      );
    }
    return txn;
  }

  recordDocumentRead(id: Uint8Array | undefined, name: string) {
    if (!id) return;
    const txn = this.transaction(id);
    if (!txn.documents.has(name)) txn.documents.set(name, this.documentChanges.get(name) ?? 0);
  }

  recordQueryRead(id: Uint8Array | undefined, collectionPath: string, group?: string) {
    if (!id) return;
    const txn = this.transaction(id);
    const key = group ? groupKey(group) : collectionPath;
    if (!txn.collections.has(key)) txn.collections.set(key, this.collectionChanges.get(key) ?? 0);
  }

  rollback(id: Uint8Array) {
    this.transactions.delete(Buffer.from(id).toString('base64'));
  }

  // --- writes ---

  /** Applies all writes atomically: either every write lands or none does. */
  commit(
    writes: Write[],
    transactionId?: Uint8Array,
  ): { commitTime: Timestamp; results: WriteResult[] } {
    if (transactionId) {
      const txn = this.transaction(transactionId);
      this.rollback(transactionId);
      if (txn.readOnly && writes.length > 0) {
        throw new FirestoreError(status.INVALID_ARGUMENT, 'A read-only transaction cannot write.');
      }
      const stale =
        [...txn.documents].some(([name, seen]) => (this.documentChanges.get(name) ?? 0) !== seen) ||
        [...txn.collections].some(([key, seen]) => (this.collectionChanges.get(key) ?? 0) !== seen);
      if (stale) {
        throw new FirestoreError(
          status.ABORTED,
          'Transaction aborted: data it read was changed by another write. Retry the transaction.',
        );
      }
    }

    const commitTime = this.nextTime();
    const staged = new Map<string, StoredDocument | undefined>();
    const results: WriteResult[] = writes.map((write) => {
      const current = staged.has(write.name) ? staged.get(write.name) : this.get(write.name);
      const outcome = applyWrite(current, write, commitTime);
      staged.set(write.name, outcome.document);
      return {
        updateTime: outcome.document?.updateTime ?? commitTime,
        transformResults: outcome.transformResults,
      };
    });

    for (const [name, document] of staged) this.publish(name, document);
    return { commitTime, results };
  }

  /** Applies each write on its own (BatchWrite): failures do not stop the others. */
  applyEach(writes: Write[]): Array<WriteResult | FirestoreError> {
    return writes.map((write) => {
      try {
        return this.commit([write]).results[0] as WriteResult;
      } catch (error) {
        if (error instanceof FirestoreError) return error;
        throw error;
      }
    });
  }

  private publish(name: string, document: StoredDocument | undefined) {
    const before = this.get(name);
    const changed =
      before !== document && !(before && document && before.updateTime === document.updateTime);
    const path = collectionPathOf(name);
    let docs = this.collections.get(path);
    if (document) {
      if (!docs) this.collections.set(path, (docs = new Map<string, StoredDocument>()));
      docs.set(name, document);
    } else {
      docs?.delete(name);
    }
    if (!changed) return;
    this.documentChanges.set(name, (this.documentChanges.get(name) ?? 0) + 1);
    const { collectionId } = splitDocumentName(name);
    for (const key of [path, groupKey(collectionId)]) {
      this.collectionChanges.set(key, (this.collectionChanges.get(key) ?? 0) + 1);
    }
  }

  /** Number of documents in the store (for diagnostics). */
  get size(): number {
    let n = 0;
    for (const docs of this.collections.values()) n += docs.size;
    return n;
  }
}
