// Benchmark, on its own platform (ports +21000 unless HTA_PORT_OFFSET says otherwise): screening
// a question of 2,000 records (five RIS imports of 400) as the screening page does it — up to
// twenty records in hand, more asked for while fewer than fifteen are left, read onward from the
// last record given (`after`); each decision sent in the background, one after another, without
// the next record waiting for it — at a fast screener's pace (a decision every 300 ms). Prints
// the time from a decision to the next record shown (p50, p95; budget p95 ≤ 150 ms) and the API's
// own times for `screening.next` (the first, whole read apart from the onward ones) and
// `screening.decide` at that size. Exits 1 over budget.
// Run: npm run bench:screening (BENCH_PACE_MS=100 npm run bench:screening: a decision every 100 ms)
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

process.env.HTA_PORT_OFFSET ??= '21000';

const { startPlatform } = await import('../../emulators/src/platform/platform.js');
const { seedPlatform } = await import('../../emulators/src/platform/seedPlatform.js');
const { apiCaller, signIn } = await import('./support.js');

const RECORDS = 2_000;
const PER_IMPORT = 400;
const DECISIONS = 120;
/** A decision every 300 ms; BENCH_PACE_MS sets a faster screener (e.g. 100) to stress the refill. */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 300);
const BUDGET_P95_MS = 150;
const AHEAD = 20;
const REFILL_BELOW = 15;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** `n` synthetic RIS records, numbered from `from`. */
const ris = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const k = from + i;
    return [
      'TY  - JOUR',
      `TI  - Bench record ${k}: virtual care in northern clinics, report ${k}`,
      'AU  - Bench, A.',
      `PY  - ${2000 + (k % 25)}`,
      `DO  - 10.5555/bench.${k}`,
      `AB  - Synthetic record ${k} for the screening benchmark; not a study.`,
      'ER  - ',
      '',
    ].join('\n');
  }).join('\n');

interface Rec {
  id: string;
}

const platform = await startPlatform({ profile: 'test', echo: false });
let failed: boolean;
try {
  await seedPlatform(platform);
  const call = apiCaller(platform, await signIn(platform, 'staff@hta.test'));
  const { question } = await call<{ question: { id: string } }>('questions.create', {
    fields: {
      title: `Screening benchmark ${Date.now()}`,
      technologyId: 'demo-tech-ultrasound',
      population: 'Bench.',
      intervention: 'Bench.',
      outcomes: [{ name: 'Bench', importance: 'critical' }],
      designs: ['randomised trials'],
    },
  });
  const questionId = question.id;
  const { search } = await call<{ search: { id: string } }>('searches.create', {
    fields: {
      questionId,
      source: 'MEDLINE',
      dateRun: '2026-11-01',
      searchString: 'bench',
      recordsReported: RECORDS,
    },
  });
  for (let from = 0; from < RECORDS; from += PER_IMPORT)
    await call('searches.importRecords', { searchId: search.id, text: ris(from, PER_IMPORT) });

  const firstTimes: number[] = [];
  const nextTimes: number[] = [];
  const decideTimes: number[] = [];
  const shownTimes: number[] = [];
  const timed = async <T>(into: number[], op: string, input: unknown) => {
    const t = performance.now();
    const answer = await call<T>(op, input);
    into.push(performance.now() - t);
    return answer;
  };

  let hand: Rec[] = [];
  const sent = new Set<string>();
  let lastGiven: string | undefined;
  let refilling: Promise<void> | null = null;
  const refill = () => {
    refilling ??= timed<{ records: Rec[] }>(lastGiven ? nextTimes : firstTimes, 'screening.next', {
      questionId,
      stage: 'titleAbstract',
      count: AHEAD,
      skip: [...hand.map((r) => r.id), ...sent].slice(0, 50),
      ...(lastGiven ? { after: lastGiven } : {}),
    })
      .then(({ records }) => {
        const have = new Set(hand.map((r) => r.id));
        hand = [...hand, ...records.filter((r) => !have.has(r.id) && !sent.has(r.id))];
        lastGiven = records.at(-1)?.id ?? lastGiven;
      })
      .finally(() => {
        refilling = null;
      });
    return refilling;
  };
  await refill();
  // Decisions go one after another, in the order made, as the page sends them.
  let sending: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < DECISIONS; i++) {
    const current = hand.shift()!;
    const t = performance.now();
    sent.add(current.id);
    sending = sending.then(() =>
      timed(decideTimes, 'screening.decide', {
        questionId,
        recordId: current.id,
        stage: 'titleAbstract',
        decision: i % 3 ? 'exclude' : 'include',
      }).then(() => sent.delete(current.id)),
    );
    if (hand.length < REFILL_BELOW) void refill();
    // The next record is shown when the page holds one.
    while (hand.length === 0) await refill();
    shownTimes.push(performance.now() - t);
    await sleep(PACE_MS);
  }
  await sending;

  const p95 = percentile(shownTimes, 95);
  console.log(
    `\nScreening ${RECORDS.toLocaleString('en-CA')} records, ${DECISIONS} decisions at one per ${PACE_MS} ms (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}, ${cpus().length} cores):`,
  );
  console.log(
    `  decision → next record shown   p50 ${ms(percentile(shownTimes, 50))}   p95 ${ms(p95)}   (budget p95 ≤ ${BUDGET_P95_MS} ms)`,
  );
  console.log(`  screening.next, first (whole)  ${ms(firstTimes[0] ?? NaN)}`);
  console.log(
    `  screening.next, onward (API)   p50 ${ms(percentile(nextTimes, 50))}   p95 ${ms(percentile(nextTimes, 95))}   (${nextTimes.length} calls)`,
  );
  console.log(
    `  screening.decide (API)         p50 ${ms(percentile(decideTimes, 50))}   p95 ${ms(percentile(decideTimes, 95))}`,
  );
  failed = p95 > BUDGET_P95_MS;
  if (failed) console.log('Over budget.');
} finally {
  await platform.stop();
}
process.exit(failed ? 1 : 0);
