// Benchmark (issue 3 budgets): the first load of /login from a production build.
//   - JavaScript downloaded, gzip: budget ≤ 250 KB in total;
//   - no page's code in the first load other than the sign-in page's;
//   - cold browser to an interactive sign-in page (e-mail field focused, button enabled):
//     budget < 1.5 s.
// Prints figures; exits 1 when a budget is exceeded. Run: npm run bench:first-load
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { ROOT, portsFor } from '../../emulators/src/platform/config.js';
import { buildWeb, startWebPreview } from '../../emulators/src/platform/web.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const JS_BUDGET_KB = 250;
const INTERACTIVE_BUDGET_MS = 1500;
const ALLOWED_LAZY = [
  // The layouts of /login and the sign-in page itself; nothing else.
  'src/app/layouts/RootLayout.tsx',
  'src/app/layouts/AdminLayout.tsx',
  'src/features/auth/LoginPage.tsx',
];

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const ports = { ...portsFor('test'), web: 14999 };
  await buildWeb(ports);
  const dist = path.join(ROOT, 'web/dist');
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const pageOfFile = new Map(
    Object.values(manifest)
      .filter((c) => c.isDynamicEntry && c.src)
      .map((c) => [c.file, c.src as string]),
  );
  const web = await startWebPreview(ports);

  const interactive: number[] = [];
  const wall: number[] = [];
  let scripts: string[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const browser = await chromium.launch({
        executablePath: process.env.HTA_CHROMIUM ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      const page = await browser.newPage();
      const loaded: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          loaded.push(new URL(response.url()).pathname.slice(1));
      });
      await page.goto(`${web.url}/login`);
      await page.waitForFunction(() => {
        const email = document.activeElement as HTMLInputElement | null;
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Sign in',
        );
        return email?.type === 'email' && button !== undefined && !button.disabled;
      });
      interactive.push(await page.evaluate(() => performance.now()));
      wall.push(performance.now() - started);
      scripts = loaded;
      await browser.close();
    }
  } finally {
    await web.child.stop();
  }

  const sizes = scripts.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(dist, file))).length,
  }));
  const totalKb = sizes.reduce((n, s) => n + s.gzip, 0) / 1024;
  const pagesLoaded = scripts
    .map((f) => pageOfFile.get(f))
    .filter((src): src is string => Boolean(src));
  const foreign = pagesLoaded.filter((src) => !ALLOWED_LAZY.includes(src));

  console.log(`\nFirst load of /login (${RUNS} cold browsers, production build on localhost)`);
  for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}${pageOfFile.has(s.file) ? `  (lazy: ${pageOfFile.get(s.file)})` : ''}`,
    );
  }
  const p50 = median(interactive);
  console.log(
    `JavaScript, gzip:           ${totalKb.toFixed(1)} KB in ${scripts.length} files (budget ≤ ${JS_BUDGET_KB} KB)`,
  );
  console.log(`Lazy modules in first load: ${pagesLoaded.join(', ') || 'none'}`);
  console.log(`Other pages' code loaded:   ${foreign.length ? foreign.join(', ') : 'none'}`);
  console.log(
    `Navigation → interactive:   p50 ${p50.toFixed(0)} ms, max ${Math.max(...interactive).toFixed(0)} ms (budget < ${INTERACTIVE_BUDGET_MS} ms)`,
  );
  console.log(`Browser launch → interactive (wall): p50 ${median(wall).toFixed(0)} ms`);

  const over = totalKb > JS_BUDGET_KB || foreign.length > 0 || p50 >= INTERACTIVE_BUDGET_MS;
  console.log(over ? '\nOVER BUDGET' : '\nWithin budget');
  process.exit(over ? 1 : 0);
}

await main();
