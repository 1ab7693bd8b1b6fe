// Reads and time of the calls that list or count records, each with its reads budget: measured
// on the test seed and again at ten times the demo records (HTA_SEED_SCALE=10), so a page whose
// reads grow with the data shows here. Reads come from the Firestore stand-in's counter.
import type { Platform } from '../../emulators/src/platform/platform.js';
import {
  BOARD_COLUMN_PAGE,
  CALENDAR_LIMIT,
  LIFECYCLE_STAGES,
  MAX_RANKED,
  WAITING_PAGE,
} from '../../functions/src/contract/index.js';

type Call = <T = unknown>(op: string, input: unknown) => Promise<T>;

const today = new Date();
const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The pages' calls, each with the most reads it may cost at any size of data. */
export const PAGE_CALLS: Array<{ page: string; op: string; input: unknown; budget: number }> = [
  {
    page: '/cycle (board)',
    op: 'lifecycle.board',
    input: {},
    budget: LIFECYCLE_STAGES.length * (BOARD_COLUMN_PAGE + 2),
  },
  { page: '/wait', op: 'lifecycle.waiting', input: {}, budget: WAITING_PAGE + 2 },
  { page: '/technologies', op: 'technologies.list', input: { pageSize: 25 }, budget: 27 },
  { page: '/technology-evaluations', op: 'evaluations.list', input: { pageSize: 25 }, budget: 27 },
  { page: '/clinical-needs', op: 'clinicalNeeds.list', input: { pageSize: 25 }, budget: 27 },
  { page: '/calendar-events', op: 'events.list', input: { pageSize: 25 }, budget: 27 },
  {
    page: '/techSelect (a need)',
    op: 'selection.candidates',
    input: { needId: 'demo-need-ultrasound' },
    budget: MAX_RANKED + 2,
  },
  {
    page: '/calendar (a month)',
    op: 'events.calendar',
    input: { from: day(monthStart), to: day(new Date(monthStart.getTime() + 41 * 86_400_000)) },
    budget: 3 * (CALENDAR_LIMIT + 1),
  },
  // Bounded by its declared limits: record, vendor, needs 50, communities 50, evaluations 50,
  // and the two lists' counts.
  {
    page: '/technology/:id',
    op: 'technologies.get',
    input: { id: 'demo-tech-ultrasound' },
    budget: 2 + 50 + 50 + 50 + 2,
  },
  // Record, community, readiness history 10, onboarding plan, the assessments' count.
  { page: '/facility/:id', op: 'facilities.get', input: { id: 'odhf-8711' }, budget: 14 },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export interface PageFigure {
  reads: number;
  ms: number;
}

/** Each call's reads (once, warm) and its median time over `runs` calls. */
export async function measurePages(
  platform: Platform,
  call: Call,
  runs = 5,
): Promise<Map<string, PageFigure>> {
  const store = platform.firestoreStandIn?.store;
  const figures = new Map<string, PageFigure>();
  for (const { page, op, input } of PAGE_CALLS) {
    await call(op, input);
    const before = store?.reads ?? NaN;
    await call(op, input);
    const reads = (store?.reads ?? NaN) - before;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await call(op, input);
      times.push(performance.now() - t);
    }
    figures.set(page, { reads, ms: median(times) });
  }
  return figures;
}

/** Prints the figures side by side; answers whether every page kept its budget at both sizes. */
export function printPages(
  normal: Map<string, PageFigure>,
  scaled: Map<string, PageFigure>,
  scale: number,
): boolean {
  console.log(`\nPages at the test seed and at ${scale}× the demo records (reads, p50 ms)`);
  const pad = Math.max(...PAGE_CALLS.map((p) => p.page.length));
  console.log(
    `  ${'page'.padEnd(pad)}  ${'reads'.padStart(6)} ${`×${scale}`.padStart(6)}  budget  ${'ms'.padStart(6)} ${`×${scale} ms`.padStart(8)}`,
  );
  let ok = true;
  for (const { page, budget } of PAGE_CALLS) {
    const n = normal.get(page)!;
    const s = scaled.get(page)!;
    const within = Number.isNaN(n.reads) || (n.reads <= budget && s.reads <= budget);
    ok &&= within;
    console.log(
      `  ${page.padEnd(pad)}  ${String(n.reads).padStart(6)} ${String(s.reads).padStart(6)}  ${`≤ ${budget}`.padStart(6)}  ${n.ms.toFixed(0).padStart(6)} ${s.ms.toFixed(0).padStart(8)}${within ? '' : '  OVER'}`,
    );
  }
  return ok;
}
