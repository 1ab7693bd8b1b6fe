// Benchmark, on its own platform (ports +21000), as the import page runs it:
// chunks of IMPORT_CHUNK rows, one call after another.
//   - 951 communities (the census file, under new keys so they are created): the check of every
//     row (budget ≤ 5 s), then the writes (budget ≤ 20 s);
//   - the same file again: checked and written as unchanged (idempotent);
//   - a 10,000-row file (the census rows repeated under generated keys): check and write times;
//   - indicator values: the seed's own file (all unchanged), then 10,000 new values.
// Prints figures; exits 1 over budget. Run: npm run bench:import
import { readFileSync } from 'node:fs';
import path from 'node:path';

import Papa from 'papaparse';

process.env.HTA_PORT_OFFSET ??= '21000';

const { startPlatform } = await import('../../emulators/src/platform/platform.js');
const { seedPlatform } = await import('../../emulators/src/platform/seedPlatform.js');
const { ROOT } = await import('../../emulators/src/platform/config.js');
const { IMPORT_CHUNK, INDICATOR_FILE_MAPPING } =
  await import('../../functions/src/contract/index.js');
const { apiCaller, signIn } = await import('./support.js');

const CHECK_BUDGET_MS = 5000;
const WRITE_BUDGET_MS = 20000;

type Row = Record<string, string | number | null>;

const census = JSON.parse(
  readFileSync(path.join(ROOT, 'emulators/data/saskatchewan/sk_communities.json'), 'utf8'),
) as Array<{
  name: string;
  csdType: string;
  censusDivisionUid: string;
  censusDivisionName: string;
  population2021: number | null;
  population2016: number | null;
  remotenessIndex: number | null;
}>;

/** The census rows as an old system's export would hold them, under keys `prefix` + index. */
const rowsOf = (count: number, prefix: string): Row[] =>
  Array.from({ length: count }, (_, i) => {
    const c = census[i % census.length]!;
    return {
      CSD: `${prefix}${String(i).padStart(7 - prefix.length, '0')}`,
      Name: `${c.name} (bench ${i})`,
      Type: c.csdType,
      'CD uid': c.censusDivisionUid,
      'CD name': c.censusDivisionName,
      'Population 2021': c.population2021 === null ? '' : String(c.population2021),
      'Population 2016': c.population2016 === null ? '' : String(c.population2016),
      Remoteness: c.remotenessIndex === null ? '' : String(c.remotenessIndex),
    };
  });

const mapping = {
  csdUid: 'CSD',
  name: 'Name',
  type: 'Type',
  censusDivisionUid: 'CD uid',
  censusDivisionName: 'CD name',
  population2021: 'Population 2021',
  population2016: 'Population 2016',
  remotenessIndex: 'Remoteness',
};

/** `count` values of one new indicator: two places × 50 breakdowns × as many years as needed. */
const valuesOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    indicator_code: 'bench-indicator',
    indicator_name: 'Bench indicator',
    geography: i % 2 ? 'Canada' : 'Saskatchewan',
    breakdown: `Group ${Math.floor(i / 2) % 50}`,
    year: String(1000 + Math.floor(i / 100)),
    value: String(i % 97),
    unit: 'Percent',
    source: 'Bench file',
  }));

async function main() {
  const platform = await startPlatform({ profile: 'test', echo: false });
  try {
    await seedPlatform(platform);
    const call = apiCaller(platform, await signIn(platform, 'admin@hta.test'));

    /** Checks then writes a file chunk by chunk; returns the times and what happened. */
    const importFile = async (
      rows: Row[],
      registry = 'communities',
      fields: Record<string, string> = mapping,
    ) => {
      const chunks = Array.from({ length: Math.ceil(rows.length / IMPORT_CHUNK) }, (_, i) =>
        rows.slice(i * IMPORT_CHUNK, (i + 1) * IMPORT_CHUNK),
      );
      const actions: Record<string, number> = {};
      let seenKeys: Record<string, number> = {};
      // The versions each chunk's check saw, which its write is checked against (as the page does).
      const versions: Array<Record<string, number>> = [];
      let t = performance.now();
      for (const [i, chunk] of chunks.entries()) {
        const firstRow = i * IMPORT_CHUNK + 1;
        const { outcomes } = await call<{
          outcomes: Array<{ id: string | null; row: number; action: string; version?: number }>;
        }>('imports.check', { registry, rows: chunk, firstRow, mapping: fields, seenKeys });
        for (const o of outcomes) actions[o.action] = (actions[o.action] ?? 0) + 1;
        versions.push(
          Object.fromEntries(
            outcomes.flatMap((o) =>
              o.id && o.action !== 'refused' ? [[o.id, o.version ?? 0]] : [],
            ),
          ),
        );
        seenKeys = {
          ...seenKeys,
          ...Object.fromEntries(outcomes.flatMap((o) => (o.id ? [[o.id, o.row]] : []))),
        };
      }
      const checkMs = performance.now() - t;
      const written = { created: 0, updated: 0, unchanged: 0, refused: 0 };
      t = performance.now();
      for (const [i, chunk] of chunks.entries()) {
        const answer = await call<typeof written>('imports.write', {
          registry,
          rows: chunk,
          firstRow: i * IMPORT_CHUNK + 1,
          mapping: fields,
          source: 'bench.csv',
          versions: versions[i],
        });
        for (const k of Object.keys(written) as Array<keyof typeof written>)
          written[k] += answer[k];
      }
      return { checkMs, writeMs: performance.now() - t, actions, written };
    };

    // Warm: the emulator starts a runtime for the function on its first call.
    await call('imports.check', {
      registry: 'communities',
      rows: rowsOf(1, '491'),
      firstRow: 1,
      mapping,
    });

    const first = await importFile(rowsOf(951, '49'));
    const again = await importFile(rowsOf(951, '49'));
    const large = await importFile(rowsOf(10_000, '48'));
    // Indicator values: the seed's own file (unchanged), then 10,000 new values of one indicator.
    const seedValues = Papa.parse<Row>(
      readFileSync(path.join(ROOT, 'emulators/data/saskatchewan/sk_health_indicators.csv'), 'utf8'),
      { header: true, skipEmptyLines: true },
    ).data;
    const seedIndicators = await importFile(seedValues, 'indicators', INDICATOR_FILE_MAPPING);
    const manyValues = await importFile(valuesOf(10_000), 'indicators', INDICATOR_FILE_MAPPING);
    const line = (label: string, r: typeof first) =>
      console.log(
        `${label.padEnd(30)} check ${(r.checkMs / 1000).toFixed(1)} s (${JSON.stringify(r.actions)}), write ${(r.writeMs / 1000).toFixed(1)} s (${JSON.stringify(r.written)})`,
      );
    console.log(
      `\nImport of communities, ${IMPORT_CHUNK} rows a chunk (Firestore: ${platform.backend})`,
    );
    line('951 rows, new:', first);
    line('the same 951 again:', again);
    line('10,000 rows, new:', large);
    console.log('\nImport of indicator values');
    line(`the seed's ${seedValues.length.toLocaleString('en-CA')} values:`, seedIndicators);
    line('10,000 new values:', manyValues);
    console.log(
      `Budgets: check of 951 ≤ ${CHECK_BUDGET_MS / 1000} s, write of 951 ≤ ${WRITE_BUDGET_MS / 1000} s`,
    );
    const over =
      first.checkMs > CHECK_BUDGET_MS ||
      first.writeMs > WRITE_BUDGET_MS ||
      first.written.created !== 951 ||
      again.written.created + again.written.updated !== 0 ||
      large.written.created !== 10_000 ||
      seedIndicators.written.unchanged !== seedValues.length ||
      manyValues.written.created !== 10_000;
    console.log(over ? '\nOVER BUDGET' : '\nWithin budget');
    process.exitCode = over ? 1 : 0;
  } finally {
    await platform.stop();
  }
}

await main();
