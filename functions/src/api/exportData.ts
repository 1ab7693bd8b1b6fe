// GET /{registry}.{csv|xlsx|json}?list=<list input>: a registry's list as a file, filtered and
// sorted as on its list screen, with the list's access (visitors export only what they may list)
// and its rows (the list's own handler, a page at a time, parsed against the contract). Streamed:
// no file is ever whole in memory, and a slow reader holds the next page back.
import { logger } from 'firebase-functions';
import { HttpsError, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

import {
  EXPORT_FORMATS,
  EXPORT_ROWS_HEADER,
  EXPORT_TYPES,
  columnTitle,
  fieldErrors,
  operations,
  type OperationName,
} from '../contract/index.js';
import { PAGE, listPages, type Page } from './export/pages.js';
import { callerOf } from './export/caller.js';
import { noSniff, setDownloadHeaders } from './download.js';
import { servedFeatureFile } from './export/featureFiles.js';
import { accessRefusal, exportTarget, listParamOf } from './export/request.js';
import { WRITERS } from './export/writers.js';
import { keysOf } from './registries/kit.js';

function fail(res: Response, status: number, message: string, fields?: Record<string, string>) {
  res.status(status).json({ error: message, ...(fields ? { fields } : {}) });
}

/** Sets the cross-origin headers; answers a preflight, and then returns true. */
function answeredPreflight(req: Request, res: Response): boolean {
  res
    .set('Access-Control-Allow-Origin', req.get('origin') ?? '*')
    .set('Access-Control-Expose-Headers', `Content-Disposition, ${EXPORT_ROWS_HEADER}`);
  if (req.method !== 'OPTIONS') return false;
  res
    .set('Access-Control-Allow-Headers', 'Authorization')
    .set('Access-Control-Allow-Methods', 'GET')
    .status(204)
    .end();
  return true;
}

export async function serveExport(req: Request, res: Response): Promise<void> {
  noSniff(res);
  if (answeredPreflight(req, res)) return;
  if (req.method !== 'GET') {
    fail(res, 405, 'Only GET is supported.');
    return;
  }
  const target = exportTarget(req.path);
  if (!target && (await servedFeatureFile(req, res))) return;
  if (!target) {
    fail(res, 404, `No such export. Ask for /<registry>.${EXPORT_FORMATS.join('|')}.`);
    return;
  }
  const { registry, format } = target;

  const caller = await callerOf(req);
  if ('error' in caller) {
    fail(res, 401, caller.error);
    return;
  }
  const op = `${registry.name}.list` as OperationName;
  const operation = operations[op];
  const refusal = accessRefusal(operation.access, caller);
  if (refusal) {
    fail(res, refusal.status, refusal.message);
    return;
  }

  const asked = listParamOf(req.query.list ?? '{}');
  if ('error' in asked) {
    fail(res, 400, asked.error);
    return;
  }
  const input = operation.input.safeParse({ ...asked.value, pageSize: PAGE });
  if (!input.success) {
    fail(res, 400, 'Some fields are not valid.', fieldErrors(input.error));
    return;
  }

  const pages = listPages(op, input.data, caller);
  let first: Page;
  try {
    first = await pages.first();
  } catch (error) {
    // The API's own refusals say what is wrong; anything else stays in the log.
    if (error instanceof HttpsError && error.code !== 'internal') fail(res, 400, error.message);
    else {
      logger.error('Export failed', { registry: registry.name, error: String(error) });
      fail(res, 500, 'The export failed on our side. Try again.');
    }
    return;
  }
  // The list row's fields (a union, as vendors' public and full rows, gives all of its members').
  const fields = keysOf(registry.summary);
  const day = new Date().toISOString().slice(0, 10);
  setDownloadHeaders(res, {
    name: `${registry.name}-${day}.${format}`,
    contentType: EXPORT_TYPES[format],
  });
  res.status(200).set(EXPORT_ROWS_HEADER, String(first.total));

  try {
    await WRITERS[format](res, {
      sheet: columnTitle(registry.name).slice(0, 31),
      fields,
      titles: fields.map(columnTitle),
      rows: pages.rows(first),
    });
    res.end();
  } catch (error) {
    // Headers are gone: cut the stream so the download fails rather than ends short.
    res.destroy(error instanceof Error ? error : new Error('The export failed.'));
  }
}
