import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { allRegistries, paths } from '@hta/functions/contract';

import { absolutePath, routeTable } from './routeTable';

const patterns = routeTable.map(absolutePath);
const resolves = (path: string) => {
  const pathname = path.split('?')[0]!;
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
};

describe('paths (declared once, in the contract)', () => {
  it.each(Object.entries(paths))('%s resolves to a route of the route table', (_name, path) => {
    const example = typeof path === 'function' ? path('x1') : path;
    expect(resolves(example), example).toBe(true);
  });

  it('every registry’s record page resolves to a route', () => {
    for (const registry of allRegistries) {
      expect(resolves(registry.page('x1')), registry.name).toBe(true);
      if (registry.home) expect(resolves(registry.home.path), registry.name).toBe(true);
    }
  });
});
