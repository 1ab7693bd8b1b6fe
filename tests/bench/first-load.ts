// Benchmark: the first load of /login from a production
// build, then what each page adds to it.
//   - /login's JavaScript, gzip: budget ≤ 200 KB in total (measured in Chromium);
//   - no page's code in the first load other than the sign-in page's;
//   - cold browser to an interactive sign-in page (e-mail field focused, button enabled):
//     budget < 1.5 s;
//   - per page, what a person downloads to see it after /login (read from the build's
//     manifest):
//       first visit — everything beyond /login's files: the page's static imports and the
//         signed-in app around every page (the data layout — the query cache and its persister —,
//         the shell, the shell's actions, the Functions SDK every page calls the API with), as
//         when it is the first page opened after sign-in;
//       own — what it adds once the signed-in app is there and, for a list page, the list pages'
//         shared code (the list table and the registry list parts, downloaded once by the first
//         list page and counted in its first visit);
//       repeat visit — what the service worker has not precached (read from the built sw.js);
//     budgets: a list page's (one drawing the registry list table) own code ≤ 120 KB; sign-in →
//     a list page (/login's JavaScript and the page's first visit, each file counted once)
//     ≤ 300 KB;
//   - heavy code only in the pages that declare it (`heavy` in their feature's
//     web/src/features/<name>/feature.ts): chart code (@mui/x-charts), map code
//     (boundaries, d3-geo) and calendar code (FullCalendar);
//   - the repeat visit of /login with the service worker: the JavaScript it still
//     fetches from the network (measured) — 0, like every page's repeat visit.
// A page's own code is not its static imports minus the app entry's: that would count again
// chunks /login has already downloaded (MUI's core, React Router), and leave out the shell every
// signed-in page opens in — neither is what the person downloads.
// Prints figures; exits 1 when a budget is exceeded. Run: npm run bench:first-load
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium, type Page } from '@playwright/test';
import ts from 'typescript';

import { ROOT, portsFor } from '../../emulators/src/platform/config.js';
import { buildWeb, startWebPreview } from '../../emulators/src/platform/web.js';
import { absolutePath, routes } from '../../functions/src/contract/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const JS_BUDGET_KB = 200;
const LIST_PAGE_BUDGET_KB = 120;
const SIGN_IN_TO_LIST_BUDGET_KB = 300;
/** A list page is one drawing the registry list table (its class name, in ListTable.tsx). */
const LIST_GRID_MARKER = 'hta-list-table';
const INTERACTIVE_BUDGET_MS = 1500;
const ALLOWED_LAZY = [
  // The root layout and the sign-in page, which stands alone (no shell, no data layout).
  'src/app/layouts/RootLayout.tsx',
  'src/features/auth/LoginPage.tsx',
];
/** Lazy code every page loads: the service worker's registration (vite-plugin-pwa's). */
const SERVICE_WORKER_REGISTRATION = /\/node_modules\/workbox-window\//;

// Text only each kind of heavy code contains: @mui/x-charts' class-name prefixes, the TopoJSON
// objects' names, FullCalendar's day-grid class.
const HEAVY_MARKERS = {
  chart: ['MuiChartsSurface', 'MuiRadarChart', 'MuiChartsAxis'],
  map: ['census_divisions', 'health_regions'],
  calendar: ['fc-daygrid'],
} as const;
type Heavy = keyof typeof HEAVY_MARKERS;
const HEAVY = Object.keys(HEAVY_MARKERS) as Heavy[];

interface DeclaredPage {
  name: string;
  /** Its module as the build manifest names it: src/features/epi/EpiPage.tsx. */
  module: string;
  heavy: Heavy[];
}

/**
 * The pages the web app declares — each feature's `pages` (web/src/features/<name>/feature.ts)
 * and the app's own (web/src/app/features.ts) — read from their source: a page's module is its
 * loader's `import('./…')`, its heavy code its `heavy` list.
 */
function declaredPages(): { pages: DeclaredPage[]; actions: string[] } {
  const featuresDir = path.join(ROOT, 'web/src/features');
  const files = [
    'src/app/features.ts',
    ...readdirSync(featuresDir)
      .map((f) => `src/features/${f}/feature.ts`)
      .filter((f) => existsSync(path.join(ROOT, 'web', f))),
  ];
  const pages: DeclaredPage[] = [];
  const actions: string[] = [];
  /** `./X` imported by a loader (`() => import('./X')…`), as the manifest names its module. */
  const moduleOf = (file: string, load: ts.Expression | undefined) => {
    let specifier: string | undefined;
    const find = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      )
        specifier ??= node.arguments[0].text;
      ts.forEachChild(node, find);
    };
    if (load) find(load);
    if (!specifier) return undefined;
    const base = path.posix.join(path.posix.dirname(file), specifier);
    return ['.tsx', '.ts']
      .map((ext) => base + ext)
      .find((m) => existsSync(path.join(ROOT, 'web', m)));
  };
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, 'web', file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const field = (object: ts.ObjectLiteralExpression, key: string) =>
      object.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key,
      )?.initializer;
    const visit = (node: ts.Node) => {
      const declared = ts.isObjectLiteralExpression(node) ? field(node, 'pages') : undefined;
      if (declared && ts.isObjectLiteralExpression(declared)) {
        for (const page of declared.properties) {
          if (!ts.isPropertyAssignment(page) || !ts.isObjectLiteralExpression(page.initializer))
            continue;
          const name = page.name.getText();
          const load = field(page.initializer, 'load');
          const call = load && ts.isArrowFunction(load) ? load.body : undefined;
          const specifier =
            call &&
            ts.isCallExpression(call) &&
            call.expression.kind === ts.SyntaxKind.ImportKeyword &&
            call.arguments[0] &&
            ts.isStringLiteral(call.arguments[0])
              ? call.arguments[0].text
              : undefined;
          if (!specifier) throw new Error(`${file}: page ${name} is not loaded by import('./…')`);
          const base = path.posix.join(path.posix.dirname(file), specifier);
          const module = ['.tsx', '.ts']
            .map((ext) => base + ext)
            .find((m) => existsSync(path.join(ROOT, 'web', m)));
          if (!module) throw new Error(`${file}: page ${name}'s module ${specifier} is not found`);
          const action = moduleOf(file, field(page.initializer, 'action'));
          if (action) actions.push(action);
          const heavyList = field(page.initializer, 'heavy');
          const heavy =
            heavyList && ts.isArrayLiteralExpression(heavyList)
              ? heavyList.elements.filter(ts.isStringLiteral).map((e) => e.text as Heavy)
              : [];
          pages.push({ name, module, heavy });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { pages, actions };
}

const { pages: PAGES, actions: ACTIONS } = declaredPages();
/**
 * Around every signed-in page: the data layout (the query cache, its persister, notifications,
 * the features' declarations), the shell (AdminLayout's), the actions it offers on every page (a
 * feature page's `action`), and the Functions SDK every page calls the API with. The build puts
 * most of it, and home, in one chunk (`signed-in`, web/vite.config.ts), whose modules are no
 * longer keys of the manifest: the chunk stands for them.
 */
const SIGNED_IN_ROOTS = [
  'src/app/layouts/DataLayout.tsx',
  'src/app/layouts/AdminLayout.tsx',
  ...ACTIONS,
];
const SIGNED_IN_CHUNK = /^_signed-in-/;
const FUNCTIONS_SDK = /\/node_modules\/firebase\/functions\//;
/** The pages declared to draw with each kind of heavy code (the rest must not load it). */
const HEAVY_PAGES = Object.fromEntries(
  HEAVY.map((kind) => [kind, PAGES.filter((p) => p.heavy.includes(kind)).map((p) => p.module)]),
) as Record<Heavy, string[]>;

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

/** The routes of each page module: the contract's routes with the page each names. */
function routesByPage(): Map<string, string[]> {
  const moduleOf = new Map(PAGES.map((p) => [p.name, p.module]));
  const byModule = new Map<string, string[]>();
  for (const route of routes) {
    const src = moduleOf.get(route.page);
    if (!src) throw new Error(`No feature declares the page ${route.page}`);
    const shown = absolutePath(route).replace(/(.)\/$/, '$1');
    const known = byModule.get(src) ?? [];
    if (!known.includes(shown)) byModule.set(src, [...known, shown]);
  }
  return byModule;
}

/**
 * Each page's JavaScript beyond /login's files (`loginFiles`, measured): its first visit (with the
 * signed-in app around it), its own code, its repeat visit, and what it defers.
 */
function pageReport(
  manifest: Manifest,
  dist: string,
  precached: Set<string>,
  loginFiles: readonly string[],
) {
  const gz = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gz.get(file)!;
  };
  const kb = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + sizeOf(k), 0) / 1024;
  const has = (markers: string[]) => (key: string) => {
    const text = readFileSync(path.join(dist, manifest[key]!.file), 'utf8');
    return markers.some((m) => text.includes(m));
  };
  const carries = HEAVY.map((kind) => [kind, has([...HEAVY_MARKERS[kind]])] as const);
  const shown = new Set(loginFiles);
  const login = new Set(Object.keys(manifest).filter((k) => shown.has(manifest[k]!.file)));
  const beyondLogin = (keys: Iterable<string>) => [...keys].filter((k) => !login.has(k));
  const signedIn = new Set(
    beyondLogin(
      staticClosure(manifest, [
        ...SIGNED_IN_ROOTS.filter((k) => manifest[k]),
        ...Object.keys(manifest).filter((k) => FUNCTIONS_SDK.test(k) || SIGNED_IN_CHUNK.test(k)),
      ]),
    ),
  );
  const pages = Object.keys(manifest).filter(
    (k) => manifest[k]!.isDynamicEntry && k.startsWith('src/'),
  );
  const pageSet = new Set(pages);
  const routesOf = routesByPage();
  const measured = pages
    // The sign-in page is measured above, and stands without the shell.
    .filter((page) => routesOf.has(page) && !login.has(page))
    .map((page) => {
      const own = beyondLogin(staticClosure(manifest, [page])).filter((k) => !signedIn.has(k));
      return { page, own, isList: own.some(has([LIST_GRID_MARKER])) };
    });
  // The list pages' shared code (the list table…): in every list page; the first one downloads it.
  const lists = measured.filter((m) => m.isList);
  const listShared = new Set(
    lists.length === 0
      ? []
      : lists[0]!.own.filter((k) => lists.every((other) => other.own.includes(k))),
  );
  const rows = measured
    .map(({ page, own: beyond, isList }) => {
      const own = isList ? beyond.filter((k) => !listShared.has(k)) : beyond;
      const firstVisit = [...new Set([...signedIn, ...beyond])];
      const deferredRoots = beyond
        .flatMap((k) => manifest[k]!.dynamicImports ?? [])
        .filter((k) => !pageSet.has(k) || !routesOf.has(k));
      const deferred = beyondLogin(staticClosure(manifest, deferredRoots)).filter(
        (k) => !signedIn.has(k) && !beyond.includes(k),
      );
      const heavy = carries
        .filter(([, isIn]) => [...beyond, ...deferred].some(isIn))
        .map(([kind]) => kind);
      return {
        page,
        routes: routesOf.get(page)!,
        isList,
        firstVisitKb: kb(firstVisit),
        ownKb: kb(own),
        // A repeat visit (the worker installed) fetches only what it has not precached.
        repeatKb: kb(firstVisit.filter((k) => !precached.has(manifest[k]!.file))),
        deferredKb: kb(deferred),
        heavy,
      };
    })
    .sort((a, b) => b.firstVisitKb - a.firstVisitKb);
  return { rows, signedInKb: kb(signedIn), listSharedKb: kb(listShared) };
}

/** The files the built service worker precaches (its precache manifest in dist/sw.js). */
function precachedFiles(dist: string): Set<string> {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return new Set([...worker.matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]!));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const launch = () =>
  chromium.launch({
    executablePath: process.env.HTA_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** Until the sign-in page can be used: e-mail field focused, button enabled. */
const signInReady = (page: Page) =>
  page.waitForFunction(() => {
    const email = document.activeElement as HTMLInputElement | null;
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Sign in',
    );
    return email?.type === 'email' && button !== undefined && !button.disabled;
  });

/**
 * A second visit of /login once the service worker is installed: the JavaScript fetched from the
 * network (by the page, or by the worker for the page) and the scripts the worker answered.
 */
async function repeatVisit(url: string) {
  const browser = await launch();
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const network: string[] = [];
    let fromWorker = 0;
    context.on('response', (response) => {
      const request = response.request();
      const file = new URL(request.url()).pathname.slice(1);
      if (!file.endsWith('.js')) return;
      if (request.serviceWorker() || !response.fromServiceWorker()) network.push(file);
      else fromWorker++;
    });
    const started = performance.now();
    await page.reload();
    await signInReady(page);
    return { network, fromWorker, ms: performance.now() - started };
  } finally {
    await browser.close();
  }
}

async function main() {
  // The preview on its own port, offset like the platform's (HTA_PORT_OFFSET, default 10000 →
  // 14999), so helpers running the bench side by side never collide.
  const ports = { ...portsFor('test'), web: 4999 + Number(process.env.HTA_PORT_OFFSET ?? 10000) };
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
  let repeat: Awaited<ReturnType<typeof repeatVisit>> | undefined;
  try {
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const browser = await launch();
      const page = await browser.newPage();
      const loaded: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          loaded.push(new URL(response.url()).pathname.slice(1));
      });
      await page.goto(`${web.url}/login`);
      await signInReady(page);
      interactive.push(await page.evaluate(() => performance.now()));
      wall.push(performance.now() - started);
      scripts = loaded;
      await browser.close();
    }
    repeat = await repeatVisit(web.url);
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
  const foreign = pagesLoaded.filter(
    (src) => !ALLOWED_LAZY.includes(src) && !SERVICE_WORKER_REGISTRATION.test(src),
  );

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

  // The repeat visit: the worker answers every script; only what it lacks crosses the network.
  const repeatNetworkKb =
    repeat.network.reduce(
      (n, file) => n + gzipSync(readFileSync(path.join(dist, file))).length,
      0,
    ) / 1024;
  console.log(`\nRepeat visit of /login (service worker installed, same browser)`);
  console.log(
    `JavaScript from the network:  ${repeatNetworkKb.toFixed(1)} KB in ${repeat.network.length} files${repeat.network.length ? ` (${repeat.network.join(', ')})` : ''}; ${repeat.fromWorker} from the worker's cache (budget: 0 KB)`,
  );
  console.log(
    `Reload → interactive:         ${repeat.ms.toFixed(0)} ms (the worker's sw.js is revalidated on each visit: ${(gzipSync(readFileSync(path.join(dist, 'sw.js'))).length / 1024).toFixed(1)} KB gzip when changed)`,
  );

  const report = pageReport(manifest, dist, precachedFiles(dist), scripts);
  const pages = report.rows;
  const within = (ok: boolean) => (ok ? 'ok' : 'OVER');
  console.log(
    `\nAround every signed-in page (the data layout, the shell, its actions, the Functions SDK): ${report.signedInKb.toFixed(1)} KB beyond /login`,
  );
  console.log(
    `The list pages' shared code (the list table, the registry list parts): ${report.listSharedKb.toFixed(1)} KB, downloaded by the first list page`,
  );
  console.log(
    `\nEach page beyond /login, gzip: first visit (as the first page after sign-in, with the shell) | own (once the shell and, for a list page, the shared list code are there) | repeat visit (not precached); "+ later" loads on demand`,
  );
  for (const pg of pages) {
    const list = pg.isList
      ? `  [list: own ${within(pg.ownKb <= LIST_PAGE_BUDGET_KB)}; sign-in → here ${(totalKb + pg.firstVisitKb).toFixed(1)} KB ${within(totalKb + pg.firstVisitKb <= SIGN_IN_TO_LIST_BUDGET_KB)}]`
      : '';
    console.log(
      `  ${pg.firstVisitKb.toFixed(1).padStart(6)} | ${pg.ownKb.toFixed(1).padStart(6)} | ${pg.repeatKb.toFixed(1).padStart(4)} KB${list}${pg.deferredKb ? ` + ${pg.deferredKb.toFixed(1)} KB later` : ''}${pg.heavy.map((kind) => `  [${kind}]`).join('')}  ${pg.page.replace(/^src\/features\//, '')}  ${pg.routes.join(' ')}`,
    );
  }
  // Each kind of heavy code: in the pages declaring it (at least one), nowhere else.
  let heavyOver = false;
  for (const kind of HEAVY) {
    const carrying = pages.filter((pg) => pg.heavy.includes(kind)).map((pg) => pg.page);
    const stray = carrying.filter((page) => !HEAVY_PAGES[kind].includes(page));
    const label = `Pages with ${kind} code:`.padEnd(28);
    console.log(
      `${label}${carrying.join(', ') || 'none'} (declared: ${HEAVY_PAGES[kind].join(', ')})`,
    );
    console.log(
      `${`${kind} code elsewhere:`.padEnd(28)}${stray.join(', ') || 'none'} (budget: none)`,
    );
    if (stray.length > 0 || carrying.length === 0) heavyOver = true;
  }

  // The list pages: each one's own code, and sign-in → it in all.
  const lists = pages.filter((pg) => pg.isList);
  const listsOver = lists.filter((pg) => pg.ownKb > LIST_PAGE_BUDGET_KB);
  const heaviest = lists.reduce<{ page: string; kb: number }>(
    (worst, pg) =>
      totalKb + pg.firstVisitKb > worst.kb
        ? { page: pg.page, kb: totalKb + pg.firstVisitKb }
        : worst,
    { page: 'none', kb: 0 },
  );
  const signInOver = heaviest.kb > SIGN_IN_TO_LIST_BUDGET_KB;
  console.log(
    `\nList pages over ${LIST_PAGE_BUDGET_KB} KB of their own: ${listsOver.length} of ${lists.length}${listsOver.length ? ` (${listsOver.map((pg) => `${pg.page.replace(/^src\/features\//, '')} ${pg.ownKb.toFixed(1)}`).join(', ')})` : ''} (budget: none)`,
  );
  console.log(
    `Sign-in → list page, worst: ${heaviest.kb.toFixed(1)} KB (${heaviest.page.replace(/^src\/features\//, '')}; budget ≤ ${SIGN_IN_TO_LIST_BUDGET_KB} KB)`,
  );

  const repeatOver = repeat.network.length > 0 || pages.some((pg) => pg.repeatKb > 0);
  const over =
    heavyOver ||
    repeatOver ||
    listsOver.length > 0 ||
    signInOver ||
    totalKb > JS_BUDGET_KB ||
    foreign.length > 0 ||
    p50 >= INTERACTIVE_BUDGET_MS;
  console.log(over ? '\nOVER BUDGET' : '\nWithin budget');
  process.exit(over ? 1 : 0);
}

await main();
