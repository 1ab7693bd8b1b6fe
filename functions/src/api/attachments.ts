// Attachments. Cloud Functions buffer a whole HTTP request body before any handler runs, so an
// upload cannot stream through one request; instead it arrives in ordered chunks of at most
// 1 MiB (one callable each) stored as parts, and a download streams the parts back in order.
// No function ever holds a whole file.
import { randomBytes } from 'node:crypto';

import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import {
  ATTACHMENT_CHUNK_BYTES,
  registryNamed,
  type AnyRegistry,
  type Attachment,
  type AttachmentRegistry,
} from '../contract/index.js';
import { bucket } from '../platform/admin.js';
import { contentProblem } from './attachmentContent.js';
import type { Caller } from './context.js';
import type { Handlers } from './handlers.js';
import { db, notFound, readForWrite, recordChange, Timestamp, toJson } from './registries/kit.js';
import { assertMayChange } from './registries/mayChange.js';
import { auditNameOf } from './registries/stored.js';

const UPLOADS = 'uploads';

function declared(name: AttachmentRegistry): AnyRegistry {
  const registry = registryNamed(name);
  if (!registry?.attachments) throw new HttpsError('not-found', `${name} records carry no files.`);
  return registry;
}

const labelOf = (name: AttachmentRegistry) => declared(name).label;

export const partsPrefix = (registry: string, recordId: string, attachmentId: string) =>
  `attachments/${registry}/${recordId}/${attachmentId}/`;
const partPath = (prefix: string, index: number) => `${prefix}${String(index).padStart(4, '0')}`;

interface Upload {
  registry: AttachmentRegistry;
  recordId: string;
  name: string;
  contentType: string;
  size: number;
  received: number;
  parts: number;
  by: string;
}

/** An upload begun this long ago and never finished is abandoned (a tab closed mid-file). */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes a person's abandoned uploads and their stored parts. Run as they begin another, so none
 * outlives its owner's next file (found by an adversarial pass: nothing ever removed them). Read
 * by owner alone, a single-field query: the few in flight are filtered here.
 */
async function clearAbandoned(uid: string) {
  const cutoff = Date.now() - ABANDONED_AFTER_MS;
  const mine = await db.collection(UPLOADS).where('by', '==', uid).limit(200).get();
  const abandoned = mine.docs.filter(
    (d) => ((d.get('startedAt') as Timestamp | undefined)?.toMillis() ?? 0) < cutoff,
  );
  await Promise.all(
    abandoned.map(async (d) => {
      const upload = d.data() as Upload;
      await bucket().deleteFiles({ prefix: partsPrefix(upload.registry, upload.recordId, d.id) });
      await d.ref.delete();
    }),
  );
}

async function ownUpload(uploadId: string, caller: Caller) {
  const ref = db.collection(UPLOADS).doc(uploadId);
  const snap = await ref.get();
  const upload = snap.data() as Upload | undefined;
  if (!upload || upload.by !== caller.uid)
    throw new HttpsError('not-found', 'This upload does not exist or has expired. Start again.');
  return { ref, upload };
}

export const attachmentHandlers: Pick<
  Handlers,
  'attachments.begin' | 'attachments.chunk' | 'attachments.finish' | 'attachments.remove'
> = {
  'attachments.begin': async ({ registry, recordId, name, contentType, size }, { caller }) => {
    // Files change their record: whoever may not change it may not attach one (checked again
    // when the upload finishes, in its transaction).
    const record = await db.collection(registry).doc(recordId).get();
    if (!record.exists) throw notFound(labelOf(registry), recordId);
    assertMayChange(declared(registry), record, caller);
    const uploadId = randomBytes(15)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, '')
      .padEnd(20, 'x')
      .slice(0, 20);
    const upload: Upload = {
      registry,
      recordId,
      name,
      contentType,
      size,
      received: 0,
      parts: 0,
      by: caller.uid!,
    };
    await clearAbandoned(caller.uid!);
    await db
      .collection(UPLOADS)
      .doc(uploadId)
      .create({ ...upload, startedAt: Timestamp.now() });
    return { uploadId, chunkSize: ATTACHMENT_CHUNK_BYTES };
  },

  'attachments.chunk': async ({ uploadId, index, data }, { caller }) => {
    const { ref, upload } = await ownUpload(uploadId, caller);
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length === 0 || bytes.length > ATTACHMENT_CHUNK_BYTES) {
      throw new HttpsError('invalid-argument', 'A chunk must hold between 1 byte and 1 MB.');
    }
    if (index !== upload.parts)
      throw new HttpsError('failed-precondition', `Expected chunk ${upload.parts}, got ${index}.`);
    if (upload.received + bytes.length > upload.size) {
      throw new HttpsError('invalid-argument', 'The file is larger than announced.');
    }
    const problem = index === 0 ? contentProblem(upload.contentType, bytes, upload.size) : null;
    if (problem) {
      await ref.delete();
      throw new HttpsError('invalid-argument', `${problem} It was not attached.`, {
        fields: { file: problem },
      });
    }
    const prefix = partsPrefix(upload.registry, upload.recordId, uploadId);
    await bucket()
      .file(partPath(prefix, index))
      .save(bytes, { resumable: false, contentType: 'application/octet-stream' });
    // Ordered and counted in a transaction: a repeated or out-of-order chunk is refused.
    return db.runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data() as Upload;
      if (current.parts !== index)
        throw new HttpsError(
          'failed-precondition',
          `Expected chunk ${current.parts}, got ${index}.`,
        );
      tx.update(ref, {
        parts: FieldValue.increment(1),
        received: FieldValue.increment(bytes.length),
      });
      return { received: current.received + bytes.length };
    });
  },

  'attachments.finish': async ({ uploadId }, { caller }) => {
    const { ref, upload } = await ownUpload(uploadId, caller);
    if (upload.received !== upload.size) {
      throw new HttpsError(
        'failed-precondition',
        `The upload is incomplete (${upload.received} of ${upload.size} bytes).`,
      );
    }
    const now = Timestamp.now();
    const entry = {
      id: uploadId,
      name: upload.name,
      contentType: upload.contentType,
      size: upload.size,
      uploadedAt: now,
      uploadedBy: caller.email ?? caller.uid!,
    };
    await db.runTransaction(async (tx) => {
      const record = await readForWrite(
        tx,
        upload.registry,
        labelOf(upload.registry),
        upload.recordId,
        undefined,
      );
      assertMayChange(declared(upload.registry), record, caller);
      const version = (record.get('version') as number) + 1;
      tx.update(record.ref, {
        attachments: FieldValue.arrayUnion(entry),
        version,
        updatedAt: now,
        updatedBy: caller.uid,
      });
      tx.delete(ref);
      recordChange(
        { tx, caller, now },
        {
          collection: upload.registry,
          recordId: upload.recordId,
          name: auditNameOf(declared(upload.registry), record.data() ?? {}, upload.recordId),
          action: 'update',
          fields: ['attachments'],
          version,
        },
      );
    });
    return { attachment: toJson(entry) as Attachment };
  },

  'attachments.remove': async ({ registry, recordId, attachmentId }, { caller }) => {
    const now = Timestamp.now();
    await db.runTransaction(async (tx) => {
      const record = await readForWrite(tx, registry, labelOf(registry), recordId, undefined);
      assertMayChange(declared(registry), record, caller);
      const attachments = (record.get('attachments') as Array<{ id: string }> | undefined) ?? [];
      if (!attachments.some((a) => a.id === attachmentId))
        throw new HttpsError('not-found', 'This file is no longer attached.');
      const version = (record.get('version') as number) + 1;
      tx.update(record.ref, {
        attachments: attachments.filter((a) => a.id !== attachmentId),
        version,
        updatedAt: now,
        updatedBy: caller.uid,
      });
      recordChange(
        { tx, caller, now },
        {
          collection: registry,
          recordId,
          name: auditNameOf(declared(registry), record.data() ?? {}, recordId),
          action: 'update',
          fields: ['attachments'],
          version,
        },
      );
    });
    await bucket().deleteFiles({ prefix: partsPrefix(registry, recordId, attachmentId) });
    return { removed: true };
  },
};
