// The route sweep's parts (sweep.spec.ts runs it on the test seed, scaled.spec.ts at ten times
// the demo data). Every route of the route table (functions/src/contract/routes.ts), with real
// records for `:id` parameters found through contract/paths.ts, is opened as a visitor, staff
// and an admin in Chromium (and as staff at phone width). A page fails on a console error, a
// failed request, an error shown on the page, a serious or critical accessibility violation
// (axe-core), a page wider than a 390 px phone, or landing anywhere but where the web app's guard
// (web/src/app/guard.ts) sends that role from that route. Every page added later is swept without
// anyone adding it here.
//
// Speed without checking less: one test per route, run in parallel by the workers; each worker
// keeps one signed-in page per role (sessions from auth.setup.ts) and reuses it; a page counts as
// loaded when it shows its route's title, nothing is busy and no request is in flight; axe runs
// on a page unless everything on it was already analysed on the same page, by any worker (see
// `shapeOf` and `shapesFile`); and
// the phone viewing is the staff page resized to 390 px after its desktop checks, not a second
// load (see PHONE_BY_LOAD). The report's last line says where the time went.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { test as base, type Page, type Request } from '@playwright/test';
import { matchPath, matchRoutes } from 'react-router-dom';

import { allRegistries, paths } from '../../functions/src/contract/index.js';
import { absolutePath, routes, type RouteAccess } from '../../functions/src/contract/index.js';
import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../support/session.js';
import { ADMIN, expect, seriousAxeViolations, stateFile } from './support.js';

export type Viewing = 'visitor' | 'staff' | 'admin' | 'staff (phone)';
/** Admin first: it sees the most, so the others' pages are most often analysed already. */
export const VIEWINGS: readonly Viewing[] = ['admin', 'staff', 'visitor', 'staff (phone)'];
const PHONE = { width: 390, height: 844 };
/**
 * Routes whose phone viewing is loaded at phone width rather than the staff page resized to it.
 * Measured on every route: after a resize every page is as wide as after a load at
 * 390 px, and shows the same elements (MUI's media queries and CSS breakpoints follow the
 * window), except the home page's (staff land there from /login too) and a facility's page, where
 * a few elements differed: those keep a load.
 */
const PHONE_BY_LOAD = new Set(['/home', '/login', '/facility2/:id']);
/**
 * Longest a page may take to settle. On a machine loaded far beyond its two cores (load 17),
 * an API call of an admin's cold load waited over 15 s in the Functions emulator's queue (every
 * execution in its log took under 9 s): waiting longer changes no verdict of a page that settles.
 */
const SETTLE_MS = 30_000;
/** How long the page must stay settled: a request chained on another starts well within it. */
const QUIET_MS = 150;
/**
 * How often a settling page is read. Read once a frame, four workers' pages kept Chromium busy
 * answering: the sweep alone took 177 s, against 157 s at 50 ms (and at 100 ms).
 */
const POLL_MS = 50;

/** What the sweep reads of the web app's guard (web/src/app/guard.ts). */
interface GuardModule {
  decide: (
    path: string,
    access: RouteAccess,
    auth: { ready: boolean; signedIn: boolean; admin: boolean },
  ) => { kind: 'wait' } | { kind: 'redirect'; to: string; from?: string } | { kind: 'continue' };
}
// Loaded at run time: type-checking the web app's module here would pull its route table, and
// with it every page of the web app, into the tests' project.
const guardFile = path.resolve(import.meta.dirname, '../../web/src/app/guard.ts');
const { decide } = (await import(pathToFileURL(guardFile).href)) as GuardModule;

/** Each absolute path once: where two layouts declare the same path, the first wins. */
const declared = [...new Map(routes.map((r) => [absolutePath(r), r])).values()];
/** The paths swept: every route's, and one no route has (the not-found page). */
export const sweptPaths = [...declared.map(absolutePath), '/no-such-page'];

/** The route a pathname opens, matched as the web app's router matches it. */
export function routeAt(pathname: string) {
  const matched = matchRoutes(
    declared.map((r) => ({ path: absolutePath(r), declaration: r })),
    pathname,
  );
  return matched?.at(-1)?.route.declaration;
}

/**
 * Where the guard lands `viewing` from `pathname`: its decisions followed to the end (a visitor
 * on a login route goes to /login, staff on an admin route to /whats-new, anyone signed in on
 * /login to /home). `from`: the original address the sign-in page is told to go back to.
 */
function expectedLanding(pathname: string, viewing: Viewing) {
  const auth = {
    ready: true,
    signedIn: viewing !== 'visitor',
    admin: viewing === 'admin',
  };
  let at = pathname;
  let from: string | undefined;
  for (let hops = 0; hops < 5; hops++) {
    // An unknown path is the not-found page, open to anyone.
    const decision = decide(at, routeAt(at)?.access ?? 'public', auth);
    if (decision.kind !== 'redirect') return { pathname: at, from, route: routeAt(at) };
    from = decision.from ?? from;
    at = decision.to;
  }
  throw new Error(`The guard redirects in a loop from ${pathname} as ${viewing}.`);
}

/**
 * The registry whose records a parameterised path shows: the paths-module function producing it,
 * named after the registry's record key (community, communityEdit, communityEditChat…).
 */
function registryFor(pattern: string) {
  const entry = Object.entries(paths).find(
    ([, p]) => typeof p === 'function' && matchPath({ path: pattern, end: true }, p('x1')),
  );
  if (!entry) return undefined;
  const key = entry[0].replace(/(Edit)?(Chat)?$/, '');
  // Exactly its record key, or the record key of the record it works on followed by what it
  // does there (questionScreening: a question's screening).
  return (
    allRegistries.find((r) => r.recordKey === key) ??
    allRegistries
      .filter((r) => key.startsWith(r.recordKey) && /^[A-Z]/.test(key.slice(r.recordKey.length)))
      .sort((a, b) => b.recordKey.length - a.recordKey.length)[0]
  );
}

/** Disease and indicator pages: their subjects are series, not a registry's records. */
const isSubjectPage = (pattern: string) =>
  matchPath({ path: pattern, end: true }, paths.disease('x1')) !== null;
const SUBJECT = 'epi.subjects';

/** Real ids for the routes' parameters, one per registry, read through the API as an admin. */
async function sampleIds(): Promise<Map<string, string>> {
  const admin = await apiSignIn(ADMIN, DEMO_PASSWORD);
  const ids = new Map<string, string>();
  for (const pattern of sweptPaths) {
    if (!pattern.includes(':')) continue;
    if (isSubjectPage(pattern)) {
      const subjects = await callApi<{ items: Array<{ id: string }> }>(SUBJECT, {}, admin);
      const id = subjects.result?.items[0]?.id;
      if (!id) throw new Error(`The sweep found no disease or indicator to open for ${pattern}.`);
      ids.set(SUBJECT, id);
      continue;
    }
    const registry = registryFor(pattern);
    // A route whose records no registry holds gets an id nothing has: a real page shows "not
    // found" there and fails the sweep — declare its path in its feature's routes.ts, named after
    // its registry's record key.
    if (!registry || ids.has(registry.name)) continue;
    // Open pages show published needs to visitors: take a record every role may open.
    const filters = registry.name === 'clinicalNeeds' ? { status: 'published' } : {};
    // A seeded demo record where there is one: a record another test made may be in any state
    // that test left it in (its profile deleted, half written).
    const answer = await callApi<{ items: Array<{ id: string }> }>(
      `${registry.name}.list`,
      { pageSize: 50, filters },
      admin,
    );
    const items = answer.result?.items ?? [];
    const id = (items.find((item) => item.id.startsWith('demo-')) ?? items[0])?.id;
    if (!id) throw new Error(`The sweep found no ${registry.label} to open for ${pattern}.`);
    ids.set(registry.name, id);
  }
  return ids;
}

function urlFor(pattern: string, ids: Map<string, string>): string {
  if (!pattern.includes(':')) return pattern;
  const registry = registryFor(pattern);
  const id =
    (isSubjectPage(pattern) ? ids.get(SUBJECT) : registry && ids.get(registry.name)) ??
    'no-registry-holds-this';
  return pattern.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
}

/**
 * The page's shape: one hash per element, of the element in its place (the tags, roles and
 * classes of it and its ancestors) with what accessibility checks read of it — ARIA attributes,
 * role, tabindex, type, inline style, whether it has a name (text, label, title, alt), whether
 * the ids it refers to exist and its own id is unique. Styles come from classes (MUI's class
 * names carry a hash of their CSS) or the inline style, so two pages whose hashes are the same
 * set show the same elements in the same places with the same styles, and axe, which judges
 * elements by exactly these, finds the same on both; a page with any element not seen before is
 * analysed. Record-specific values (label text, links' targets) count by presence only.
 */
function shapeOf(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const hash = (text: string, seed: number) => {
      // cyrb53: 53 bits, so a few thousand elements never collide in practice.
      let h1 = 0xdeadbeef ^ seed;
      let h2 = 0x41c6ce57 ^ seed;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 2654435761);
        h2 = Math.imul(h2 ^ c, 1597334677);
      }
      h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
      h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
      return 4294967296 * (2097151 & h2) + (h1 >>> 0);
    };
    const idRefs = new Set(['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']);
    const byPresence = new Set(['aria-label', 'aria-valuenow', 'aria-valuetext', 'title', 'alt']);
    const kept = new Set(['role', 'tabindex', 'type', 'style', 'scope', 'lang', 'disabled']);
    const idCount = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]'))
      idCount.set(el.id, (idCount.get(el.id) ?? 0) + 1);
    const shape = new Set<number>([
      hash(`page|${document.documentElement.lang}|${document.title ? 'titled' : ''}`, 0),
    ]);
    const walk = (el: Element, placeHash: number) => {
      for (const child of el.children) {
        const place = hash(
          `${child.tagName}.${(child.getAttribute('class') ?? '').split(/\s+/).sort().join('.')}`,
          placeHash,
        );
        const attrs = [...child.attributes]
          .filter(
            (a) =>
              a.name.startsWith('aria-') ||
              kept.has(a.name) ||
              a.name === 'href' ||
              idRefs.has(a.name),
          )
          .map((a) => {
            if (idRefs.has(a.name) || a.name === 'aria-activedescendant')
              return `${a.name}=${a.value.split(/\s+/).every((id) => document.getElementById(id)) ? 'ok' : 'missing'}`;
            if (byPresence.has(a.name) || a.name === 'href')
              return `${a.name}=${a.value.trim() ? 1 : 0}`;
            return `${a.name}=${a.value}`;
          })
          .sort();
        const named = child.textContent.trim() !== '';
        const id = child.id ? ((idCount.get(child.id) ?? 0) > 1 ? 'duplicate-id' : 'id') : '';
        shape.add(hash(`${attrs.join(',')}|${named ? 'text' : ''}|${id}`, place));
        walk(child, place);
      }
    };
    walk(document.documentElement, 1);
    return [...shape];
  });
}

export interface Visit {
  route: string;
  viewing: Viewing;
  url: string;
  landed: string;
  /** Whether axe analysed it, found it all analysed on the same page already, or was not asked. */
  axe: 'analysed' | 'seen' | 'off';
  /**
   * How it was opened: a load of its address; inside the app already running in that viewing's
   * page (as its links do); or the page of the viewing before, resized.
   */
  opened: 'load' | 'in-app' | 'resize';
  /** Where an in-app navigation was refused (the page left behind asked first), so it loaded. */
  refusedBy?: string;
  ms: number;
  /** Where its time went: loading, settling, the checks, the shape, axe (ms). */
  phases: Record<string, number>;
  problems: string[];
}

/**
 * The shapes axe has analysed in this run, by every worker, keyed by the page they were on (its
 * layout and component; a visitor lands on the sign-in page from most routes: it is analysed
 * once). Kept in a file the workers append to, a line per analysis, so a page one worker has
 * analysed is not analysed again by the next (each kept its own set: a third of the analyses
 * repeated another worker's). sweepReport.ts clears it before the run.
 */
const shapesFile = (name: string) =>
  path.resolve(import.meta.dirname, `../../.hta/reports/${name}.axe-shapes.jsonl`);

function analysedShapes(file: string, key: string): Set<number> {
  const seen = new Set<number>();
  if (!existsSync(file)) return seen;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    let entry: { key: string; shape: number[] };
    try {
      entry = JSON.parse(line) as { key: string; shape: number[] };
    } catch {
      continue; // A line another worker is writing now: its shapes count from the next read.
    }
    if (entry.key === key) for (const h of entry.shape) seen.add(h);
  }
  return seen;
}

/** Requests a page has in flight, counted from Playwright's events. */
function inFlight(page: Page) {
  const open = new Set<Request>();
  const start = (r: Request) => open.add(r);
  const end = (r: Request) => open.delete(r);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    count: () => open.size,
    /** What is in flight, for a message. */
    urls: () => [...open].map((r) => r.url().slice(0, 120)),
    stop: () => {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

/** What a page shows while it works: a pending lazy page or query, a spinner, a skeleton. */
const BUSY = '[aria-busy="true"], .MuiCircularProgress-root, .MuiSkeleton-root';

/**
 * Waits until the page shows the title of the route at its address (set once that route's page
 * has rendered, after the guard's redirects), nothing on it is busy and no request is in flight,
 * and stays so for QUIET_MS. The not-found page has no declared title: any title will do.
 */
async function settle(
  page: Page,
  requests: { count(): number; urls(): string[] },
  inApp?: { idx: number },
): Promise<'settled' | 'blocked'> {
  const deadline = Date.now() + SETTLE_MS;
  let quietSince: number | undefined;
  for (;;) {
    // Read, then wait POLL_MS in the same call: one round trip to the browser a poll, not two.
    // Requests are counted on both sides of it, so none in flight when the page was read goes
    // unseen.
    const inFlightBefore = requests.count();
    // Runs in the page: what it uses from here is passed in, not closed over.
    const state = await page.evaluate(
      async ({ busy, pollMs }) => {
        const read = {
          title: document.title,
          idx: (history.state as { idx?: number } | null)?.idx ?? 0,
          pathname: location.pathname,
          busy: document.querySelectorAll(busy).length,
        };
        await new Promise((r) => setTimeout(r, pollMs));
        return read;
      },
      { busy: BUSY, pollMs: POLL_MS },
    );
    // An in-app navigation clears the title; the app sets it again once the new location has
    // rendered. Back at an earlier history entry with no title (a redirect replaces the pushed
    // entry, a refusal goes back from it): the old page refused to be left.
    if (inApp && state.title === '' && state.idx < inApp.idx) return 'blocked';
    const title = routeAt(state.pathname)?.title;
    const settled =
      inFlightBefore === 0 &&
      requests.count() === 0 &&
      state.busy === 0 &&
      (!inApp || state.title !== '') &&
      (title === undefined || state.title === `${title} · HTA Hub`);
    if (!settled) quietSince = undefined;
    else if (quietSince === undefined) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return 'settled';
    if (Date.now() > deadline)
      throw new Error(
        `not settled in ${SETTLE_MS / 1000} s on ${state.pathname}: title "${state.title}"` +
          `${title ? ` (its route's: "${title} · HTA Hub")` : ''}, ` +
          `${state.busy} busy, ${requests.count()} request(s) in flight` +
          (requests.count() ? ` (${requests.urls().join(', ')})` : ''),
      );
  }
}

/**
 * Opens `url` in the app running in `page`, as its links do: the address pushed onto the history
 * and React Router told by a popstate event (it reads the address anew). The title is cleared
 * first: RootLayout sets it on every navigation, so its return says the new location rendered.
 */
function navigateInApp(page: Page, url: string): Promise<number> {
  return page.evaluate((to) => {
    document.title = '';
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `sweep${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return idx;
  }, url);
}

/**
 * Opens a page as `viewing` and reports everything wrong with it. `opened`: 'load' loads its
 * address; 'in-app' navigates to it in the app already running in `page` (a load where the page
 * left behind refuses to be left); 'resize' resizes the page as it is (the staff viewing of the
 * same route) to a phone's width and checks it there.
 */
async function visit(
  page: Page,
  route: string,
  url: string,
  viewing: Viewing,
  /** Analyse accessibility, with the run's shapes file (`shapesFile`); false: do not. */
  axe: { shapes: string } | false,
  opened: Visit['opened'],
): Promise<Visit> {
  const problems: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text().slice(0, 300)}`);
  };
  const onPageError = (e: Error) => problems.push(`page error: ${e.message.slice(0, 300)}`);
  const onResponse = (r: { status(): number; url(): string; request(): { method(): string } }) => {
    if (r.status() >= 400 && r.request().method() !== 'OPTIONS')
      problems.push(`request failed: ${r.status()} ${r.url().slice(0, 200)}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  const requests = inFlight(page);
  const expected = expectedLanding(new URL(url, 'http://x').pathname, viewing);
  let axed: Visit['axe'] = 'off';
  const started = Date.now();
  const phases: Record<string, number> = {};
  let refusedBy: string | undefined;
  let mark = started;
  const phase = (name: string) => {
    const now = Date.now();
    phases[name] = now - mark;
    mark = now;
  };
  try {
    if (opened === 'in-app') {
      const from = page.url();
      const idx = await navigateInApp(page, url);
      phase('in-app');
      if ((await settle(page, requests, { idx })) === 'blocked') {
        // A form asks before it is left ("Leave without saving?"): load the address instead.
        opened = 'load';
        refusedBy = new URL(from).pathname;
        phase('blocked');
      }
    }
    if (opened !== 'in-app') {
      if (opened === 'load') await page.goto(url);
      else await page.setViewportSize(PHONE);
      phase(opened);
      await settle(page, requests);
    }
    phase('settle');
    const landed = new URL(page.url());
    if (landed.pathname !== expected.pathname)
      problems.push(
        `landed on ${landed.pathname}, where the guard sends it to ${expected.pathname}`,
      );
    else if ((landed.searchParams.get('from') ?? undefined) !== expected.from)
      problems.push(
        `sent to sign in from "${landed.searchParams.get('from')}", not "${expected.from}"`,
      );
    const errors = page.locator('.MuiAlert-standardError:visible, .MuiAlert-filledError:visible');
    for (const text of await errors.allInnerTexts())
      problems.push(`error shown: ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
    if (viewing === 'staff (phone)') {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) problems.push(`wider than a phone: ${width} px`);
    }
    phase('checks');
    if (axe) {
      // Pages of one component in one layout (/tech and /technology, a form new and edited)
      // are compared with each other; the shape decides whether anything on them is new.
      const key = expected.route
        ? `${expected.route.layout}:${expected.route.page}`
        : landed.pathname;
      const shape = await shapeOf(page);
      const seen = analysedShapes(axe.shapes, key);
      phase('shape');
      axed = shape.every((h) => seen.has(h)) ? 'seen' : 'analysed';
      if (axed === 'analysed') {
        problems.push(...(await seriousAxeViolations(page)));
        appendFileSync(axe.shapes, `${JSON.stringify({ key, shape })}\n`);
        phase('axe');
      }
    }
  } catch (error) {
    problems.push(`did not settle: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
    requests.stop();
  }
  return {
    route,
    viewing,
    url,
    landed: new URL(page.url()).pathname,
    axe: axed,
    opened,
    ...(refusedBy ? { refusedBy } : {}),
    ms: Date.now() - started,
    phases,
    problems,
  };
}

/** The sweep's fixtures, per worker: one page per viewing, opened when first asked for. */
const sweepTest = base.extend<
  object,
  { viewer: (viewing: Viewing) => Promise<Page>; sampleIds: Map<string, string> }
>({
  viewer: [
    async ({ browser }, use) => {
      const pages = new Map<Viewing, Page>();
      await use(async (viewing) => {
        const open = pages.get(viewing);
        if (open) return open;
        const context = await browser.newContext({
          ...(viewing === 'staff (phone)' ? { viewport: PHONE } : {}),
          ...(viewing === 'visitor'
            ? {}
            : { storageState: stateFile(viewing === 'admin' ? 'admin' : 'staff') }),
        });
        const page = await context.newPage();
        pages.set(viewing, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  sampleIds: [async ({}, use) => use(await sampleIds()), { scope: 'worker' }],
});

/** Where visits are written as they happen, for sweepReport.ts to tabulate after the run. */
const visitsFile = (name: string) =>
  path.resolve(import.meta.dirname, `../../.hta/reports/${name}.visits.jsonl`);

/**
 * Declares the sweep: one test per route, run in parallel, each opening the route as every one
 * of `viewings`. `axe`: analyse accessibility (never at phone width, where the desktop sweep has
 * analysed the same pages, and not in the scaled sweep, which is about data). `report`: the
 * table's name (`.hta/reports/<report>.txt`, written by sweepReport.ts after the run).
 */
export function defineSweep(options: {
  title: string;
  report: string;
  viewings: readonly Viewing[];
  axe: boolean;
  /** The paths swept (of `sweptPaths`); all unless told. */
  paths?: readonly string[];
}) {
  const file = visitsFile(options.report);
  const shapes = shapesFile(options.report);
  sweepTest.describe(options.title, () => {
    sweepTest.describe.configure({ mode: 'parallel' });
    for (const route of options.paths ?? sweptPaths) {
      sweepTest(route, async ({ viewer, sampleIds: ids }) => {
        const url = urlFor(route, ids);
        const broken: string[] = [];
        for (const viewing of options.viewings) {
          // The phone viewing resizes the staff page, just checked at desktop width.
          const resize =
            viewing === 'staff (phone)' &&
            options.viewings.includes('staff') &&
            !PHONE_BY_LOAD.has(route);
          const page = await viewer(resize ? 'staff' : viewing);
          const desktop = page.viewportSize();
          // The admin loads every address (deep links keep working); staff and visitors move
          // inside the app their page already runs, as a person follows links.
          const running = page.url().startsWith('http');
          const opened = resize
            ? 'resize'
            : viewing === 'admin' || viewing === 'staff (phone)' || !running
              ? 'load'
              : 'in-app';
          const result = await visit(
            page,
            route,
            url,
            viewing,
            options.axe && viewing !== 'staff (phone)' && { shapes },
            opened,
          );
          if (resize && desktop) await page.setViewportSize(desktop);
          mkdirSync(path.dirname(file), { recursive: true });
          appendFileSync(file, `${JSON.stringify(result)}\n`);
          if (result.problems.length)
            broken.push(
              `as ${viewing} (${url} → ${result.landed}): ${result.problems.join(' | ')}`,
            );
        }
        expect(broken, `problems on ${route}`).toEqual([]);
      });
    }
  });
}
