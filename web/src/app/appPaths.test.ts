// The server's check of stored in-app paths (contract/routes.ts) agrees with the router: a path
// it takes opens a route of the table, and one the router would not open is refused.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { isAppPath } from '@hta/functions/contract';

import { absolutePath, routeTable } from './routeTable';

const table = routeTable.map((r) => ({ path: absolutePath(r) }));
const routerOpens = (path: string) => (matchRoutes(table, path) ?? []).length > 0;

const samples = [
  ...routeTable.map((r) => absolutePath(r).replace(/:[A-Za-z]+/g, 'rec-42')),
  '/home/',
  '/SITE',
  '/site2/',
  '/site2/a/b',
  '/technology/x1/edit/more',
  '/nowhere',
];

describe('stored in-app paths', () => {
  it.each(samples)('%s: the check and the router agree', (path) => {
    expect(isAppPath(path)).toBe(routerOpens(path));
  });
});
