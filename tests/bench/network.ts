// Benchmark: the app on a slow and on a long link, as our users connect
// (DOMAIN.md §10), from a production build over the local platform (ports +26000 unless
// HTA_PORT_OFFSET says otherwise), in Chromium throttled through the DevTools protocol
// (`Network.emulateNetworkConditions` on the page's CDP session).
//
// Profiles (Lighthouse's convention: 1 Mbps = 1024 × 1024 bits/s):
//   - slow 4G (Lighthouse's "mobileSlow4G"): 1.6 Mbps down, 750 kbps up, 150 ms latency;
//   - remote satellite: 600 ms latency, 1 Mbps both ways. 1 % packet loss was asked for, but the
//     protocol's `packetLoss` applies to WebRTC only (its documentation: "WebRTC packet loss"),
//     not to HTTP: it is not emulated, and the output says so.
// DevTools throttling is per request: each request waits the latency once (not per TCP/TLS
// round trip, no slow start), the service worker's own downloads are not throttled (it is
// another target), and no CPU slowdown is applied — figures are a lower bound of a real link.
//
// Each run, a fresh browser context (no cache, no session; its service worker blocked: the
// protocol does not throttle the worker, so it would precache the build at local speed and serve
// the page's later chunks — help a real first visit does not get; its install is measured apart):
//   cold  /login interactive (e-mail focused, button enabled), from navigation;
//         home: "Sign in" clicked → home interactive (its h1 "Welcome…", the main navigation,
//           and its figures in place of their placeholders: the home summary arrived);
//         list: the navigation's "Communities" clicked → the list's "1–25 of N";
//         record: a demo community's row clicked (found by the list's search) → its h1;
//         form: "Edit" clicked → the form holding the record's name;
//         save: the name changed, "Save" clicked → the record's page with the new name;
//   warm  a second context, visited once (signed in, the worker installed: its download is
//         printed), the page closed and the app opened again (service worker, HTTP cache, kept
//         queries and session in place): home from navigation, then the same steps;
//   offline: the context set offline, the record page reloaded → its h1 and the offline banner.
// Medians of BENCH_RUNS runs (default 3) per profile, with the bytes each step moved over the
// network (encoded, headers included; answers from the worker's cache or the HTTP cache move
// none) and its requests (those a step started and that ended after it too: waited for, not
// timed). Budgets: cold home ≤ 4 s in ≤ 15 requests on both; warm home ≤ 1.5 s on slow 4G; an
// offline reopen ≤ 1 s on both. BENCH_NETWORK_LOG=1 prints every request of the first run's steps;
// BENCH_PROFILES=<text> runs only the profiles whose name contains it (slow, satellite).
// Prints figures; exits 1 when a budget is exceeded. Run: npm run bench:network
import path from 'node:path';

import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';

process.env.HTA_PORT_OFFSET ??= '26000';

const { startPlatform } = await import('../../emulators/src/platform/platform.js');
const { seedPlatform } = await import('../../emulators/src/platform/seedPlatform.js');
const { ROOT } = await import('../../emulators/src/platform/config.js');
const { buildWeb, startWebPreview } = await import('../../emulators/src/platform/web.js');
const { apiCaller, signIn, DEMO_PASSWORD } = await import('./support.js');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_PROFILES=<text>: only the profiles whose name contains it. */
const ONLY = new RegExp(process.env.BENCH_PROFILES ?? '', 'i');
const LOG = process.env.BENCH_NETWORK_LOG === '1';
const STAFF = 'staff@hta.test';

interface Budgets {
  coldHomeMs: number;
  /** Requests of the cold home: on a long link each wave of them costs a round trip. */
  coldHomeRequests: number;
  warmHomeMs?: number;
  offlineMs: number;
}

interface Profile {
  name: string;
  latencyMs: number;
  downMbps: number;
  upMbps: number;
  /** Asked for; not emulated (see above). */
  lossPct: number;
  budgets: Budgets;
}

const PROFILES: Profile[] = [
  {
    name: 'slow 4G',
    latencyMs: 150,
    downMbps: 1.6,
    upMbps: 750 / 1024,
    lossPct: 0,
    budgets: { coldHomeMs: 4000, coldHomeRequests: 15, warmHomeMs: 1500, offlineMs: 1000 },
  },
  {
    name: 'satellite',
    latencyMs: 600,
    downMbps: 1,
    upMbps: 1,
    lossPct: 1,
    budgets: { coldHomeMs: 4000, coldHomeRequests: 15, offlineMs: 1000 },
  },
];

const profiles = PROFILES.filter((p) => ONLY.test(p.name));

/** Bytes a second, as the protocol takes throughput. */
const bytesPerSecond = (mbps: number) => Math.round((mbps * 1024 * 1024) / 8);

const STEPS = ['login', 'home', 'list', 'record', 'form', 'save'] as const;

interface Logged {
  url: string;
  /** The operation of an API call (its body's data.op). */
  op: string;
  method: string;
  startMs: number;
  endMs: number;
  bytes: number;
  /** Who asked: the page, or the service worker for itself. */
  by: 'page' | 'worker';
  failed: boolean;
}

interface Measure {
  ms: number;
  bytes: number;
  requests: number;
  log: Logged[];
}

/** How long a step's requests still in flight when it ends are waited for, to be counted. */
const IN_FLIGHT_WAIT_MS = 30_000;

/** Every request that crossed the network, by the page or by its worker, with its bytes. */
function networkLog(context: BrowserContext) {
  const started = new Map<Request, number>();
  /** The page's requests not finished yet, with when each ends. */
  const inFlight = new Map<Request, { startMs: number; ended: Promise<void> }>();
  const done: Logged[] = [];
  const pending = new Set<Promise<void>>();
  const finish = (request: Request, failed: boolean) => {
    const task = (async () => {
      const response = failed ? null : await request.response();
      // Answered from the worker's cache: nothing crossed the network for the page.
      if (response?.fromServiceWorker() && !request.serviceWorker()) return;
      const sizes = failed ? null : await request.sizes().catch(() => null);
      done.push({
        url: request.url(),
        op: /"op":"([^"]+)"/.exec(request.postData() ?? '')?.[1] ?? '',
        method: request.method(),
        startMs: started.get(request) ?? performance.now(),
        endMs: performance.now(),
        bytes: sizes
          ? sizes.responseBodySize +
            sizes.responseHeadersSize +
            sizes.requestBodySize +
            sizes.requestHeadersSize
          : 0,
        by: request.serviceWorker() ? 'worker' : 'page',
        failed,
      });
    })();
    pending.add(task);
    void task.finally(() => pending.delete(task));
  };
  const ended = new Map<Request, () => void>();
  context.on('request', (request) => {
    started.set(request, performance.now());
    if (request.serviceWorker()) return;
    inFlight.set(request, {
      startMs: performance.now(),
      ended: new Promise((resolve) => ended.set(request, resolve)),
    });
  });
  const settle = (request: Request) => {
    inFlight.delete(request);
    ended.get(request)?.();
    ended.delete(request);
  };
  context.on('requestfinished', (request) => {
    finish(request, false);
    settle(request);
  });
  context.on('requestfailed', (request) => {
    finish(request, true);
    settle(request);
  });
  return {
    /**
     * Runs `action` and answers its time, and the requests the page asked for meanwhile — those
     * still in flight when it ends too (waited for, not timed: a request the step started is the
     * step's, even when the step did not need its answer).
     */
    async measure(action: () => Promise<void>): Promise<Measure> {
      await Promise.all(pending);
      const from = done.length;
      const t0 = performance.now();
      await action();
      const ms = performance.now() - t0;
      const open = [...inFlight.values()].filter((r) => r.startMs >= t0).map((r) => r.ended);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(open),
        new Promise((resolve) => (timer = setTimeout(resolve, IN_FLIGHT_WAIT_MS))),
      ]);
      clearTimeout(timer);
      await Promise.all(pending);
      // A step's requests: the page's, asked for during it (an earlier step's answer arriving
      // meanwhile is that step's).
      const log = done.slice(from).filter((r) => r.by === 'page' && r.startMs >= t0);
      return {
        ms,
        bytes: log.reduce((n, r) => n + r.bytes, 0),
        requests: log.filter((r) => !r.failed).length,
        log: log.map((r) => ({ ...r, startMs: r.startMs - t0, endMs: r.endMs - t0 })),
      };
    },
    /** What the service worker downloaded for itself (its precache), so far. */
    workerBytes: () => done.filter((r) => r.by === 'worker').reduce((n, r) => n + r.bytes, 0),
  };
}

/** Throttles the page's requests through the DevTools protocol. */
async function throttle(page: Page, profile: Profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: bytesPerSecond(profile.downMbps),
    uploadThroughput: bytesPerSecond(profile.upMbps),
  });
  return {
    /** Offline in this session too: its conditions would otherwise keep the page online. */
    offline: () =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: true,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      }),
  };
}

const TIMEOUT = 90_000;

/** The home page is usable: its heading, the main navigation, and its figures arrived. */
const homeInteractive = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('h1')?.textContent.startsWith('Welcome') === true &&
      document.querySelector('nav[aria-label="Main"]') !== null &&
      document.querySelector('main .MuiSkeleton-root') === null,
    undefined,
    { timeout: TIMEOUT },
  );

/** The sign-in page is usable: e-mail field focused, button enabled. */
const signInReady = (page: Page) =>
  page.waitForFunction(
    () => {
      const email = document.activeElement as HTMLInputElement | null;
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Sign in',
      );
      return email?.type === 'email' && button !== undefined && !button.disabled;
    },
    undefined,
    { timeout: TIMEOUT },
  );

const heading = (page: Page, name: string) =>
  page
    .getByRole('heading', { level: 1, name, exact: true })
    .waitFor({ state: 'visible', timeout: TIMEOUT });

/** The steps after home, in the app as a person goes: list, record, form, save. */
async function pageSteps(
  page: Page,
  measure: (action: () => Promise<void>) => Promise<Measure>,
  community: { base: string; current: string; next: string },
): Promise<Record<'list' | 'record' | 'form' | 'save', Measure>> {
  const list = await measure(async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Communities', exact: true })
      .click();
    await page.getByText(/^1–25 of \d/).waitFor({ timeout: TIMEOUT });
  });
  // Finding the record through the list's search is not timed.
  await page.getByLabel('Search by name').fill(community.base);
  const row = page
    .getByRole('table', { name: 'Communities' })
    .getByRole('link', { name: community.current, exact: true });
  await row.waitFor({ timeout: TIMEOUT });
  const record = await measure(async () => {
    await row.click();
    await heading(page, community.current);
  });
  const form = await measure(async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.waitFor({ timeout: TIMEOUT });
    // The form holds the record once its answer arrived.
    const deadline = performance.now() + TIMEOUT;
    while ((await name.inputValue()) !== community.current) {
      if (performance.now() > deadline) throw new Error('The form never held the record');
      await page.waitForTimeout(20);
    }
  });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(community.next);
  const save = await measure(async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await heading(page, community.next);
  });
  return { list, record, form, save };
}

/** The community records kept in IndexedDB (idb-keyval's store): each one's name and time. */
const keptCommunities = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Array<{ name: string; at: number }>>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            resolve([]);
            return;
          }
          const all = db.transaction('keyval').objectStore('keyval').getAll();
          all.onerror = () => resolve([]);
          all.onsuccess = () => {
            type Kept = {
              clientState?: {
                queries: Array<{
                  queryKey: unknown[];
                  state: { data?: { community?: { name?: string } }; dataUpdatedAt: number };
                }>;
              };
            };
            resolve(
              (all.result as Kept[]).flatMap((client) =>
                (client.clientState?.queries ?? [])
                  .filter((q) => q.queryKey[0] === 'communities' && q.queryKey[1] === 'get')
                  .map((q) => ({
                    name: q.state.data?.community?.name ?? '?',
                    at: q.state.dataUpdatedAt,
                  })),
              ),
            );
          };
        };
      }),
  );

/** Until the record kept in IndexedDB has `name` (the persister writes at most once a second). */
async function keptOffline(page: Page, name: string) {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const kept = await keptCommunities(page);
    if (kept.some((k) => k.name === name)) return;
    if (performance.now() > deadline)
      throw new Error(`The kept record is not the saved one: ${JSON.stringify(kept)}`);
    await page.waitForTimeout(250);
  }
}

type RunResult = Record<
  `cold.${(typeof STEPS)[number]}` | `warm.${(typeof STEPS)[number]}`,
  Measure
> & {
  offline: Measure;
  workerKb: number;
};

/** What the page showed when a step failed, for the person reading the error. */
async function failed(context: BrowserContext) {
  const shown = context.pages().at(-1);
  if (!shown) return;
  const file = path.join(ROOT, '.hta/bench-network-failure.png');
  await shown.screenshot({ path: file }).catch(() => undefined);
  console.error(`The page when it failed (${shown.url()}): ${file}`);
}

async function oneRun(
  browser: Browser,
  url: string,
  profile: Profile,
  community: { base: string },
  names: string[],
): Promise<Partial<RunResult>> {
  const result: Partial<RunResult> = {};
  const [first, second, third] = names as [string, string, string];

  // Cold: a browser that has never seen the app. Its service worker is blocked: unthrottled (the
  // protocol throttles the page, not the worker, another target), it would precache the build at
  // local speed and answer the page's later chunks from there — help no real first visit gets.
  const coldContext = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const net = networkLog(coldContext);
    const page = await coldContext.newPage();
    await throttle(page, profile);
    result['cold.login'] = await net.measure(async () => {
      await page.goto(`${url}/login`);
      await signInReady(page);
    });
    await page.getByLabel(/E-mail/).fill(STAFF);
    await page.getByLabel(/Password/).fill(DEMO_PASSWORD);
    result['cold.home'] = await net.measure(async () => {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await homeInteractive(page);
    });
    const cold = await pageSteps(page, (action) => net.measure(action), {
      base: community.base,
      current: first,
      next: second,
    });
    for (const [step, m] of Object.entries(cold)) result[`cold.${step as 'list'}`] = m;
  } catch (error) {
    await failed(coldContext);
    throw error;
  } finally {
    await coldContext.close();
  }

  // The first visit of the warm context (not measured): signed in, the worker installed.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const net = networkLog(context);
    let page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel(/E-mail/).fill(STAFF);
    await page.getByLabel(/Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await homeInteractive(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });
    result.workerKb = net.workerBytes() / 1024;
    await page.close();

    // Warm: the app opened again, signed in, its code and the kept answers in place.
    page = await context.newPage();
    const link = await throttle(page, profile);
    result['warm.home'] = await net.measure(async () => {
      await page.goto(`${url}/home`);
      await homeInteractive(page);
    });
    const warm = await pageSteps(page, (action) => net.measure(action), {
      base: community.base,
      current: second,
      next: third,
    });
    for (const [step, m] of Object.entries(warm)) result[`warm.${step as 'list'}`] = m;

    // Offline: the record page just viewed, reloaded without a connection.
    await keptOffline(page, third);
    await context.setOffline(true);
    await link.offline();
    result.offline = await net.measure(async () => {
      await page.reload();
      await heading(page, third);
    });
    await page
      .getByRole('status')
      .filter({ hasText: /^Offline — showing data from/ })
      .waitFor({ timeout: TIMEOUT });
    await context.setOffline(false);
    await page.close();
  } catch (error) {
    await failed(context);
    throw error;
  } finally {
    await context.close();
  }
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function printLog(title: string, m: Measure) {
  console.log(`\n  ${title}: ${(m.ms / 1000).toFixed(2)} s, ${m.requests} requests`);
  for (const r of [...m.log].sort((a, b) => a.startMs - b.startMs)) {
    const u = new URL(r.url);
    const body = r.op ? ` ${r.op}` : '';
    console.log(
      `    ${r.startMs.toFixed(0).padStart(6)} → ${r.endMs.toFixed(0).padStart(6)} ms ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.method.padEnd(7)} ${u.host}${u.pathname.slice(0, 70)}${body}${r.failed ? ' FAILED' : ''}`,
    );
  }
}

async function main() {
  const platform = await startPlatform({ profile: 'test', echo: false });
  let web: Awaited<ReturnType<typeof startWebPreview>> | undefined;
  try {
    await seedPlatform(platform, 1);
    await buildWeb(platform.ports);
    web = await startWebPreview(platform.ports);

    // A demo community of the bench's own, renamed by each save.
    const base = `Network Bench ${Date.now().toString(36)}`;
    const name = (i: number) => `${base} ${i} (demo)`;
    const call = apiCaller(platform, await signIn(platform, STAFF));
    await call('communities.create', { fields: { name: name(0), type: 'Town' } });
    const community = { base };

    const browser = await chromium.launch({
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
    });
    const results = new Map<string, Array<Partial<RunResult>>>();
    let renamed = 0;
    const started = performance.now();
    try {
      for (const profile of profiles) {
        const runs: Array<Partial<RunResult>> = [];
        for (let run = 0; run < RUNS; run++) {
          const names = [name(renamed), name(renamed + 1), name(renamed + 2)];
          renamed += 2;
          runs.push(await oneRun(browser, web.url, profile, community, names));
          process.stdout.write(`  ${profile.name}: run ${run + 1} of ${RUNS} done\n`);
        }
        results.set(profile.name, runs);
      }
    } finally {
      await browser.close();
    }

    // The table: medians of each step (time, bytes over the network, requests).
    const cell = (runs: Array<Partial<RunResult>>, key: keyof RunResult) => {
      const ms = median(runs.map((r) => (r[key] as Measure).ms));
      const kb = median(runs.map((r) => (r[key] as Measure).bytes)) / 1024;
      const n = median(runs.map((r) => (r[key] as Measure).requests));
      return {
        ms,
        text: `${(ms / 1000).toFixed(2)} s ${kb.toFixed(0).padStart(4)} KB ${String(n).padStart(3)} req`,
      };
    };
    console.log(
      `\nThe app on a slow and a long link: median of ${RUNS} runs per profile (time; KB and requests over the network), production build over the local platform, Chromium throttled by the DevTools protocol`,
    );
    for (const profile of profiles) {
      console.log(
        `\n${profile.name}: ${profile.latencyMs} ms latency, ${profile.downMbps.toFixed(2)} Mbps down, ${profile.upMbps.toFixed(2)} Mbps up${profile.lossPct ? `; ${profile.lossPct} % packet loss NOT emulated (the DevTools protocol's packetLoss applies to WebRTC only)` : ''}`,
      );
      const runs = results.get(profile.name)!;
      const width = 28;
      console.log(`  ${'step'.padEnd(8)} ${'cold'.padEnd(width)} warm (second visit)`);
      for (const step of STEPS) {
        const c = cell(runs, `cold.${step}`);
        const label = step === 'login' ? '/login' : step;
        // Signed in, the second visit opens at home: no sign-in page.
        const warm = step === 'login' ? '—' : cell(runs, `warm.${step}`).text;
        console.log(`  ${label.padEnd(8)} ${c.text.padEnd(width)} ${warm}`);
      }
      console.log(
        `  ${'offline'.padEnd(8)} reopen of the record page: ${cell(runs, 'offline').text}`,
      );
      console.log(
        `  the service worker's install downloaded ${median(runs.map((r) => r.workerKb ?? 0)).toFixed(0)} KB (not throttled: another target)`,
      );
    }

    // Budgets.
    const over: string[] = [];
    for (const profile of profiles) {
      const runs = results.get(profile.name)!;
      const report = (label: string, ok: boolean, shown: string) => {
        console.log(`  ${`${profile.name}, ${label}:`.padEnd(36)} ${shown} ${ok ? 'ok' : 'OVER'}`);
        if (!ok) over.push(`${profile.name} ${label}`);
      };
      const check = (label: string, key: keyof RunResult, budget: number) => {
        const ms = cell(runs, key).ms;
        report(
          label,
          ms <= budget,
          `${(ms / 1000).toFixed(2)} s (budget ≤ ${(budget / 1000).toFixed(1)} s)`,
        );
      };
      const { budgets } = profile;
      if (profile === profiles[0]) console.log('\nBudgets');
      check('cold sign-in → home', 'cold.home', budgets.coldHomeMs);
      const requests = median(runs.map((r) => r['cold.home']!.requests));
      report(
        'cold sign-in → home, requests',
        requests <= budgets.coldHomeRequests,
        `${requests} (budget ≤ ${budgets.coldHomeRequests})`,
      );
      if (budgets.warmHomeMs !== undefined) check('warm home', 'warm.home', budgets.warmHomeMs);
      check('offline reopen', 'offline', budgets.offlineMs);
    }

    if (LOG) {
      for (const profile of profiles) {
        const first = results.get(profile.name)![0]!;
        console.log(`\nRequests of the first ${profile.name} run (ms from the step's start)`);
        for (const key of [
          ...STEPS.map((s) => `cold.${s}` as const),
          ...STEPS.filter((s) => s !== 'login').map((s) => `warm.${s}` as const),
          'offline' as const,
        ])
          printLog(key, first[key]!);
      }
    }
    console.log(`\nMeasured in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    console.log(over.length ? `\nOVER BUDGET: ${over.join(', ')}` : '\nWithin budget');
    return over.length > 0 ? 1 : 0;
  } finally {
    await web?.child.stop();
    await platform.stop();
  }
}

process.exit(await main());
