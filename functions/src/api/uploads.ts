// Uploads in progress: a record per upload in `uploads` and its parts in Storage until it
// finishes. A person has at most MAX_OPEN_UPLOADS open at once, and one left unfinished expires
// after UPLOAD_IDLE_MS without a chunk: it is refused from then on, no longer counts, and is
// removed with its parts by its owner's next begin or by the scheduled sweep, whichever comes
// first (uploadLimits.ts has the figures and why).
import { randomBytes } from 'node:crypto';

import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';

import type { AttachmentRegistry } from '../contract/index.js';
import { bucket, db } from '../platform/admin.js';
import { readStored } from './registries/read.js';
import { beginRefusal, expiryCutoff, isExpired } from './uploadLimits.js';

const UPLOADS = 'uploads';

/** An upload's record: written only by this module, read back through this schema. */
const storedUpload = z.object({
  registry: z.string(),
  recordId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  received: z.number(),
  parts: z.number().int(),
  by: z.string(),
  startedAt: z.instanceof(Timestamp),
  /** The begin or the last accepted chunk: what expiry counts from. */
  touchedAt: z.instanceof(Timestamp).optional(),
});
export type Upload = z.output<typeof storedUpload> & { registry: AttachmentRegistry };

export const partsPrefix = (registry: string, recordId: string, attachmentId: string) =>
  `attachments/${registry}/${recordId}/${attachmentId}/`;
export const partPath = (prefix: string, index: number) =>
  `${prefix}${String(index).padStart(4, '0')}`;

export const uploadRef = (uploadId: string): DocumentReference =>
  db.collection(UPLOADS).doc(uploadId);

/** When an upload last received something: a record without `touchedAt` counts from its start. */
function lastActive(upload: Upload): number {
  return (upload.touchedAt ?? upload.startedAt).toMillis();
}

/** The upload, or undefined when it does not exist or has expired at `now`. */
export function liveUpload(snap: DocumentSnapshot, now: number): Upload | undefined {
  if (!snap.exists) return undefined;
  const upload = readStored(storedUpload, snap);
  if (isExpired(lastActive(upload), now)) return undefined;
  return upload;
}

/** Removes an upload's stored parts, then its record (so no part outlives the record naming it). */
async function removeUpload(snap: DocumentSnapshot) {
  const registry: unknown = snap.get('registry');
  const recordId: unknown = snap.get('recordId');
  if (typeof registry === 'string' && typeof recordId === 'string')
    await bucket().deleteFiles({ prefix: partsPrefix(registry, recordId, snap.id) });
  await snap.ref.delete();
}

/** A person's uploads are read by owner alone (a single-field index); a few at most are open. */
const uploadsOf = (uid: string) => db.collection(UPLOADS).where('by', '==', uid).limit(50);

/**
 * Begins an upload for `uid`, unless they have MAX_OPEN_UPLOADS open already. Counted and created
 * in one transaction, so begins sent at once cannot all see room for themselves. Their expired
 * uploads are removed afterwards.
 */
export async function beginUpload(
  uid: string,
  fields: Omit<Upload, 'received' | 'parts' | 'by' | 'startedAt' | 'touchedAt'>,
  now: number,
): Promise<string> {
  const uploadId = randomBytes(15)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(20, 'x')
    .slice(0, 20);
  const expired = await db.runTransaction(async (tx) => {
    const mine = (await tx.get(uploadsOf(uid))).docs;
    const open = mine.filter((d) => liveUpload(d, now));
    const refusal = beginRefusal(open.length);
    if (refusal) throw new HttpsError('resource-exhausted', refusal);
    const at = Timestamp.fromMillis(now);
    const upload: Upload = {
      ...fields,
      received: 0,
      parts: 0,
      by: uid,
      startedAt: at,
      touchedAt: at,
    };
    tx.create(uploadRef(uploadId), upload);
    return mine.filter((d) => !liveUpload(d, now));
  });
  await Promise.all(expired.map(removeUpload));
  return uploadId;
}

/**
 * Removes every upload expired at `now`, with its parts, a batch at a time (the scheduled
 * sweep; an owner's next begin also removes theirs). Answers how many it removed.
 */
export async function sweepExpiredUploads(now: number, batch = 200): Promise<number> {
  const stale = await db
    .collection(UPLOADS)
    .where('touchedAt', '<', Timestamp.fromMillis(expiryCutoff(now)))
    .orderBy('touchedAt')
    .limit(batch)
    .get();
  await Promise.all(stale.docs.map(removeUpload));
  return stale.size;
}
