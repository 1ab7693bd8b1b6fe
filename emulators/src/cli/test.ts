// `npm test`: every layer in order, stopping at the first that fails:
//   1. lint + typecheck   2. unit and component tests (vitest)
//   3. integration tests and the Firestore conformance suite, against the emulators
//   4. end-to-end tests in Chromium (Playwright), against the emulators and a production build
// The emulators start once, for layers 3 and 4, and with the web app's production build they are
// begun at once, beside lint and the unit tests (which leave a core idle much of the time), so
// they are ready when layer 3 needs them. Prints each layer's time and the steps inside them,
// and ends with "N passed, N failed, N skipped".
// Layer 4 ends at ten times the data: the scaled demo seed is added to the same platform after
// every other end-to-end test (so none of them sees it), then the `scaled` Playwright project
// sweeps every route as an admin and checks that lists drop no record (tests/e2e/scaled.spec.ts).
// `npm test -- --only unit,integration` runs some layers; `--filter <text>` runs only the test
// files whose path contains the text, `--grep <pattern>` only the tests whose name matches.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { portsFor, ROOT, STATE_DIR } from '../platform/config.js';
import { startPlatform, type Platform } from '../platform/platform.js';
import { run } from '../platform/processes.js';
import { seedPlatform } from '../platform/seedPlatform.js';
import { buildWeb, startWebPreview } from '../platform/web.js';
import { e2eWorkers } from './e2eWorkers.js';
import { checkImportGraph, reportImportGraph } from './importGraph.js';

type LayerName = 'lint' | 'unit' | 'integration' | 'e2e';
const LAYERS: LayerName[] = ['lint', 'unit', 'integration', 'e2e'];
const REPORTS = path.join(STATE_DIR, 'reports');
const CHROMIUM = process.env.HTA_CHROMIUM ?? '/usr/bin/chromium';
/** The scaled seed the last end-to-end step runs on (HTA_SEED_SCALE). */
const SEED_SCALE = 10;
const SCALED_SPEC = 'tests/e2e/scaled.spec.ts';

interface Outcome {
  layer: LayerName;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
}

/** Steps inside the layers, timed for the table at the end (the platform, the web build…). */
const steps: Array<{ step: string; seconds: number }> = [];
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  steps.push({ step, seconds: (performance.now() - started) / 1000 });
  return result;
}

const tool = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);
// Colour only for a person at a terminal: CI logs are read by programs, which escape codes
// inside "Tests  221 passed" would defeat.
const plain = !process.stdout.isTTY || Boolean(process.env.CI);
if (plain) {
  // Every child (vite's build, the emulators, vitest) reads these.
  delete process.env.FORCE_COLOR;
  process.env.NO_COLOR = '1';
}
/**
 * Runs a Node tool. Playwright sets FORCE_COLOR=1 in its workers, and Node warns when NO_COLOR
 * is set too: for it, `colourOff` is FORCE_COLOR=0, which turns its reporter's colour off alone.
 */
const node = (
  args: string[],
  env: Record<string, string> = {},
  colourOff: 'NO_COLOR' | 'FORCE_COLOR=0' = 'NO_COLOR',
) => {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (plain && colourOff === 'FORCE_COLOR=0') {
    delete childEnv.NO_COLOR;
    childEnv.FORCE_COLOR = '0';
  }
  return run(process.execPath, args, { cwd: ROOT, env: childEnv });
};

function selectedLayers(): LayerName[] {
  const at = process.argv.indexOf('--only');
  if (at < 0) return LAYERS;
  const wanted = (process.argv[at + 1] ?? '').split(',');
  const unknown = wanted.filter((w) => !LAYERS.includes(w as LayerName));
  if (unknown.length)
    throw new Error(`Unknown layer(s): ${unknown.join(', ')}; choose from ${LAYERS.join(', ')}`);
  return LAYERS.filter((l) => wanted.includes(l));
}

/** `--filter <text>`: only test files whose path contains it. */
function fileFilter(): string[] {
  const at = process.argv.indexOf('--filter');
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  return value ? [value] : [];
}

/** `--grep <pattern>`: only tests whose name matches it. */
function nameFilter(flag: '-t' | '--grep'): string[] {
  const at = process.argv.indexOf('--grep');
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  return value ? [flag, value] : [];
}

/** Which Playwright projects `--filter` leaves something to run in (it filters spec paths). */
function e2eProjects(): { main: boolean; scaled: boolean } {
  const [filter] = fileFilter();
  if (!filter) return { main: true, scaled: true };
  const pattern = new RegExp(filter);
  const features = path.join(ROOT, 'web/src/features');
  const specs = [
    ...readdirSync(path.join(ROOT, 'tests/e2e'))
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => `tests/e2e/${f}`),
    ...readdirSync(features).flatMap((name) =>
      readdirSync(path.join(features, name))
        .filter((f) => f.endsWith('.e2e.ts'))
        .map((f) => `web/src/features/${name}/${f}`),
    ),
  ];
  return {
    main: specs.some((f) => f !== SCALED_SPEC && pattern.test(f)),
    scaled: pattern.test(SCALED_SPEC),
  };
}

function vitestCounts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

async function lintAndTypecheck(): Promise<Omit<Outcome, 'layer' | 'seconds'>> {
  const tsc = tool('typescript', 'bin/tsc');
  const [graph, ...checks] = await Promise.all([
    // The import-graph check's rules are tests: each shows in the tally.
    checkImportGraph(),
    node([tool('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']),
    ...['functions', 'web', 'emulators', 'tests'].map((ws) =>
      node([tsc, '-p', `${ws}/tsconfig.json`]),
    ),
    node([tool('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']),
    // Unused files and exports (knip.json): about 25 s here while the other checks run.
    node([tool('knip', 'bin/knip.js'), '--no-progress']),
  ]);
  const failed = checks.filter((code) => code !== 0).length;
  const rules = reportImportGraph(graph);
  return {
    ok: failed === 0 && rules.failed === 0,
    passed: rules.passed,
    failed: rules.failed,
    skipped: 0,
    note: failed ? `${failed} check(s) failed` : 'clean',
  };
}

async function vitest(
  config: string,
  report: string,
  env: Record<string, string> = {},
  options: string[] = [],
) {
  const code = await node(
    [
      tool('vitest', 'vitest.mjs'),
      'run',
      '--config',
      config,
      ...options,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      // JUnit XML too, the format CI systems read.
      '--reporter=junit',
      `--outputFile.junit=${report.replace(/\.json$/, '.junit.xml')}`,
      ...fileFilter(),
      ...nameFilter('-t'),
    ],
    env,
  );
  const counts = vitestCounts(report);
  return { ok: code === 0, ...counts };
}

async function main() {
  const testStarted = performance.now();
  const layers = selectedLayers();
  // Said at once, not after the other layers have run for minutes.
  if (layers.includes('e2e') && !existsSync(CHROMIUM)) {
    console.error(
      `✖ The end-to-end tests need Chromium, which is not at ${CHROMIUM}.\n` +
        '  Install it (Debian/Ubuntu: sudo apt-get install -y chromium), or point HTA_CHROMIUM at a\n' +
        '  Chrome or Chromium binary, or run the other layers: npm test -- --only lint,unit,integration',
    );
    process.exit(1);
  }
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const outcomes: Outcome[] = [];
  let platform: Platform | undefined;
  let stopWeb: (() => Promise<void>) | undefined;

  const runLayer = async (
    layer: LayerName,
    body: () => Promise<Omit<Outcome, 'layer' | 'seconds'>>,
  ) => {
    console.log(`\n▶ ${layer}`);
    const started = performance.now();
    let result: Omit<Outcome, 'layer' | 'seconds'>;
    try {
      result = await body();
    } catch (error) {
      console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
      result = { ok: false, passed: 0, failed: 0, skipped: 0, note: 'did not run to the end' };
    }
    const outcome = { layer, seconds: (performance.now() - started) / 1000, ...result };
    outcomes.push(outcome);
    return outcome.ok;
  };

  const platformEnv = (p: Platform): Record<string, string> => ({
    ...p.adminEnv,
    HTA_FUNCTIONS_URL: p.functionsUrl,
    HTA_BACKEND: p.backend,
    HTA_FAKE_VERTEX_URL: p.fakeVertexUrl ?? '',
    HTA_EMULATOR_LOG: p.logFile,
  });

  // Begun once, at the start, by the first layer that needs it; awaited where it is used.
  let platformStart: Promise<Platform> | undefined;
  const ensurePlatform = (): Promise<Platform> =>
    (platformStart ??= timed('platform start and seed', async () => {
      platform = await startPlatform({
        profile: 'test',
        echo: process.env.HTA_VERBOSE === '1',
        // The lint layer type-checks functions at the same time: building only emits.
        typeCheck: !layers.includes('lint'),
      });
      const seed = await seedPlatform(platform, 1);
      console.log(
        `Emulators ready (seed ${seed.communities.total} communities, ` +
          `${seed.facilities.total} facilities in ${seed.ms} ms)`,
      );
      return platform;
    }));
  let webBuild: Promise<void> | undefined;
  const ensureWebBuild = (): Promise<void> =>
    (webBuild ??= timed('web build', () => buildWeb(portsFor('test'))));
  // Begun now, beside lint and the unit tests; a failure is reported by the layer that awaits it.
  if (layers.includes('integration') || layers.includes('e2e'))
    ensurePlatform().catch(() => undefined);
  if (layers.includes('e2e')) ensureWebBuild().catch(() => undefined);

  try {
    for (const layer of layers) {
      let ok: boolean;
      if (layer === 'lint') {
        ok = await runLayer(layer, lintAndTypecheck);
      } else if (layer === 'unit') {
        // In our users' time zone (Saskatchewan keeps UTC−6 all year): a date read as UTC
        // midnight shows the day before there, and a test run in UTC would never see it.
        ok = await runLayer(layer, () =>
          vitest(
            'tests/vitest.unit.config.ts',
            path.join(REPORTS, 'unit.json'),
            { TZ: 'America/Regina' },
            [
              // A worker per core: Vitest's default keeps a core for its own process (one worker
              // on two cores), which mostly waits on the workers, so a core sat idle.
              '--maxWorkers=100%',
            ],
          ),
        );
      } else if (layer === 'integration') {
        ok = await runLayer(layer, async () => {
          const p = await ensurePlatform();
          return vitest(
            'tests/vitest.integration.config.ts',
            path.join(REPORTS, 'integration.json'),
            {
              ...platformEnv(p),
            },
          );
        });
      } else {
        ok = await runLayer(layer, async () => {
          if (!existsSync(CHROMIUM)) {
            throw new Error(
              `Chromium is not at ${CHROMIUM}. Install it (sudo apt-get install -y chromium) or set HTA_CHROMIUM.`,
            );
          }
          const p = await ensurePlatform();
          await ensureWebBuild();
          const web = await startWebPreview(p.ports);
          stopWeb = () => web.child.stop();
          // Measured now, while the suite's own processes wait: how busy others keep the cores.
          const { workers, why } = await e2eWorkers();
          console.log(`End-to-end tests on ${workers} workers (${why})`);
          const env = {
            ...platformEnv(p),
            HTA_WEB_URL: web.url,
            HTA_CHROMIUM: CHROMIUM,
            HTA_E2E_WORKERS: String(workers),
          };
          const playwright = (project: string, extra: Record<string, string> = {}) =>
            node(
              [
                tool('@playwright/test', 'cli.js'),
                'test',
                '--config',
                'tests/playwright.config.ts',
                `--project=${project}`,
                '--pass-with-no-tests',
                ...fileFilter(),
                ...nameFilter('--grep'),
              ],
              { ...env, ...extra },
              'FORCE_COLOR=0',
            );
          const wanted = e2eProjects();
          const main = wanted.main
            ? {
                ok: (await timed('e2e project', () => playwright('e2e'))) === 0,
                ...playwrightCounts(path.join(REPORTS, 'e2e.json')),
              }
            : { ok: true, passed: 0, failed: 0, skipped: 0 };
          if (!wanted.scaled) return main;
          // Added last, so no other test sees the scaled records.
          const seed = await timed(`seed at ${SEED_SCALE}×`, () => seedPlatform(p, SEED_SCALE));
          console.log(`Scaled seed: ${seed.demo} demo records written in ${seed.ms} ms`);
          const code = await timed('scaled project', () =>
            playwright('scaled', {
              HTA_SEED_SCALE: String(SEED_SCALE),
              HTA_E2E_REPORT: 'e2e-scaled',
            }),
          );
          const scaled = playwrightCounts(path.join(REPORTS, 'e2e-scaled.json'));
          return {
            ok: main.ok && code === 0,
            passed: main.passed + scaled.passed,
            failed: main.failed + scaled.failed,
            skipped: main.skipped + scaled.skipped,
          };
        });
      }
      if (!ok) break;
    }
  } finally {
    await stopWeb?.();
    // A platform or build begun for layers that did not get to run is waited for and stopped.
    await webBuild?.catch(() => undefined);
    await platformStart?.catch(() => undefined);
    await platform?.stop();
  }

  const passed = outcomes.reduce((n, o) => n + o.passed, 0);
  const failed = outcomes.reduce((n, o) => n + o.failed, 0);
  const skipped = outcomes.reduce((n, o) => n + o.skipped, 0);
  const allOk = outcomes.length === layers.length && outcomes.every((o) => o.ok);
  console.log('\nLayer         result   time     tests');
  for (const o of outcomes) {
    const tests =
      o.layer === 'lint'
        ? (o.note ?? '')
        : `${o.passed} passed, ${o.failed} failed${o.skipped ? `, ${o.skipped} skipped` : ''}`;
    console.log(
      `${o.layer.padEnd(13)} ${(o.ok ? 'ok' : 'FAILED').padEnd(8)} ${`${o.seconds.toFixed(1)} s`.padEnd(8)} ${tests}`,
    );
  }
  for (const layer of layers.slice(outcomes.length)) console.log(`${layer.padEnd(13)} not run`);
  console.log(
    `${'total'.padEnd(13)} ${''.padEnd(8)} ${((performance.now() - testStarted) / 1000).toFixed(1)} s`,
  );
  // Inside the layers (the platform and the web build overlap lint and the unit tests).
  for (const { step, seconds } of steps)
    console.log(`  ${step.padEnd(26)} ${seconds.toFixed(1)} s`);
  // A layer that failed without a failing test (a crash, lint) still counts as a failure.
  const failures = failed + outcomes.filter((o) => !o.ok && o.failed === 0).length;
  // CI reads this exact line, alone and last: "N passed, N failed, N skipped".
  console.log(`\n${passed} passed, ${failures} failed, ${skipped} skipped`);
  process.exit(allOk ? 0 : 1);
}

await main();
