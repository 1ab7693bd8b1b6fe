// Every route of the seed's table (section 2) resolves to its layout and access. The literal
// below is a copy of the seed; the routes under test are generated from routeTable.ts.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { appRoutes } from '@hta/functions/contract/routes';

import { absolutePath, routeTable, type RouteEntry } from './routeTable';
import { routes, type RouteHandle } from './routes';

type SeedRow = [layout: 1 | 2 | 3, path: string, access: 'public' | 'login' | 'admin'];

const login = (layout: 2 | 3, paths: string[]): SeedRow[] => paths.map((p) => [layout, p, 'login']);

const SEED: SeedRow[] = [
  [1, '', 'public'], // layout 1's index: access "not shown"; no login flag, so open
  [2, '', 'login'],
  [2, 'login', 'public'],
  [2, 'home', 'login'],
  [2, 'whats-new', 'login'],
  [2, 'post/:id', 'login'],
  [2, 'post/create', 'admin'],
  [2, 'post/:id/edit', 'admin'],
  ...login(2, [
    'needs',
    'wait',
    'site',
    'addsite',
    'techSelect',
    'cycle',
    'pool',
    'chat',
    'pathways',
  ]),
  ...login(2, ['facilityProgress', 'facilitiespool', 'feedback', 'export', 'epi', 'seed']),
  ...login(2, [
    'site2/:id',
    'editsite/:id',
    'sag',
    'addfacility',
    'facility2/:id',
    'editfacility/:id',
  ]),
  ...login(2, ['/disease/:diseaseId', '/xp', '/ultrasound']),
  ...login(2, [
    '/technology/:id/edit',
    '/addtechnology',
    '/technology-evaluations',
    '/technology-evaluation/submit',
    '/technology-evaluation/:id',
    '/technology-evaluation/:id/edit',
    '/technology-evaluation-aggregate',
    '/ffa',
    '/talk',
    '/clinical-needs-assessments',
    '/clinical-needs-assessments/new',
    '/clinical-needs-assessment/:id',
    '/clinical-needs-assessment/:id/edit',
    '/clinical-needs-assessment/new',
    '/fee-gen',
  ]),
  [2, '/clinical-needs/:id', 'public'],
  [2, '/clinical-needs/:id/edit', 'public'],
  [2, '/clinical-needs/new', 'public'],
  [2, '/clinical-needs/', 'public'],
  [2, '/vendors/', 'public'],
  ...login(3, [
    'site2/:id',
    'addsite2',
    'editsite2/:id',
    'facility2/:id',
    'editfacility2/:id',
    'facilitiespool2',
  ]),
  ...login(3, ['addfacility2', 'pool2', 'tech', 'technology', '/technology/:id', 'whats-new']),
];

const example = (path: string) => path.replace(':diseaseId', 'D001').replace(':id', 'rec-42');

function resolve(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches.at(-1);
  return {
    handle: leaf?.route.handle as RouteHandle | undefined,
    index: leaf?.route.index === true,
  };
}

describe('the route table', () => {
  it('declares every route of the seed, with its layout and access', () => {
    for (const [layout, path, access] of SEED) {
      const entry = routeTable.find((e) => e.layout === layout && e.path === path);
      expect(entry, `${layout} ${path}`).toBeDefined();
      expect(entry?.access, `${layout} ${path}`).toBe(access);
    }
  });

  it('adds nothing to the seed except routes marked as additions', () => {
    const extra = routeTable.filter((e) => !SEED.some(([l, p]) => l === e.layout && p === e.path));
    expect(extra.filter((e) => !e.addition)).toEqual([]);
    // The app's own additions; a feature's (the study library's) are its own, marked as such.
    expect(
      extra.filter((e) => (appRoutes as readonly RouteEntry[]).includes(e)).map((e) => e.path),
    ).toEqual(['/about']);
  });

  it.each(SEED)('layout %s, %s resolves to its layout and access', (layout, path, access) => {
    const url = example(absolutePath({ layout, path }));
    const { handle } = resolve(url);
    // Where layouts 2 and 3 declare the same path, the first declared (layout 2) wins.
    const shadowed =
      layout === 3 &&
      SEED.some(([l, p]) => l === 2 && example(absolutePath({ layout: l, path: p })) === url);
    expect(handle?.layout).toBe(shadowed ? 2 : layout);
    expect(handle?.access).toBe(access);
  });

  it('opens the sign-in page alone, outside the layouts and the data layout', () => {
    // What /login's first load downloads (≤ 200 KB): the root and the page only; every
    // other page opens inside the data layout (the query cache) and its layout.
    const depth = (url: string) => matchRoutes(routes, url)?.length;
    expect(resolve('/login').handle?.title).toBe('Sign in');
    expect(depth('/login')).toBe(2);
    expect(depth('/home')).toBe(4);
    expect(depth('/no/such/page')).toBe(3);
  });

  it('sends unknown paths to the not-found page', () => {
    expect(resolve('/no/such/page').handle?.title).toBe('Page not found');
    expect(resolve('/site2').handle?.title).toBe('Page not found');
  });
});
