// Attachments. Cloud Functions buffer a whole HTTP request body before any handler runs, so an
// upload cannot stream through one request; instead it arrives in ordered chunks of at most
// 1 MiB (one callable each) stored as parts, and a download streams the parts back in order.
// No function ever holds a whole file.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';

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
import {
  beginUpload,
  liveUpload,
  partPath,
  partsPrefix,
  uploadRef,
  type Upload,
} from './uploads.js';
import type { Handlers } from './handler.js';
import {
  db,
  notFound,
  readForWrite,
  recordChange,
  recordVersionOf,
  Timestamp,
  toJson,
} from './registries/kit.js';
import { readStored } from './registries/read.js';

/** A record's files as stored (written back as they are, less the one removed). */
const storedAttachments = z.object({
  attachments: z.array(z.looseObject({ id: z.string() })).default([]),
});
import { assertMayChange } from './registries/mayChange.js';
import { auditNameOf } from './registries/stored.js';

function declared(name: AttachmentRegistry): AnyRegistry {
  const registry = registryNamed(name);
  if (!registry?.attachments) throw new HttpsError('not-found', `${name} records carry no files.`);
  return registry;
}

const labelOf = (name: AttachmentRegistry) => declared(name).label;

const expired = () =>
  new HttpsError('not-found', 'This upload does not exist or has expired. Start again.');

/** The caller's upload, refused alike when it is someone else's, finished or expired. */
async function ownUpload(uploadId: string, caller: Caller) {
  const ref = uploadRef(uploadId);
  const upload = liveUpload(await ref.get(), Date.now());
  if (!upload || upload.by !== caller.uid) throw expired();
  return { ref, upload };
}

/**
 * Takes back the acceptance of a chunk whose bytes could not be stored, so that it can be sent
 * again — unless a later chunk was accepted since, which a finish then refuses (its part is
 * missing).
 */
async function unaccept(ref: DocumentReference, index: number, length: number) {
  await db.runTransaction(async (tx) => {
    const current = liveUpload(await tx.get(ref), Date.now());
    if (current?.parts !== index + 1) return;
    tx.update(ref, {
      parts: FieldValue.increment(-1),
      received: FieldValue.increment(-length),
    });
  });
}

/** Whether the stored parts are exactly the accepted ones: `parts` of them, `size` bytes. */
async function partsComplete(prefix: string, upload: Upload): Promise<boolean> {
  const [files] = await bucket().getFiles({ prefix });
  const names = new Set(files.map((f) => f.name));
  const sizes = files.reduce((sum, f) => sum + Number(f.metadata.size ?? 0), 0);
  return (
    files.length === upload.parts &&
    Array.from({ length: upload.parts }, (_, i) => partPath(prefix, i)).every((n) =>
      names.has(n),
    ) &&
    sizes === upload.size
  );
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
    const uploadId = await beginUpload(
      caller.uid!,
      { registry, recordId, name, contentType, size },
      Date.now(),
    );
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
      // The upload ends here, unless a copy of chunk 0 that does match was accepted meanwhile.
      await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).get('parts') === 0) tx.delete(ref);
      });
      throw new HttpsError('invalid-argument', `${problem} It was not attached.`, {
        fields: { file: problem },
      });
    }
    // Accepted first, stored second: of copies of one chunk sent at once only the copy the
    // ordering transaction accepts is written, so a refused copy can never replace its bytes.
    const received = await db.runTransaction(async (tx) => {
      const now = Date.now();
      const current = liveUpload(await tx.get(ref), now);
      if (!current) throw expired();
      if (current.parts !== index)
        throw new HttpsError(
          'failed-precondition',
          `Expected chunk ${current.parts}, got ${index}.`,
        );
      tx.update(ref, {
        parts: FieldValue.increment(1),
        received: FieldValue.increment(bytes.length),
        touchedAt: Timestamp.fromMillis(now),
      });
      return current.received + bytes.length;
    });
    const prefix = partsPrefix(upload.registry, upload.recordId, uploadId);
    try {
      await bucket()
        .file(partPath(prefix, index))
        .save(bytes, { resumable: false, contentType: 'application/octet-stream' });
    } catch (error) {
      logger.error('An attachment part could not be stored', {
        uploadId,
        index,
        error: String(error),
      });
      await unaccept(ref, index, bytes.length);
      throw new HttpsError('unavailable', `Chunk ${index} could not be stored. Send it again.`);
    }
    return { received };
  },

  'attachments.finish': async ({ uploadId }, { caller }) => {
    const { ref, upload } = await ownUpload(uploadId, caller);
    if (upload.received !== upload.size) {
      throw new HttpsError(
        'failed-precondition',
        `The upload is incomplete (${upload.received} of ${upload.size} bytes).`,
      );
    }
    if (!(await partsComplete(partsPrefix(upload.registry, upload.recordId, uploadId), upload))) {
      throw new HttpsError(
        'failed-precondition',
        'Part of the file was not stored (a chunk is still being written, or failed). ' +
          'Wait for every chunk’s answer, or start again.',
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
      // Finished once: a second finish sent at once finds the upload gone.
      if (!liveUpload(await tx.get(ref), now.toMillis())) throw expired();
      const record = await readForWrite(
        tx,
        upload.registry,
        labelOf(upload.registry),
        upload.recordId,
        undefined,
      );
      assertMayChange(declared(upload.registry), record, caller);
      const version = recordVersionOf(record) + 1;
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
      const { attachments } = readStored(storedAttachments, record);
      if (!attachments.some((a) => a.id === attachmentId))
        throw new HttpsError('not-found', 'This file is no longer attached.');
      const version = recordVersionOf(record) + 1;
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
