// Exports through the `exportData` HTTP function: a list as CSV, XLSX or JSON — every page of it,
// filtered and sorted as asked, with the list's own access (visitors only what they may list).
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';

import { EXPORT_ROWS_HEADER, exportPath, reportPath } from '../../functions/src/contract/index.js';
import { platform } from '../support/platform.js';
import { demoSessions, unadmittedSession } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

const get = (path: string, session?: Session) =>
  fetch(`${platform.functionsUrl}/exportData${path}`, {
    headers: session ? { Authorization: `Bearer ${session.idToken}` } : {},
  });

/** Every row of a list through the API, page by page (what the export must equal). */
async function allRows(op: string, input: Record<string, unknown>, session: Session) {
  const rows: Array<Record<string, unknown>> = [];
  let cursor: string | null = null;
  do {
    const answer: {
      result?: { items: Array<Record<string, unknown>>; nextCursor: string | null };
    } = await callApi(op, { ...input, pageSize: 100, ...(cursor ? { cursor } : {}) }, session);
    rows.push(...answer.result!.items);
    cursor = answer.result!.nextCursor;
  } while (cursor);
  return rows;
}

describe('exports', () => {
  it('give all 951 communities as CSV with readable headings, in the list’s order', async () => {
    const response = await get(exportPath('communities', 'csv'), staff);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    // 951 from the census, and any another test file adds meanwhile.
    const announced = Number(response.headers.get(EXPORT_ROWS_HEADER));
    expect(announced).toBeGreaterThanOrEqual(951);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text.trim());
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toContain('Population 2021');
    expect(header).toContain('Census division name');
    expect(rows).toHaveLength(announced);
    // In the list's order: by name, as stored lowercased (code-point order).
    const names = rows.map((r) => r[header!.indexOf('Name')]!.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toContain('regina');
  });

  it('export a filtered, sorted list exactly as the list shows it, as JSON and XLSX', async () => {
    const list = {
      filters: { type: 'City' },
      sort: { field: 'population2021', direction: 'desc' },
    };
    const expected = await allRows('communities.list', list, staff);
    const json = (await (
      await get(exportPath('communities', 'json', list), staff)
    ).json()) as Array<Record<string, unknown>>;
    expect(json).toEqual(expected);
    expect(json[0]!.name).toBe('Saskatoon');

    const xlsx = await get(exportPath('communities', 'xlsx', list), staff);
    expect(xlsx.headers.get('content-disposition')).toMatch(/communities-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(expected.length + 1);
    const nameColumn = (sheet.getRow(1).values as unknown[]).indexOf('Name');
    expect(sheet.getRow(2).getCell(nameColumn).value).toBe('Saskatoon');
  });

  it('escape cells a spreadsheet would run as a formula', async () => {
    const answer = await callApi<{ vendor: { id: string } }>(
      'vendors.create',
      { fields: { name: `=HYPERLINK("http://evil.test") ${Date.now()}` } },
      staff,
    );
    expect(answer.status).toBe(200);
    const text = await (
      await get(exportPath('vendors', 'csv', { search: 'hyperlink' }), staff)
    ).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")`);
  });

  it('escape a formula that goes on over several lines, whichever character starts it', async () => {
    const stamp = `Formula vendor ${Date.now()}`;
    const notes = ['=HYPERLINK("http://evil.test")', '+cmd|calc', '-2+3', '@SUM(A1)'].map(
      (start) => `${start}\nsecond line`,
    );
    for (const [i, note] of notes.entries()) {
      const made = await callApi(
        'vendors.create',
        { fields: { name: `${stamp} ${i}`, notes: note } },
        staff,
      );
      expect(made.status, JSON.stringify(made.error)).toBe(200);
    }
    const response = await get(exportPath('vendors', 'csv', { search: stamp }), staff);
    const [header, ...rows] = Papa.parse<string[]>(
      (await response.text()).replace(/^\uFEFF/, '').trim(),
    ).data;
    const cells = rows.map((r) => r[header!.indexOf('Notes')]);
    expect(cells.sort()).toEqual(notes.map((n) => `'${n}`).sort());
  });

  it('never meet a name over several lines or with bidi controls: the API refuses them', async () => {
    const refusals = [
      ['vendors.create', { fields: { name: '=HYPERLINK("http://evil.test")\nAcme' } }, 'name'],
      ['vendors.create', { fields: { name: 'Acme\r\nHealth' } }, 'name'],
      ['vendors.create', { fields: { name: 'Acme\u2028Health' } }, 'name'],
      ['vendors.create', { fields: { name: 'Invoice \u202Efdp.exe' } }, 'name'],
      ['vendors.create', { fields: { name: 'Acme', contactName: 'Ann\u2066 Lee' } }, 'contactName'],
      [
        'studies.create',
        { fields: { title: 'Tele-ultrasound\n=1+1', year: 2020, design: 'RCT' } },
        'title',
      ],
    ] as const;
    for (const [op, input, field] of refusals) {
      const answer = await callApi(op, input, staff);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.error?.details?.fields?.[`fields.${field}`], JSON.stringify(input)).toMatch(
        /one line|direction/,
      );
    }
  });

  it('follow the list’s access: visitors get public lists only (published needs), strangers nothing', async () => {
    expect((await get(exportPath('communities', 'csv'))).status).toBe(401);
    const stranger = await unadmittedSession('exporter');
    const refused = await get(exportPath('communities', 'csv'), stranger.session);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/administrator/);

    const needs = (await (await get(exportPath('clinicalNeeds', 'json'))).json()) as Array<{
      status: string;
    }>;
    expect(needs.length).toBeGreaterThan(0);
    expect(needs.every((n) => n.status === 'published')).toBe(true);
    expect((await get(exportPath('feedback', 'json'))).status).toBe(401);
  });

  it('answer bad requests clearly', async () => {
    expect((await get('/nothing.csv', staff)).status).toBe(404);
    expect((await get('/communities.pdf', staff)).status).toBe(404);
    const bad = await get(exportPath('communities', 'csv', { sort: { field: 'colour' } }), staff);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'sort.field',
    );
    expect((await get('/communities.csv?list=%7Bnot-json', staff)).status).toBe(400);
  });
});

describe('every download', () => {
  it('carries the same headers: nosniff, an attachment’s name, no caching', async () => {
    const downloads = {
      csv: await get(exportPath('vendors', 'csv'), staff),
      xlsx: await get(exportPath('communities', 'xlsx', { search: 'regina' }), staff),
      json: await get(exportPath('clinicalNeeds', 'json')),
      report: await get(reportPath('pdf', { technologyId: 'demo-tech-ultrasound' }), staff),
    };
    for (const [label, response] of Object.entries(downloads)) {
      expect(response.status, label).toBe(200);
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(response.headers.get('content-disposition'), label).toMatch(
        /^attachment; filename="[\w.-]+"$/,
      );
      expect(response.headers.get('cache-control'), label).toBe('private, no-store');
      await response.arrayBuffer();
    }
    // A refusal is not sniffed either.
    const refused = await get('/nothing.csv');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
