// Playwright's global setup: clears the route sweep's visits left by an earlier run, and returns
// the teardown that prints and saves, once every worker is done, the table of routes × viewings:
// where each landed, whether axe analysed it, and how long it took (.hta/reports/<report>.txt).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Visit } from './sweepKit.js';

const REPORTS = path.resolve(import.meta.dirname, '../../.hta/reports');
const SUFFIX = '.visits.jsonl';
const VIEWINGS = ['visitor', 'staff', 'admin', 'staff (phone)'] as const;

const visitFiles = () =>
  existsSync(REPORTS) ? readdirSync(REPORTS).filter((f) => f.endsWith(SUFFIX)) : [];
/** The shapes axe analysed in an earlier run (sweepKit.ts, `shapesFile`): this run starts afresh. */
const shapeFiles = () =>
  existsSync(REPORTS) ? readdirSync(REPORTS).filter((f) => f.endsWith('.axe-shapes.jsonl')) : [];

function table(visits: Visit[]): string {
  const byRoute = new Map<string, Map<string, Visit>>();
  for (const v of visits) {
    if (!byRoute.has(v.route)) byRoute.set(v.route, new Map());
    byRoute.get(v.route)!.set(v.viewing, v);
  }
  const mark = { analysed: ' axe', seen: ' (axe: seen)', off: '' } as const;
  const cell = (v: Visit | undefined) =>
    v
      ? `${v.problems.length ? '✗' : '✓'} ${v.landed === v.url.split('?')[0] ? '' : `→${v.landed} `}${v.ms} ms${mark[v.axe]}${v.opened === 'load' ? '' : ` (${v.opened})`}${v.refusedBy ? ` (loaded: ${v.refusedBy} refused to be left)` : ''}`
      : '';
  const analysed = visits.filter((v) => v.axe === 'analysed').length;
  const seen = visits.filter((v) => v.axe === 'seen').length;
  const total = visits.reduce((n, v) => n + v.ms, 0);
  const phases = new Map<string, number>();
  for (const v of visits)
    for (const [name, ms] of Object.entries(v.phases))
      phases.set(name, (phases.get(name) ?? 0) + ms);
  const where = [...phases].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
  return [
    ['route', ...VIEWINGS].join(' | '),
    ...[...byRoute]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, byViewing]) =>
        [route, ...VIEWINGS.map((r) => cell(byViewing.get(r)))].join(' | '),
      ),
    `${visits.length} visits in ${(total / 1000).toFixed(1)} s (summed over workers); ` +
      `axe analysed ${analysed} pages, ${seen} showed nothing not analysed on the same page already`,
    `where the time went: ${where}`,
  ].join('\n');
}

export default function globalSetup() {
  for (const file of [...visitFiles(), ...shapeFiles()]) rmSync(path.join(REPORTS, file));
  return () => {
    for (const file of visitFiles()) {
      const visits = readFileSync(path.join(REPORTS, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Visit);
      const name = file.slice(0, -SUFFIX.length);
      const text = table(visits);
      console.log(`\nRoute sweep (${name})\n${text}\n`);
      writeFileSync(path.join(REPORTS, `${name}.txt`), `${text}\n`);
      // Kept for a closer look (each visit's phases), under a name the next run does not clear.
      writeFileSync(path.join(REPORTS, `${name}.visits.json`), JSON.stringify(visits));
      rmSync(path.join(REPORTS, file));
    }
  };
}
