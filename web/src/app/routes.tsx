// The data router's route objects, built from the route table and the pages features declare.
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

import type { RoutePage } from '@hta/functions/contract';

import { PageLoader } from '../components/PageLoader';
import signInFeature from '../features/auth/feature';
import type { FeaturePage } from './feature';
import { guardLoader } from './guardLoader';
import { lazyComponent } from './lazyComponent';
import { prefetchPageData } from './pageData';
import { absolutePath, routeTable, type LayoutId, type RouteEntry } from './routeTable';

export interface RouteHandle {
  title: string;
  access: RouteEntry['access'];
  layout: LayoutId;
}

/**
 * The sign-in page stands alone: outside the layouts and the data layout (no shell, no query
 * cache — a visitor has nothing kept), and its page is read from the sign-in feature's own
 * declaration, so /login downloads neither the other features' declarations nor the data code.
 */
const STANDS_ALONE: Partial<Record<RoutePage, FeaturePage>> = signInFeature.pages;

/** A page declared by some feature: the features' declarations load with the first such page. */
const declaredPage = async (name: RoutePage) => (await import('./features')).pageNamed(name);

function pageRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title, access: entry.access, layout: entry.layout };
  const alone = STANDS_ALONE[entry.page];
  const guard = guardLoader(entry.access);
  const common = {
    handle,
    loader: async (args: LoaderFunctionArgs) => {
      const decided = await guard(args);
      // Past the guard, the page's first answers start beside its code.
      if (!alone) void prefetchPageData(entry.page, args.params);
      return decided;
    },
    // A page that fails — its code not fetched offline, above all — fails inside its layout,
    // which keeps the shell and navigation, instead of replacing the whole app.
    errorElement: <PageLoader error />,
    lazy: () => lazyComponent(async () => (alone ?? (await declaredPage(entry.page))).load()),
  };
  if (alone) return { path: absolutePath(entry), ...common };
  return entry.path === '' ? { index: true, ...common } : { path: entry.path, ...common };
}

const childrenOf = (layout: LayoutId) =>
  routeTable.filter((e) => e.layout === layout && !STANDS_ALONE[e.page]).map(pageRoute);

export const routes: RouteObject[] = [
  {
    lazy: () => lazyComponent(() => import('./layouts/RootLayout')),
    hydrateFallbackElement: <PageLoader />,
    errorElement: <PageLoader error />,
    children: [
      ...routeTable.filter((e) => STANDS_ALONE[e.page]).map(pageRoute),
      {
        lazy: () => lazyComponent(() => import('./layouts/DataLayout')),
        children: [
          {
            path: '/old',
            lazy: () => lazyComponent(() => import('./layouts/ClassicLayout')),
            children: childrenOf(1),
          },
          {
            path: '/',
            lazy: () => lazyComponent(() => import('./layouts/AdminLayout')),
            children: childrenOf(2),
          },
          {
            path: '/',
            lazy: () => lazyComponent(() => import('./layouts/ChatLayout')),
            children: childrenOf(3),
          },
          {
            path: '*',
            handle: { title: 'Page not found', access: 'public', layout: 2 } satisfies RouteHandle,
            lazy: () => lazyComponent(() => import('./pages/NotFoundPage')),
          },
        ],
      },
    ],
  },
];
