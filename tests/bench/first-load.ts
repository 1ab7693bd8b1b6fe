// Benchmark (issue 3 budgets): the first load of /login from a production build.
//   - JavaScript downloaded, gzip: budget ≤ 250 KB in total;
//   - no page's code in the first load other than the sign-in page's;
//   - cold browser to an interactive sign-in page (e-mail field focused, button enabled):
//     budget < 1.5 s;
//   - every page's own JavaScript (what opening it adds to the app's entry), printed per page with
//     its routes; chart code (@mui/x-charts) only in pages that draw a chart (issue 11), map
//     code (boundaries, d3-geo) only in pages that draw a map (issue 13).
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

// Pages that draw a chart, and so may load chart code (the rest must not).
const CHART_PAGES = [
  'src/features/evaluations/ResultsPage.tsx',
  'src/features/ultrasound/UltrasoundPage.tsx',
  'src/features/epi/EpiPage.tsx',
  'src/features/epi/DiseasePage.tsx',
];
// Text only chart code contains: @mui/x-charts' class-name prefixes.
const CHART_MARKERS = ['MuiChartsSurface', 'MuiRadarChart', 'MuiChartsAxis'];
// Pages that draw a map, and so may load the boundaries and d3-geo (issue 13).
const MAP_PAGES = ['src/features/geography/SmallAreasPage.tsx', 'src/features/epi/DiseasePage.tsx'];
// Text only map code contains: the TopoJSON objects' names.
const MAP_MARKERS = ['census_divisions', 'health_regions'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Keys reachable from `roots` through static imports. */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

/** The routes of each page module, read from the route table (`p.name` → module, `r(…, p.name)`). */
function routesByPage(): Map<string, string[]> {
  const table = readFileSync(path.join(ROOT, 'web/src/app/routeTable.ts'), 'utf8');
  const moduleOf = new Map<string, string>();
  for (const [, name, rel] of table.matchAll(/(\w+): \(\) => import\('(\.\.?\/[^']+)'\)/g))
    moduleOf.set(name!, path.posix.join('src/app', rel!) + '.tsx');
  const routes = new Map<string, string[]>();
  for (const [, layout, route, name] of table.matchAll(
    /r\(\s*(\d),\s*'([^']*)',\s*'\w+',\s*(?:'[^']*'|"[^"]*"),\s*p\.(\w+)/g,
  )) {
    const src = moduleOf.get(name!);
    if (!src) continue;
    const shown = `${layout === '1' ? '/old' : ''}/${route!.replace(/^\//, '')}`.replace(
      /(.)\/$/,
      '$1',
    );
    const known = routes.get(src) ?? [];
    if (!known.includes(shown)) routes.set(src, [...known, shown]);
  }
  return routes;
}

/** Each page's own JavaScript: its static closure minus the app entry's; and what it defers. */
function pageReport(manifest: Manifest, dist: string) {
  const gz = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gz.get(file)!;
  };
  const has = (markers: string[]) => (key: string) => {
    const text = readFileSync(path.join(dist, manifest[key]!.file), 'utf8');
    return markers.some((m) => text.includes(m));
  };
  const isChart = has(CHART_MARKERS);
  const isMap = has(MAP_MARKERS);
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const entry = staticClosure(manifest, entries);
  const pages = Object.keys(manifest).filter(
    (k) => manifest[k]!.isDynamicEntry && k.startsWith('src/'),
  );
  const pageSet = new Set(pages);
  const routes = routesByPage();
  return pages
    .filter((page) => routes.has(page))
    .map((page) => {
      const own = [...staticClosure(manifest, [page])].filter((k) => !entry.has(k));
      const deferredRoots = own
        .flatMap((k) => manifest[k]!.dynamicImports ?? [])
        .filter((k) => !pageSet.has(k) || !routes.has(k));
      const deferred = [...staticClosure(manifest, deferredRoots)].filter(
        (k) => !entry.has(k) && !own.includes(k),
      );
      const charts = [...own, ...deferred].some(isChart);
      const maps = [...own, ...deferred].some(isMap);
      return {
        page,
        routes: routes.get(page)!,
        ownKb: own.reduce((n, k) => n + sizeOf(k), 0) / 1024,
        deferredKb: deferred.reduce((n, k) => n + sizeOf(k), 0) / 1024,
        charts,
        maps,
      };
    })
    .sort((a, b) => b.ownKb - a.ownKb);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const ports = { ...portsFor('test'), web: 14999 };
  await buildWeb(ports);
  const dist = path.join(ROOT, 'web/dist');
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
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

  const pages = pageReport(manifest, dist);
  console.log(
    `\nEach page's own JavaScript, gzip (beyond the app's entry; "+ later" loads on demand)`,
  );
  for (const pg of pages) {
    console.log(
      `  ${pg.ownKb.toFixed(1).padStart(7)} KB${pg.deferredKb ? ` + ${pg.deferredKb.toFixed(1)} KB later` : ''}${pg.charts ? '  [charts]' : ''}${pg.maps ? '  [maps]' : ''}  ${pg.page.replace(/^src\/features\//, '')}  ${pg.routes.join(' ')}`,
    );
  }
  const strayCharts = pages.filter((pg) => pg.charts && !CHART_PAGES.includes(pg.page));
  const chartPages = pages.filter((pg) => pg.charts).map((pg) => pg.page);
  console.log(`Pages with chart code:      ${chartPages.join(', ') || 'none'}`);
  console.log(
    `Chart code elsewhere:       ${strayCharts.length ? strayCharts.map((pg) => pg.page).join(', ') : 'none'} (budget: none)`,
  );

  const strayMaps = pages.filter((pg) => pg.maps && !MAP_PAGES.includes(pg.page));
  const mapPages = pages.filter((pg) => pg.maps).map((pg) => pg.page);
  console.log(`Pages with map code:        ${mapPages.join(', ') || 'none'}`);
  console.log(
    `Map code elsewhere:         ${strayMaps.length ? strayMaps.map((pg) => pg.page).join(', ') : 'none'} (budget: none)`,
  );

  const over =
    strayMaps.length > 0 ||
    mapPages.length === 0 ||
    totalKb > JS_BUDGET_KB ||
    foreign.length > 0 ||
    p50 >= INTERACTIVE_BUDGET_MS ||
    strayCharts.length > 0 ||
    chartPages.length === 0;
  console.log(over ? '\nOVER BUDGET' : '\nWithin budget');
  process.exit(over ? 1 : 0);
}

await main();
