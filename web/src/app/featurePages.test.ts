// The web app reads the features' route modules by a glob; the contract puts the same modules
// together from its list of features. Both must give the same table and the same paths: a
// feature folder missing from the list, or a stray routes.ts, shows here.
import { describe, expect, it } from 'vitest';

import { paths as contractPaths, routes } from '@hta/functions/contract';

import { paths } from './paths';
import { routeTable } from './routeTable';

const keyOf = (r: { layout: number; path: string }) => `${r.layout} ${r.path}`;

describe("the features' pages, as the web app and the contract each put them together", () => {
  it('give the same routes', () => {
    expect([...routeTable].sort((a, b) => keyOf(a).localeCompare(keyOf(b)))).toEqual(
      [...routes].sort((a, b) => keyOf(a).localeCompare(keyOf(b))),
    );
  });

  it('give the same paths', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(contractPaths).sort());
    for (const [name, path] of Object.entries(contractPaths)) {
      const web = (paths as Record<string, string | ((id: string) => string)>)[name];
      if (typeof path === 'string') expect(web, name).toBe(path);
      else expect(typeof web === 'function' && web('rec-1'), name).toBe(path('rec-1'));
    }
  });
});
