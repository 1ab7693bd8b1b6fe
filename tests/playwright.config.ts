// End-to-end tests in the Debian Chromium (Playwright's own browser download cannot run on
// our machines). `npm test` starts the platform and the web app and passes their URLs.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: '../.hta/reports/e2e.json' }],
    ['junit', { outputFile: '../.hta/reports/e2e.junit.xml' }],
  ],
  outputDir: '../.hta/e2e-results',
  use: {
    baseURL: process.env.HTA_WEB_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
