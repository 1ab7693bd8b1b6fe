// Attachments: chunked uploads through the API, streamed downloads through the `files`
// function, authorized like the record, with type and size checked.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { bucket, db, platform } from '../support/platform.js';
// The scheduled sweep's own code, run here against the emulators: the Functions emulator runs
// scheduled functions only beside the Pub/Sub emulator.
import { sweepExpiredUploads } from '../../functions/src/api/uploads.js';
import { demoSessions, invitedSession } from '../support/sessions.js';
import { callApi, decodeClaims, type Session } from '../support/session.js';

let staff: Session;
let admin: Session;
let author: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
  author = (await invitedSession('attachments-author')).session;
});

const FACILITY = 'odhf-8528';
const CHUNK = 1024 * 1024;

async function upload(
  session: Session,
  registry: string,
  recordId: string,
  name: string,
  contentType: string,
  bytes: Buffer,
) {
  const begun = await callApi<{ uploadId: string; chunkSize: number }>(
    'attachments.begin',
    { registry, recordId, name, contentType, size: bytes.length },
    session,
  );
  if (!begun.result) return begun;
  for (let index = 0, offset = 0; offset < bytes.length; index++, offset += CHUNK) {
    const chunk = await callApi(
      'attachments.chunk',
      {
        uploadId: begun.result.uploadId,
        index,
        data: bytes.subarray(offset, offset + CHUNK).toString('base64'),
      },
      session,
    );
    if (chunk.status !== 200) return chunk;
  }
  return callApi<{ attachment: { id: string; size: number } }>(
    'attachments.finish',
    { uploadId: begun.result.uploadId },
    session,
  );
}

const download = (path: string, session?: Session) =>
  fetch(`${platform.functionsUrl}/files${path}`, {
    headers: session ? { authorization: `Bearer ${session.idToken}` } : {},
  });

/** A PDF-looking file of `size` bytes with varied content, so order mistakes show. */
function pdf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 10)) & 0xff;
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

describe('attachments', () => {
  it('uploads in chunks, joins the record, and streams back byte for byte', async () => {
    const file = pdf(2 * CHUNK + 12345);
    const before = (await db.collection('facilities').doc(FACILITY).get()).get('version') as number;
    const done = await upload(
      staff,
      'facilities',
      FACILITY,
      'readiness report.pdf',
      'application/pdf',
      file,
    );
    expect(done.status, JSON.stringify(done.error)).toBe(200);
    const attachmentId = (done.result as { attachment: { id: string } }).attachment.id;

    const record = (await db.collection('facilities').doc(FACILITY).get()).data()!;
    expect(record.version).toBe(before + 1);
    expect(record.attachments).toContainEqual(
      expect.objectContaining({
        id: attachmentId,
        name: 'readiness report.pdf',
        size: file.length,
      }),
    );
    const [parts] = await bucket().getFiles({
      prefix: `attachments/facilities/${FACILITY}/${attachmentId}/`,
    });
    expect(parts).toHaveLength(3);

    const response = await download(`/facilities/${FACILITY}/${attachmentId}`, staff);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="readiness report.pdf"',
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true);

    expect((await download(`/facilities/${FACILITY}/${attachmentId}`)).status).toBe(401);

    expect(
      (
        await callApi(
          'attachments.remove',
          { registry: 'facilities', recordId: FACILITY, attachmentId },
          staff,
        )
      ).status,
    ).toBe(200);
    expect((await download(`/facilities/${FACILITY}/${attachmentId}`, staff)).status).toBe(404);
    const [left] = await bucket().getFiles({
      prefix: `attachments/facilities/${FACILITY}/${attachmentId}/`,
    });
    expect(left).toHaveLength(0);
  });

  it('refuses files of other kinds, over 20 MB, or whose content does not match their type', async () => {
    const exe = await callApi(
      'attachments.begin',
      {
        registry: 'facilities',
        recordId: FACILITY,
        name: 'setup.exe',
        contentType: 'application/x-msdownload',
        size: 100,
      },
      staff,
    );
    expect(exe.error?.status).toBe('INVALID_ARGUMENT');
    expect(exe.error?.details?.fields?.file).toContain('cannot be attached');

    const big = await callApi(
      'attachments.begin',
      {
        registry: 'facilities',
        recordId: FACILITY,
        name: 'scan.pdf',
        contentType: 'application/pdf',
        size: 20 * 1024 * 1024 + 1,
      },
      staff,
    );
    expect(big.error?.status).toBe('INVALID_ARGUMENT');
    expect(JSON.stringify(big.error?.details)).toContain('20 MB');

    const renamed = await callApi(
      'attachments.begin',
      {
        registry: 'facilities',
        recordId: FACILITY,
        name: 'report.exe',
        contentType: 'application/pdf',
        size: 10,
      },
      staff,
    );
    expect(renamed.error?.status).toBe('INVALID_ARGUMENT');

    const disguised = await upload(
      staff,
      'facilities',
      FACILITY,
      'notes.pdf',
      'application/pdf',
      Buffer.from('MZ this is not a PDF'),
    );
    expect(disguised.error?.status).toBe('INVALID_ARGUMENT');
    expect(disguised.error?.message).toContain('does not match its type');
  });

  it('refuses a PDF that is a web page too, however its first chunk is cut', async () => {
    const polyglot = Buffer.from(
      '%PDF-1.7\n%<html><body><script>alert(document.domain)</script></body></html>\n' +
        '1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    const whole = await upload(
      staff,
      'facilities',
      FACILITY,
      'polyglot.pdf',
      'application/pdf',
      polyglot,
    );
    expect(whole.error?.status).toBe('INVALID_ARGUMENT');
    expect(whole.error?.message).toMatch(/web page/);

    // The markup sent in a second chunk, after a first that holds only the PDF's signature.
    const begun = await callApi<{ uploadId: string }>(
      'attachments.begin',
      {
        registry: 'facilities',
        recordId: FACILITY,
        name: 'polyglot.pdf',
        contentType: 'application/pdf',
        size: polyglot.length,
      },
      staff,
    );
    const uploadId = begun.result!.uploadId;
    const first = await callApi(
      'attachments.chunk',
      { uploadId, index: 0, data: polyglot.subarray(0, 9).toString('base64') },
      staff,
    );
    expect(first.error?.status).toBe('INVALID_ARGUMENT');
    const second = await callApi(
      'attachments.chunk',
      { uploadId, index: 1, data: polyglot.subarray(9).toString('base64') },
      staff,
    );
    expect(second.status).not.toBe(200);
    const names = (
      ((await db.collection('facilities').doc(FACILITY).get()).get('attachments') ?? []) as Array<{
        name: string;
      }>
    ).map((a) => a.name);
    expect(names).not.toContain('polyglot.pdf');
  });

  it('downloads with nosniff, no caching, and the name percent-encoded as RFC 5987 asks', async () => {
    const name = "Rapport d'étape (ébauche)*.pdf";
    const done = await upload(staff, 'facilities', FACILITY, name, 'application/pdf', pdf(2000));
    expect(done.status, JSON.stringify(done.error)).toBe(200);
    const attachmentId = (done.result as { attachment: { id: string } }).attachment.id;

    const response = await download(`/facilities/${FACILITY}/${attachmentId}`, staff);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const disposition = response.headers.get('content-disposition') ?? '';
    // An ASCII name for old clients, then the real one: RFC 5987's attr-chars or %XX only.
    expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(encoded).toMatch(/^(?:%[0-9A-F]{2}|[A-Za-z0-9!#$&+.^_`|~-])+$/);
    expect(decodeURIComponent(encoded)).toBe(name);
    await response.arrayBuffer();
    // A refusal is not sniffed either.
    const refused = await download(`/facilities/${FACILITY}/${attachmentId}`);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');

    await callApi(
      'attachments.remove',
      { registry: 'facilities', recordId: FACILITY, attachmentId },
      staff,
    );
  });

  it('refuses file names with controls that turn text around', async () => {
    for (const name of ['invoice\u202Efdp.pdf', 'scan\u2067.pdf', 'a\u202Ab.pdf']) {
      const begun = await callApi(
        'attachments.begin',
        {
          registry: 'facilities',
          recordId: FACILITY,
          name,
          contentType: 'application/pdf',
          size: 100,
        },
        staff,
      );
      expect(begun.error?.status, JSON.stringify(name)).toBe('INVALID_ARGUMENT');
      expect(begun.error?.details?.fields?.name, JSON.stringify(name)).toMatch(/direction/);
    }
  });

  it('refuses chunks out of order and a finish before all bytes arrived', async () => {
    const begun = await callApi<{ uploadId: string }>(
      'attachments.begin',
      {
        registry: 'technologies',
        recordId: await aTechnology(),
        name: 'a.csv',
        contentType: 'text/csv',
        size: 2000,
      },
      staff,
    );
    const uploadId = begun.result!.uploadId;
    // The first chunk carries at least the part of a file a browser would sniff.
    const head = 'a,b\n'.repeat(400);
    expect(
      (
        await callApi(
          'attachments.chunk',
          { uploadId, index: 1, data: Buffer.from('abc').toString('base64') },
          staff,
        )
      ).error?.status,
    ).toBe('FAILED_PRECONDITION');
    expect(
      (
        await callApi(
          'attachments.chunk',
          { uploadId, index: 0, data: Buffer.from(head).toString('base64') },
          staff,
        )
      ).status,
    ).toBe(200);
    expect((await callApi('attachments.finish', { uploadId }, staff)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    expect(
      (
        await callApi(
          'attachments.chunk',
          { uploadId, index: 1, data: Buffer.from('x'.repeat(401)).toString('base64') },
          staff,
        )
      ).error?.status,
    ).toBe('INVALID_ARGUMENT');
    expect((await callApi('attachments.finish', { uploadId }, admin)).error?.status).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps the bytes of the one accepted copy when a chunk is sent several times at once', async () => {
    const PART = 4000;
    const ROUNDS = 5;
    const file = pdf(PART);
    const begun = await callApi<{ uploadId: string }>(
      'attachments.begin',
      {
        registry: 'facilities',
        recordId: FACILITY,
        name: 'raced.pdf',
        contentType: 'application/pdf',
        size: PART * (ROUNDS + 1),
      },
      staff,
    );
    const uploadId = begun.result!.uploadId;
    const send = (index: number, bytes: Buffer) =>
      callApi('attachments.chunk', { uploadId, index, data: bytes.toString('base64') }, staff);
    // Workers busy starting would serve the copies one after another: start them first.
    await Promise.all([0, 1, 2, 3, 4, 5].map(() => send(0, Buffer.alloc(0))));
    const first = await send(0, file);
    expect(first.status, JSON.stringify(first.error)).toBe(200);

    // Chunks 1 to 5, each as five copies with their own bytes sent at once: one is accepted.
    const kept = [file];
    for (let index = 1; index <= ROUNDS; index++) {
      const copies = [0, 1, 2, 3, 4].map((n) => Buffer.alloc(PART, 0x41 + index * 5 + n));
      const answers = await Promise.all(copies.map((bytes) => send(index, bytes)));
      const accepted = answers.flatMap((a, n) => (a.status === 200 ? [copies[n]!] : []));
      expect(accepted, `chunk ${index}`).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200))
        expect(refused.error?.status).toBe('FAILED_PRECONDITION');
      kept.push(accepted[0]!);
    }

    const done = await callApi<{ attachment: { id: string } }>(
      'attachments.finish',
      { uploadId },
      staff,
    );
    expect(done.status, JSON.stringify(done.error)).toBe(200);
    const response = await download(`/facilities/${FACILITY}/${done.result!.attachment.id}`, staff);
    const body = Buffer.from(await response.arrayBuffer());
    const letters = (b: Buffer) =>
      Array.from({ length: ROUNDS }, (_, i) => String.fromCharCode(b[PART * (i + 1)] ?? 0)).join(
        '',
      );
    expect(letters(body)).toBe(letters(Buffer.concat(kept)));
    expect(body.equals(Buffer.concat(kept))).toBe(true);
  });

  it('clears a person’s expired uploads, with their parts, when they begin another', async () => {
    const person = (await invitedSession('uploader')).session;
    const begin = () =>
      callApi<{ uploadId: string }>(
        'attachments.begin',
        {
          registry: 'facilities',
          recordId: FACILITY,
          name: 'half.pdf',
          contentType: 'application/pdf',
          size: CHUNK + 10,
        },
        person,
      );
    const old = (await begin()).result!.uploadId;
    const chunk = await callApi(
      'attachments.chunk',
      { uploadId: old, index: 0, data: pdf(CHUNK).toString('base64') },
      person,
    );
    expect(chunk.status, JSON.stringify(chunk.error)).toBe(200);
    expect(await partsOf(old)).toHaveLength(1);

    // Idle for 16 minutes: the next begin clears it; one begun just now stays.
    const recent = (await begin()).result!.uploadId;
    await idleFor(old, 16);
    const next = (await begin()).result!.uploadId;
    expect((await db.collection('uploads').doc(old).get()).exists).toBe(false);
    expect(await partsOf(old)).toHaveLength(0);
    expect((await db.collection('uploads').doc(recent).get()).exists).toBe(true);
    for (const id of [recent, next]) await db.collection('uploads').doc(id).delete();
  });

  it('bounds the uploads a person has open at once, even when begun all at once', async () => {
    const person = (await invitedSession('many-uploads')).session;
    const begin = (n: number) =>
      callApi<{ uploadId: string }>(
        'attachments.begin',
        {
          registry: 'facilities',
          recordId: FACILITY,
          name: `scan ${n}.pdf`,
          contentType: 'application/pdf',
          size: 20 * CHUNK,
        },
        person,
      );
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(begin));
    const begun = answers.filter((a) => a.status === 200);
    expect(begun).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
      expect(refused.error?.message).toContain('3 files uploading');
    }
    const stored = async () =>
      (await db.collection('uploads').where('by', '==', uidOf(person)).get()).size;
    expect(await stored()).toBe(3);

    // Still refused one at a time; a place frees up once one has been idle for 15 minutes.
    expect((await begin(9)).error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(await stored()).toBe(3);
    await idleFor(begun[0]!.result!.uploadId, 15);
    const after = await begin(10);
    expect(after.status, JSON.stringify(after.error)).toBe(200);
    expect(await stored()).toBe(3);
  });

  it('expires an unfinished upload on its own: refused, then swept with its parts', async () => {
    const person = (await invitedSession('idle-uploader')).session;
    const begin = () =>
      callApi<{ uploadId: string }>(
        'attachments.begin',
        {
          registry: 'facilities',
          recordId: FACILITY,
          name: 'left.pdf',
          contentType: 'application/pdf',
          size: CHUNK + 10,
        },
        person,
      );
    const idle = (await begin()).result!.uploadId;
    const active = (await begin()).result!.uploadId;
    for (const uploadId of [idle, active]) {
      const chunk = await callApi(
        'attachments.chunk',
        { uploadId, index: 0, data: pdf(CHUNK).toString('base64') },
        person,
      );
      expect(chunk.status, JSON.stringify(chunk.error)).toBe(200);
    }
    await idleFor(idle, 15);

    // Expired: its next chunk and its finish are refused, and nothing is added to it.
    const late = await callApi(
      'attachments.chunk',
      { uploadId: idle, index: 1, data: Buffer.alloc(10, 1).toString('base64') },
      person,
    );
    expect(late.error?.status).toBe('NOT_FOUND');
    expect(late.error?.message).toContain('expired');
    expect((await callApi('attachments.finish', { uploadId: idle }, person)).error?.status).toBe(
      'NOT_FOUND',
    );
    expect((await db.collection('uploads').doc(idle).get()).get('parts')).toBe(1);

    // The scheduled sweep removes it and its parts, though its owner never uploads again.
    expect(await sweepExpiredUploads(Date.now())).toBeGreaterThanOrEqual(1);
    expect((await db.collection('uploads').doc(idle).get()).exists).toBe(false);
    expect(await partsOf(idle)).toHaveLength(0);
    expect((await db.collection('uploads').doc(active).get()).exists).toBe(true);
    expect(await partsOf(active)).toHaveLength(1);
  });

  it('lets only admins attach files to posts (authorized like the record)', async () => {
    const post = await callApi<{ post: { id: string } }>(
      'posts.create',
      { fields: { title: 'With a file', body: 'See the file.' } },
      admin,
    );
    const postId = post.result!.post.id;
    const denied = await callApi(
      'attachments.begin',
      { registry: 'posts', recordId: postId, name: 'a.csv', contentType: 'text/csv', size: 4 },
      staff,
    );
    expect(denied.error?.status).toBe('PERMISSION_DENIED');
    const ok = await upload(
      admin,
      'posts',
      postId,
      'figures.csv',
      'text/csv',
      Buffer.from('a,b\n1,2\n'),
    );
    expect(ok.status).toBe(200);
  });
});

describe('attachments of a record only its author or an admin changes', () => {
  it('are added and removed by its author or an admin only; nothing of theirs moves', async () => {
    const evaluation = await callApi<{ evaluation: { id: string } }>(
      'evaluations.create',
      { fields: { title: `Files of mine ${Date.now()}`, technologyId: await aTechnology() } },
      author,
    );
    expect(evaluation.status, JSON.stringify(evaluation.error)).toBe(200);
    const id = evaluation.result!.evaluation.id;
    const mine = await upload(
      author,
      'evaluations',
      id,
      'notes.csv',
      'text/csv',
      Buffer.from('a\n1\n'),
    );
    expect(mine.status, JSON.stringify(mine.error)).toBe(200);
    const attachmentId = (mine.result as { attachment: { id: string } }).attachment.id;
    const stored = async () => (await db.collection('evaluations').doc(id).get()).data()!;
    const before = await stored();

    // Someone else (staff, not an admin) can neither attach a file nor remove the author's.
    const attach = await callApi(
      'attachments.begin',
      { registry: 'evaluations', recordId: id, name: 'mine.csv', contentType: 'text/csv', size: 4 },
      staff,
    );
    expect(attach.error?.status).toBe('PERMISSION_DENIED');
    expect(attach.error?.message).toBe(
      'Only its author or an administrator can change this evaluation.',
    );
    const remove = await callApi(
      'attachments.remove',
      { registry: 'evaluations', recordId: id, attachmentId },
      staff,
    );
    expect(remove.error?.status).toBe('PERMISSION_DENIED');
    const after = await stored();
    expect(after.version).toBe(before.version);
    expect(after.attachments).toEqual(before.attachments);
    const [parts] = await bucket().getFiles({
      prefix: `attachments/evaluations/${id}/${attachmentId}/`,
    });
    expect(parts).toHaveLength(1);

    // An administrator may.
    expect(
      (
        await callApi(
          'attachments.remove',
          { registry: 'evaluations', recordId: id, attachmentId },
          admin,
        )
      ).status,
    ).toBe(200);
  });
});

const partsOf = async (uploadId: string) =>
  (await bucket().getFiles({ prefix: `attachments/facilities/${FACILITY}/${uploadId}/` }))[0];

/** Makes an upload look as if its last chunk came `minutes` ago (no test waits for a clock). */
async function idleFor(uploadId: string, minutes: number) {
  const at = Timestamp.fromMillis(Date.now() - minutes * 60 * 1000);
  await db.collection('uploads').doc(uploadId).update({ startedAt: at, touchedAt: at });
}

const uidOf = (session: Session) => decodeClaims(session.idToken).user_id as string;

async function aTechnology(): Promise<string> {
  const created = await callApi<{ technology: { id: string } }>(
    'technologies.create',
    { fields: { name: `Files ${Date.now()}`, category: 'Other' } },
    staff,
  );
  return created.result!.technology.id;
}
