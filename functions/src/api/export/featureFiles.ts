// GET /<file>.<format>?input=<JSON>: a file a feature makes from one of its operations' answers
// (FeatureServer.files; the HTA report is one). Served by the export function beside the lists,
// with the same caller and refusals: the operation's declared access, its input schema, its
// handler, its output schema — exactly what the API would answer — then the feature's renderer.
import { logger } from 'firebase-functions';
import { HttpsError, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

import {
  allRegistries,
  fieldErrors,
  operations,
  type OperationName,
} from '../../contract/index.js';
import { featureServers, loadFeatureServers } from '../../features/servers.js';
import { parseOutput } from '../dispatch.js';
import { setDownloadHeaders } from '../download.js';
import type { FeatureFile } from '../feature.js';
import { handlers, loadHandlers, type Handler } from '../handlers.js';
import { callerOf } from './caller.js';
import { accessRefusal } from './request.js';

const STATUS: Partial<Record<string, number>> = {
  'invalid-argument': 400,
  'failed-precondition': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
};

function fail(res: Response, status: number, message: string, fields?: Record<string, string>) {
  res.status(status).json({ error: message, ...(fields ? { fields } : {}) });
}

async function featureFile(path: string): Promise<{ file: FeatureFile; format: string } | null> {
  const match = /^\/([A-Za-z]+)\.([a-z]+)$/.exec(path);
  if (!match) return null;
  await loadFeatureServers();
  const name = match[1]!;
  const format = match[2]!;
  for (const server of Object.values(featureServers)) {
    // Own keys only: a name like "toString" or "constructor" is on every object's prototype.
    const files = server?.files;
    const file = files && Object.hasOwn(files, name) ? files[name] : undefined;
    if (file && Object.hasOwn(file.formats, format)) return { file, format };
  }
  return null;
}

/** Serves the request when it names a feature's file (true), or leaves it to the lists (false). */
export async function servedFeatureFile(req: Request, res: Response): Promise<boolean> {
  const target = await featureFile(req.path);
  if (!target) return false;
  const { file, format } = target;
  const op: OperationName = file.operation;
  const operation = operations[op];

  const caller = await callerOf(req);
  if ('error' in caller) {
    fail(res, 401, caller.error);
    return true;
  }
  const refusal = accessRefusal(operation.access, caller);
  if (refusal) {
    fail(res, refusal.status, refusal.message.replace('export this list', 'download this file'));
    return true;
  }
  let asked: unknown;
  try {
    asked = JSON.parse(typeof req.query.input === 'string' ? req.query.input : '');
  } catch {
    fail(res, 400, 'Give the input parameter once, as JSON.');
    return true;
  }
  const input = operation.input.safeParse(asked);
  if (!input.success) {
    fail(res, 400, 'Some fields are not valid.', fieldErrors(input.error));
    return true;
  }

  let made: { name: string; body: Buffer };
  try {
    await loadHandlers();
    const handler = handlers[op] as Handler<OperationName>;
    const answer = parseOutput(
      op,
      operation.output,
      await handler(input.data, { caller, registries: allRegistries }),
    );
    made = await file.formats[format]!.render(answer);
  } catch (error) {
    // The API's own refusals say what is wrong; anything else stays in the log.
    const status = error instanceof HttpsError ? STATUS[error.code] : undefined;
    if (status && error instanceof HttpsError) fail(res, status, error.message);
    else {
      logger.error('A file failed', { path: req.path, error: String(error) });
      fail(res, 500, 'The file could not be made on our side. Try again.');
    }
    return true;
  }
  setDownloadHeaders(res, {
    name: made.name,
    contentType: file.formats[format]!.contentType,
    size: made.body.length,
  });
  res.status(200).end(made.body);
  return true;
}
