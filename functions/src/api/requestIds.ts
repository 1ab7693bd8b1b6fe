// Creates and appends carry the client's request id (contract/requestIds.ts). The first request
// leaves a note of what it made, in the same transaction as its write; a repeat reads the note
// before it writes anything and is answered with what the first made, writing nothing. Being in
// the write's own transaction, two copies sent at once cannot both write: the second's read of
// the note has changed by its commit, so Firestore runs it again, and it finds the note.
import { createHash } from 'node:crypto';

import type { DocumentReference } from 'firebase-admin/firestore';

import { REQUEST_ID_KEPT_MS } from '../contract/index.js';
import { db, Timestamp, type WriteContext } from './registries/kit.js';

/** The notes, one per request; `expiresAt` is the collection's time-to-live field. */
const REQUESTS = 'requests';

/** What a request made: a record, and for an append the item it added to the record. */
export interface Made {
  collection: string;
  recordId: string;
  itemId?: string;
}

/** An earlier request with the same id (its note), or the place this one's note goes. */
export interface RequestNote {
  ref: DocumentReference;
  /** What the earlier request made; null when this request is the first. */
  made: Made | null;
}

const madeOf = (value: unknown): Made | null => {
  if (value === null || typeof value !== 'object') return null;
  const { collection, recordId, itemId } = value as Record<string, unknown>;
  if (typeof collection !== 'string' || typeof recordId !== 'string') return null;
  return { collection, recordId, ...(typeof itemId === 'string' ? { itemId } : {}) };
};

/**
 * Reads the note of an earlier request of this caller with this id for this operation (read
 * before the write's first write, as Firestore asks). Without a request id, none: the request
 * is a new one, as before request ids.
 */
export async function earlierRequest(
  ctx: WriteContext,
  op: string,
  requestId: string | undefined,
): Promise<RequestNote | null> {
  if (requestId === undefined) return null;
  // Hashed: the id is the client's text; the note's id must be a plain document id, and one
  // person's id cannot name another's note.
  const key = createHash('sha256')
    .update(`${ctx.caller.uid ?? ''}\n${op}\n${requestId}`)
    .digest('hex');
  const ref = db.collection(REQUESTS).doc(key);
  const snap = await ctx.tx.get(ref);
  const expiresAt: unknown = snap.get('expiresAt');
  // Time-to-live deletion runs within a day or so of the time, not at it: an expired note is
  // not one.
  const live = expiresAt instanceof Timestamp && expiresAt.toMillis() > ctx.now.toMillis();
  return { ref, made: snap.exists && live ? madeOf(snap.get('made')) : null };
}

/** Leaves the note of what this request made, in its write's transaction. */
export function noteRequest(ctx: WriteContext, note: RequestNote | null, op: string, made: Made) {
  if (!note) return;
  ctx.tx.set(note.ref, {
    op,
    uid: ctx.caller.uid ?? null,
    made,
    at: ctx.now,
    expiresAt: Timestamp.fromMillis(ctx.now.toMillis() + REQUEST_ID_KEPT_MS),
  });
}
