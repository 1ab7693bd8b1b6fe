// The data router's route objects, built from the route table and the pages features declare.
import type { RouteObject } from 'react-router-dom';

import { PageLoader } from '../components/PageLoader';
import { pageNamed } from './features';
import { guardLoader } from './guardLoader';
import { routeTable, type LayoutId, type RouteEntry } from './routeTable';

export interface RouteHandle {
  title: string;
  access: RouteEntry['access'];
  layout: LayoutId;
}

function pageRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: entry.title, access: entry.access, layout: entry.layout };
  const common = {
    handle,
    loader: guardLoader(entry.access),
    lazy: async () => ({ Component: (await pageNamed(entry.page).load()).default }),
  };
  return entry.path === '' ? { index: true, ...common } : { path: entry.path, ...common };
}

const childrenOf = (layout: LayoutId) =>
  routeTable.filter((e) => e.layout === layout).map(pageRoute);

export const routes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./layouts/RootLayout')).default }),
    hydrateFallbackElement: <PageLoader />,
    errorElement: <PageLoader error />,
    children: [
      {
        path: '/old',
        lazy: async () => ({ Component: (await import('./layouts/ClassicLayout')).default }),
        children: childrenOf(1),
      },
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./layouts/AdminLayout')).default }),
        children: childrenOf(2),
      },
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./layouts/ChatLayout')).default }),
        children: childrenOf(3),
      },
      {
        path: '*',
        handle: { title: 'Page not found', access: 'public', layout: 2 } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).default }),
      },
    ],
  },
];
