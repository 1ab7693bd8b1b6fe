// The route sweep's parts (sweep.spec.ts runs it on the test seed, scaled.spec.ts at ten times
// the demo data). The route sweep: every route of the route table, opened as a visitor, staff and an admin in
// Chromium (and as staff at phone width), failing on a console error, a failed request, an error
// shown on the page, a serious or critical accessibility violation (axe-core), or a page wider
// than a 390 px phone. Routes come from web/src/app/routeTable.ts and `:id` parameters from real
// records, found through contract/paths.ts — so every page added later is swept without anyone
// adding it here. Prints a table of routes × roles with what each showed and how long it took.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import AxeBuilder from '@axe-core/playwright';
import { matchPath } from 'react-router-dom';
import type { Browser, Page } from '@playwright/test';

import { allRegistries, paths } from '../../functions/src/contract/index.js';
import { callApi, DEMO_PASSWORD, signIn as apiSignIn } from '../support/session.js';
import { ADMIN, expect, signIn, STAFF } from './support.js';

export type Role = 'visitor' | 'staff' | 'admin';
const PHONE = { width: 390, height: 844 };

/** What the sweep reads of the web app's route table (web/src/app/routeTable.ts). */
interface RouteTableModule {
  routeTable: Array<{ layout: 1 | 2 | 3; path: string; access: string; title: string }>;
  absolutePath: (entry: { layout: 1 | 2 | 3; path: string }) => string;
}
// Loaded at run time: the table is data, but type-checking it here would pull every page of the
// web app (with its own module rules) into the tests' project.
const tableFile = path.resolve(import.meta.dirname, '../../web/src/app/routeTable.ts');
const { routeTable, absolutePath } = (await import(
  pathToFileURL(tableFile).href
)) as RouteTableModule;

/** Each absolute path once: where two layouts declare the same path, the first wins. */
const routes = [...new Map(routeTable.map((r) => [absolutePath(r), r])).values()];

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
  return allRegistries.find((r) => r.recordKey === key);
}

/** Real ids for the routes' parameters, one per registry, read through the API as an admin. */
async function sampleIds(): Promise<Map<string, string>> {
  const admin = await apiSignIn(ADMIN, DEMO_PASSWORD);
  const ids = new Map<string, string>();
  for (const route of routes) {
    const pattern = absolutePath(route);
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
    // found" there and fails the sweep — declare its path in contract/paths.ts, named after its
    // registry's record key.
    if (!registry || ids.has(registry.name)) continue;
    // Open pages show published needs to visitors: take a record every role may open.
    const filters = registry.name === 'clinicalNeeds' ? { status: 'published' } : {};
    const answer = await callApi<{ items: Array<{ id: string }> }>(
      `${registry.name}.list`,
      { pageSize: 1, filters },
      admin,
    );
    const id = answer.result?.items[0]?.id;
    if (!id) throw new Error(`The sweep found no ${registry.label} to open for ${pattern}.`);
    ids.set(registry.name, id);
  }
  return ids;
}

/** Disease and indicator pages: their subjects are series, not a registry's records. */
const isSubjectPage = (pattern: string) =>
  matchPath({ path: pattern, end: true }, paths.disease('x1')) !== null;
const SUBJECT = 'epi.subjects';

function urlFor(pattern: string, ids: Map<string, string>): string {
  if (!pattern.includes(':')) return pattern;
  const registry = registryFor(pattern);
  const id =
    (isSubjectPage(pattern) ? ids.get(SUBJECT) : registry && ids.get(registry.name)) ??
    'no-registry-holds-this';
  return pattern.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
}

export interface Visit {
  route: string;
  role: Role | 'staff (phone)';
  url: string;
  landed: string;
  ms: number;
  problems: string[];
}

export const visits: Visit[] = [];

/** Opens a page and reports everything wrong with it. */
async function visit(
  page: Page,
  route: string,
  url: string,
  role: Visit['role'],
  checks: { axe: boolean; overflow: boolean },
  /** Pages already analysed by axe in this sweep (visitors land on the sign-in page often). */
  analysed: Set<string>,
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
  const started = Date.now();
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // Lazy pages, loaders and queries have settled: nothing is still loading.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0, {
      timeout: 15_000,
    });
    const errors = page.locator('.MuiAlert-standardError:visible, .MuiAlert-filledError:visible');
    for (const text of await errors.allInnerTexts())
      problems.push(`error shown: ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
    if (checks.overflow) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) problems.push(`wider than a phone: ${width} px`);
    }
    const landedOn = new URL(page.url()).pathname;
    if (checks.axe && !analysed.has(landedOn)) {
      analysed.add(landedOn);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
        problems.push(
          `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('; ')})`,
        );
    }
  } catch (error) {
    problems.push(`did not settle: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
  }
  const result: Visit = {
    route,
    role,
    url,
    landed: new URL(page.url()).pathname,
    ms: Date.now() - started,
    problems,
  };
  visits.push(result);
  return result;
}

/**
 * Sweeps every route as `role`. `axe`: analyse accessibility (off at phone width, where the
 * desktop sweep has analysed the same pages, and in the scaled sweep, which is about data).
 */
export async function sweep(browser: Browser, role: Role, phone = false, axe = !phone) {
  const ids = await sampleIds();
  const context = await browser.newContext(phone ? { viewport: PHONE } : {});
  const page = await context.newPage();
  if (role !== 'visitor') await signIn(page, role === 'admin' ? ADMIN : STAFF);
  const analysed = new Set<string>();
  const broken: Visit[] = [];
  for (const route of [...routes.map(absolutePath), '/no-such-page']) {
    const url = urlFor(route, ids);
    const result = await visit(
      page,
      route,
      url,
      phone ? 'staff (phone)' : role,
      { axe, overflow: phone },
      analysed,
    );
    if (result.problems.length) broken.push(result);
  }
  await context.close();
  expect(
    broken.map((b) => `${b.route} (${b.url} → ${b.landed}): ${b.problems.join(' | ')}`),
    `pages with problems as ${role}${phone ? ' at phone width' : ''}`,
  ).toEqual([]);
}

/** Prints and saves the table of routes × roles: what each showed and how long it took. */
export function reportSweep(file: string, title = 'Route sweep') {
  const roles = ['visitor', 'staff', 'admin', 'staff (phone)'] as const;
  const byRoute = new Map<string, Map<string, Visit>>();
  for (const v of visits) {
    if (!byRoute.has(v.route)) byRoute.set(v.route, new Map());
    byRoute.get(v.route)!.set(v.role, v);
  }
  const cell = (v: Visit | undefined) =>
    v
      ? `${v.problems.length ? '✗' : '✓'} ${v.landed === v.url.split('?')[0] ? '' : `→${v.landed} `}${v.ms} ms`
      : '';
  const lines = [
    ['route', ...roles].join(' | '),
    ...[...byRoute].map(([route, byRole]) =>
      [route, ...roles.map((r) => cell(byRole.get(r)))].join(' | '),
    ),
  ];
  const total = visits.reduce((n, v) => n + v.ms, 0);
  lines.push(`${visits.length} visits in ${(total / 1000).toFixed(1)} s`);
  const table = lines.join('\n');
  console.log(`\n${title}\n${table}\n`);
  const reports = path.resolve(import.meta.dirname, '../../.hta/reports');
  mkdirSync(reports, { recursive: true });
  writeFileSync(path.join(reports, file), `${table}\n`);
}
