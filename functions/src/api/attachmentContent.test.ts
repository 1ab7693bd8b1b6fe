import { readFileSync } from 'node:fs';

import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';

import { SNIFFED_BYTES, contentProblem } from './attachmentContent.js';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function aPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ info: { Title: 'Readiness <b>report</b>' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.text('Site readiness: <html> is only text here.');
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const problemOf = (type: string, file: Buffer) => contentProblem(type, file, file.length);

describe('an attachment’s first bytes', () => {
  it('accept real files of each kind', async () => {
    expect(problemOf(PDF, await aPdf())).toBeNull();
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Sheet').addRow(['<html>', '<script>']);
    expect(problemOf(XLSX, Buffer.from(await book.xlsx.writeBuffer()))).toBeNull();
    const png = readFileSync(new URL('../../../web/public/pwa-192x192.png', import.meta.url));
    expect(problemOf('image/png', png)).toBeNull();
    expect(problemOf('text/csv', Buffer.from('name,beds\nClinic <2 km>,4\n'))).toBeNull();
  });

  it('refuse a file whose content is of another type', () => {
    expect(problemOf(PDF, Buffer.from('MZ this is not a PDF'))).toMatch(/does not match its type/);
    expect(problemOf('text/csv', Buffer.from('a,b\0'))).toMatch(/does not match its type/);
  });

  it('refuse a PDF, an image or a CSV that is a web page too', () => {
    const page = '<html><body><script>alert(document.domain)</script></body></html>';
    for (const [type, file] of [
      [PDF, `%PDF-1.7\n%${page}\n%%EOF\n`],
      [PDF, `%PDF-1.4\n%<img src=x onerror=alert(1)>\n`],
      [PDF, `%PDF-1.4\n${' '.repeat(1000)}<SCRIPT\nsrc=x>`],
      ['image/gif', `GIF89a/*<svg onload=alert(1)>*/`],
      ['text/csv', `name\n<iframe src=x>\n`],
    ] as const)
      expect(problemOf(type, Buffer.from(file, 'latin1')), file).toMatch(/web page/);
  });

  it('look only at what a browser sniffs, all of it in the first chunk', () => {
    const late = Buffer.from(`%PDF-1.7\n${'x'.repeat(SNIFFED_BYTES)}<html>`, 'latin1');
    expect(problemOf(PDF, late)).toBeNull();
    const polyglot = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>', 'latin1');
    expect(contentProblem(PDF, polyglot.subarray(0, 9), polyglot.length)).toMatch(/first chunk/);
    const big = Buffer.alloc(SNIFFED_BYTES + 10, 0x20);
    big.write('%PDF-1.7\n', 'latin1');
    expect(contentProblem(PDF, big.subarray(0, SNIFFED_BYTES), big.length)).toBeNull();
  });
});
