// GET /{registry}/{recordId}/{attachmentId}: streams an attachment back, part by part, to a
// signed-in caller (files are read like their record: any signed-in person).
import { pipeline } from 'node:stream/promises';

import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

import { z } from 'zod';

import {
  ATTACHMENT_REGISTRIES,
  attachment,
  recordId as recordIdSchema,
} from '../contract/index.js';
import { refusalMessage } from '../auth/caller.js';
import { bucket, db } from '../platform/admin.js';
import { partsPrefix } from './uploads.js';
import { noSniff, setDownloadHeaders } from './download.js';
import { readJson } from './registries/read.js';
import { callerOfToken } from './tokenCaller.js';

/** A record's files, as the contract declares them. */
const storedFiles = z.object({ attachments: z.array(attachment).default([]) });

const isRecordId = (id: string) => recordIdSchema.safeParse(id).success;

function fail(res: Response, status: number, message: string) {
  res.status(status).json({ error: message });
}

export async function serveFile(req: Request, res: Response): Promise<void> {
  noSniff(res);
  if (req.method === 'OPTIONS') {
    res
      .set('Access-Control-Allow-Origin', req.get('origin') ?? '*')
      .set('Access-Control-Allow-Headers', 'Authorization')
      .set('Access-Control-Allow-Methods', 'GET')
      .status(204)
      .end();
    return;
  }
  res
    .set('Access-Control-Allow-Origin', req.get('origin') ?? '*')
    .set('Access-Control-Expose-Headers', 'Content-Disposition');
  if (req.method !== 'GET') {
    fail(res, 405, 'Only GET is supported.');
    return;
  }

  const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  if (!token) {
    fail(res, 401, 'Sign in to download files.');
    return;
  }
  const caller = await callerOfToken(token);
  if ('error' in caller) {
    fail(res, 401, caller.error);
    return;
  }
  // Files are read like their record: staff only (an account the server admitted).
  if (caller.kind !== 'staff') {
    fail(res, 403, refusalMessage(caller));
    return;
  }

  const [registry, recordId, attachmentId, ...rest] = req.path.split('/').filter(Boolean);
  if (!registry || !recordId || !attachmentId || rest.length) {
    fail(res, 400, 'Ask for /<registry>/<record id>/<attachment id>.');
    return;
  }
  // Ids go to Firestore as document ids: one it refuses ("__x__", "a/b") would be a 500.
  if (!isRecordId(recordId) || !isRecordId(attachmentId)) {
    fail(res, 400, 'The record id or attachment id is not valid.');
    return;
  }
  if (!ATTACHMENT_REGISTRIES.includes(registry)) {
    fail(res, 404, 'No such file.');
    return;
  }
  const record = await db.collection(registry).doc(recordId).get();
  const entry = readJson(storedFiles, record).attachments.find((a) => a.id === attachmentId);
  if (!entry) {
    fail(res, 404, 'No such file.');
    return;
  }

  const [parts] = await bucket().getFiles({
    prefix: partsPrefix(registry, recordId, attachmentId),
  });
  parts.sort((a, b) => a.name.localeCompare(b.name));
  res.status(200);
  setDownloadHeaders(res, { name: entry.name, contentType: entry.contentType, size: entry.size });
  for (const part of parts) {
    await pipeline(part.createReadStream(), res, { end: false });
  }
  res.end();
}
