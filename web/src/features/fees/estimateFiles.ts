// An estimate as a file: CSV (papaparse, formulae escaped as the exports escape them; loaded when a
// CSV is asked for) or a printable page the browser saves as PDF ("Print" → "Save as PDF"), so no
// PDF library is loaded.

import type { FeeEstimate } from '@hta/functions/contract';

import { money } from './money';

function estimateRows(e: Pick<FeeEstimate, 'priced'>): string[][] {
  return [
    ['Code', 'Service', 'Unit', 'Fee', 'Quantity', 'Subtotal', 'Check'],
    ...e.priced.lines.map((l) => [
      l.code,
      l.description,
      l.unit,
      l.amount === null ? '' : l.amount.toFixed(2),
      String(l.quantity),
      l.subtotal === null ? '' : l.subtotal.toFixed(2),
      l.problem ?? '',
    ]),
    ['Total', '', '', '', '', e.priced.total.toFixed(2), ''],
  ];
}

const fileName = (e: FeeEstimate, ext: string) =>
  `${e.title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'estimate'}.${ext}`;

/** The estimate's lines as CSV text, with a byte-order mark for spreadsheets. */
export async function estimateCsv(e: Pick<FeeEstimate, 'priced'>): Promise<string> {
  // Both loaded when a CSV is asked for: the page itself needs neither.
  const [{ default: Papa }, { FORMULA_START }] = await Promise.all([
    import('papaparse'),
    import('@hta/functions/contract'),
  ]);
  // The exports' own formula test: papaparse's default misses a formula followed by a line break.
  return '\uFEFF' + Papa.unparse(estimateRows(e), { escapeFormulae: FORMULA_START });
}

export async function downloadEstimateCsv(e: FeeEstimate): Promise<void> {
  const csv = await estimateCsv(e);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  Object.assign(document.createElement('a'), { href: url, download: fileName(e, 'csv') }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function printEstimate(e: FeeEstimate): void {
  const rows = e.priced.lines
    .map(
      (l) =>
        `<tr><td>${escape(l.code)}</td><td>${escape(l.description)} (${escape(l.unit)})</td><td class="n">${l.amount === null ? '—' : money(l.amount)}</td><td class="n">${l.quantity}</td><td class="n">${l.subtotal === null ? '—' : money(l.subtotal)}</td><td>${escape(l.problem ?? '')}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(e.title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:4px 6px;text-align:left}.n{text-align:right}tfoot td{font-weight:bold}</style></head>
<body><h1>${escape(e.title)}</h1><p>${escape([e.communityName, e.facilityName].filter(Boolean).join(' · '))} · ${e.periodFrom} to ${e.periodTo}</p>
<table><thead><tr><th>Code</th><th>Service</th><th class="n">Fee</th><th class="n">Quantity</th><th class="n">Subtotal</th><th>Check</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><td colspan="4">Total</td><td class="n">${money(e.priced.total)}</td><td></td></tr></tfoot></table>
<p>Fees from the HTA Hub fee schedule; verify each against the current Medical Services Branch Payment Schedule.</p></body></html>`;
  // The page opens on its own (a blob URL), then asks the browser to print it.
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  const page = window.open(url, '_blank');
  if (!page) return;
  page.addEventListener('load', () => page.print());
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
