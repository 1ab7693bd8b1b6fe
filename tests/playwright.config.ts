// End-to-end tests in the Debian Chromium (Playwright's own browser download cannot run on
// our machines). `npm test` starts the platform and the web app and passes their URLs.
// Two projects: `e2e` (every spec but the scaled one) on the test seed, then `scaled` on the
// same platform once `npm test` has added the scaled demo seed (HTA_SEED_SCALE=10). Both depend on
// `auth`, which signs staff and an admin in once per run (auth.setup.ts).
// Two workers, or as many as HTA_E2E_WORKERS says: `npm test` sets four when the cores are idle
// as the layer begins (a test spends most of its time waiting on the browser and the Functions
// emulator, which answers 4 requests at once; see emulators/src/cli/e2eWorkers.ts). Spec files
// run one after another in a worker (tests of one file share its data), the route sweep's tests
// spread over all (sweepKit.ts).
import { defineConfig } from '@playwright/test';

/** The report's name: the scaled run writes its own beside the main one. */
const report = process.env.HTA_E2E_REPORT ?? 'e2e';
const SCALED = /scaled\.spec\.ts$/;
/** Specs of the whole product here, and each feature's own in its web folder. */
const SPECS = [/tests\/e2e\/.+\.spec\.ts$/, /web\/src\/features\/.+\.e2e\.ts$/];

export default defineConfig({
  projects: [
    { name: 'auth', testMatch: /tests\/e2e\/auth\.setup\.ts$/ },
    { name: 'e2e', testMatch: SPECS, testIgnore: SCALED, dependencies: ['auth'] },
    { name: 'scaled', testMatch: SCALED, dependencies: ['auth'] },
  ],
  testDir: '..',
  globalSetup: './e2e/sweepReport.ts',
  // Two workers share two cores and the Functions emulator: on a busy machine a save or a list
  // took over 10 s (seen: 5 of 123 tests at load 25-30). Waiting longer changes no verdict of a
  // test that passes; HTA_E2E_WORKERS=1 runs them one at a time.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: Number(process.env.HTA_E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: `../.hta/reports/${report}.json` }],
    ['junit', { outputFile: `../.hta/reports/${report}.junit.xml` }],
  ],
  outputDir: `../.hta/${report}-results`,
  use: {
    baseURL: process.env.HTA_WEB_URL,
    // Traces only when asked for (HTA_E2E_TRACE=1: a failed test keeps its actions, DOM
    // snapshots, console and network). Recording them for every test cost a tenth of the layer's
    // CPU on our two cores (measured on the features' specs: 351 s of CPU with, 322 s without;
    // the project 187 s against 166 s). A failure still keeps its screenshot and the page's
    // accessibility snapshot (error-context.md).
    trace:
      process.env.HTA_E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    // The production build installs a service worker that precaches every chunk: in
    // each of the hundreds of fresh contexts the specs and the route sweep open, that would
    // download the whole app again. Blocked for every project; pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.HTA_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
