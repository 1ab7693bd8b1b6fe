// GET /{registry}.{csv|xlsx|json}?list=<list input>: a registry's list as a file, filtered and
// sorted as on its list screen, with the list's access (visitors export only what they may list)
// and its rows (the list's own handler, a page at a time, parsed against the contract). Streamed:
// no file is ever whole in memory, and a slow reader holds the next page back.
import type { Writable } from 'node:stream';

import ExcelJS from 'exceljs';
import { logger } from 'firebase-functions';
import { HttpsError, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import Papa from 'papaparse';

import {
  EXPORT_FORMATS,
  EXPORT_ROWS_HEADER,
  EXPORT_TYPES,
  cellOf,
  fieldErrors,
  columnTitle,
  operations,
  registryNamed,
  type ExportFormat,
  type OperationName,
} from '../contract/index.js';
import { VISITOR, refusalMessage, resolveCaller, type Caller } from '../auth/caller.js';
import { liveAccount } from '../auth/liveAccount.js';
import { auth } from '../platform/admin.js';
import { parseOutput } from './dispatch.js';
import { handlers, type Handler } from './handlers.js';
import { keysOf } from './registries/kit.js';

// The lists' largest page (the contract's limit).
const PAGE = 100;

type Row = Record<string, unknown>;
interface Page {
  items: Row[];
  nextCursor: string | null;
  total: number;
}

function fail(res: Response, status: number, message: string, fields?: Record<string, string>) {
  res.status(status).json({ error: message, ...(fields ? { fields } : {}) });
}

/** Writes with backpressure: waits for the socket to drain before going on. */
async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
}

async function callerOf(req: Request): Promise<Caller | { error: string }> {
  const header = req.get('authorization');
  if (!header) return VISITOR;
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  if (!token) return { error: 'The Authorization header must be "Bearer <token>".' };
  try {
    return await resolveCaller(await auth.verifyIdToken(token), liveAccount);
  } catch {
    return { error: 'Your session has expired. Sign in again.' };
  }
}

export async function serveExport(req: Request, res: Response): Promise<void> {
  res
    .set('Access-Control-Allow-Origin', req.get('origin') ?? '*')
    .set('Access-Control-Expose-Headers', `Content-Disposition, ${EXPORT_ROWS_HEADER}`);
  if (req.method === 'OPTIONS') {
    res
      .set('Access-Control-Allow-Headers', 'Authorization')
      .set('Access-Control-Allow-Methods', 'GET')
      .status(204)
      .end();
    return;
  }
  if (req.method !== 'GET') {
    fail(res, 405, 'Only GET is supported.');
    return;
  }

  const match = /^\/([A-Za-z]+)\.([a-z]+)$/.exec(req.path);
  const registry = match ? registryNamed(match[1]!) : undefined;
  const format = match?.[2] as ExportFormat | undefined;
  if (!registry || !format || !EXPORT_FORMATS.includes(format)) {
    fail(res, 404, `No such export. Ask for /<registry>.${EXPORT_FORMATS.join('|')}.`);
    return;
  }

  const caller = await callerOf(req);
  if ('error' in caller) {
    fail(res, 401, caller.error);
    return;
  }
  const op = `${registry.name}.list` as OperationName;
  const operation = operations[op];
  // The list's access, as the API decides it.
  if (operation.access !== 'public') {
    if (caller.kind === 'visitor') {
      fail(res, 401, 'Please sign in to export this list.');
      return;
    }
    if (caller.kind === 'unadmitted') {
      fail(res, 403, refusalMessage(caller));
      return;
    }
    if (operation.access === 'admin' && !caller.admin) {
      fail(res, 403, 'Only administrators can export this list.');
      return;
    }
  }

  const param = req.query.list ?? '{}';
  if (typeof param !== 'string') {
    fail(res, 400, 'Give the list parameter once, as JSON.');
    return;
  }
  let asked: unknown;
  try {
    asked = JSON.parse(param);
  } catch {
    fail(res, 400, 'The list parameter must be JSON.');
    return;
  }
  if (asked === null || typeof asked !== 'object' || Array.isArray(asked)) {
    fail(
      res,
      400,
      'The list parameter must be a JSON object: the list’s search, filters and sort.',
    );
    return;
  }
  const rest = Object.fromEntries(
    Object.entries(asked).filter(([k]) => k !== 'cursor' && k !== 'pageSize'),
  );
  const input = operation.input.safeParse({ ...rest, pageSize: PAGE });
  if (!input.success) {
    fail(res, 400, 'Some fields are not valid.', fieldErrors(input.error));
    return;
  }

  const handler = handlers[op] as Handler<OperationName>;
  const listInput = input.data;
  const pageAt = async (cursor: string | null) =>
    parseOutput(
      op,
      operation.output,
      await handler({ ...listInput, ...(cursor ? { cursor } : {}) }, { caller }),
    ) as Page;

  let page: Page;
  try {
    page = await pageAt(null);
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
  const titles = fields.map(columnTitle);
  const day = new Date().toISOString().slice(0, 10);
  res
    .status(200)
    .set('Content-Type', EXPORT_TYPES[format])
    .set('Content-Disposition', `attachment; filename="${registry.name}-${day}.${format}"`)
    .set('Cache-Control', 'no-store')
    .set(EXPORT_ROWS_HEADER, String(page.total));

  const rows = async function* () {
    for (;;) {
      for (const item of page.items) yield item;
      if (!page.nextCursor) return;
      page = await pageAt(page.nextCursor);
    }
  };

  try {
    if (format === 'csv') {
      // Cells that a spreadsheet would run as a formula are escaped (CSV injection).
      const csv = (data: unknown[][]) => Papa.unparse(data, { escapeFormulae: true }) + '\r\n';
      await write(res, '\uFEFF' + csv([titles]));
      let batch: unknown[][] = [];
      for await (const row of rows()) {
        batch.push(fields.map((f) => cellOf(row[f])));
        if (batch.length === PAGE) {
          await write(res, csv(batch));
          batch = [];
        }
      }
      if (batch.length) await write(res, csv(batch));
    } else if (format === 'json') {
      await write(res, '[');
      let first = true;
      for await (const row of rows()) {
        await write(res, (first ? '\n' : ',\n') + JSON.stringify(row));
        first = false;
      }
      await write(res, '\n]\n');
    } else {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true });
      const sheet = workbook.addWorksheet(columnTitle(registry.name).slice(0, 31));
      sheet.columns = fields.map((key, i) => ({
        key,
        header: titles[i],
        width: Math.min(40, Math.max(12, titles[i]!.length + 2)),
      }));
      sheet.getRow(1).font = { bold: true };
      for await (const row of rows())
        sheet.addRow(Object.fromEntries(fields.map((f) => [f, cellOf(row[f])]))).commit();
      sheet.commit();
      await workbook.commit();
    }
    res.end();
  } catch (error) {
    // Headers are gone: cut the stream so the download fails rather than ends short.
    res.destroy(error instanceof Error ? error : new Error('The export failed.'));
  }
}
