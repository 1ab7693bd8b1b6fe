import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadFunctions = vi.fn(() => Promise.resolve());
vi.mock('../lib/firebase', () => ({ loadFunctions }));

const { preloadRoutes } = await import('./preload');

describe('preloadRoutes', () => {
  const loaded: string[] = [];
  const lazy = (name: string) => () => {
    loaded.push(name);
    return Promise.resolve({});
  };
  const routes: RouteObject[] = [
    {
      lazy: lazy('root'),
      children: [
        { path: '/login', lazy: lazy('login') },
        {
          path: '/',
          lazy: lazy('layout'),
          children: [
            { path: 'home', lazy: lazy('home') },
            { path: 'site2/:id', lazy: lazy('site') },
          ],
        },
      ],
    },
  ];

  beforeEach(() => {
    loaded.length = 0;
    loadFunctions.mockClear();
  });

  it('loads the code of every route on the path, and the Functions SDK', () => {
    preloadRoutes(routes, '/site2/4711');
    expect(loaded).toEqual(['root', 'layout', 'site']);
    expect(loadFunctions).toHaveBeenCalledTimes(1);
  });

  it('loads no route for a path no route matches', () => {
    preloadRoutes([{ path: '/home', lazy: lazy('home') }], '/nowhere');
    expect(loaded).toEqual([]);
  });
});
