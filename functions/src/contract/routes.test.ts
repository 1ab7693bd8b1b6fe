import { describe, expect, it } from 'vitest';

import { isAppPath, matchesRoute, routes } from './index.js';

describe('in-app paths (stored text links only inside the app)', () => {
  it.each([
    '/',
    '/home',
    '/site?q=regina',
    '/site2/abc',
    '/technology/x1/edit',
    '/clinical-needs/',
    '/clinical-needs',
    '/vendors/?vendor=v1',
    '/old',
    '/SITE',
    '/ffa?assessment=a1#top',
  ])('takes %s', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '//evil.test/x',
    '//',
    '/\\evil.test',
    'https://evil.test/x',
    'javascript:alert(1)',
    'site',
    '',
    '/nowhere',
    '/site2/',
    '/site2/a/b',
    '/site//x',
    '/site?q=<script>',
    '/site2/a b',
  ])('refuses %s', (path) => {
    expect(isAppPath(path)).toBe(false);
  });

  it('matches path names only (a query is not part of one)', () => {
    expect(matchesRoute('/site?q=1')).toBe(false);
    expect(matchesRoute('/site')).toBe(true);
  });
});

describe('the route table put together from the features', () => {
  it('declares each layout and path once (two features never claim one address)', () => {
    const addresses = routes.map((r) => `${r.layout} ${r.path.replace(/^\//, '')}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('puts layout 2 before layout 3, so a path both declare opens in layout 2 (the seed router)', () => {
    const layouts = routes.map((r) => r.layout);
    expect(layouts).toEqual([...layouts].sort());
  });
});
