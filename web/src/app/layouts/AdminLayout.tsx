import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';

import { PageLoader } from '../../components/PageLoader';
import type { RouteHandle } from '../routes';

// Lazy: the sign-in page, which stands alone, does not download the shell.
const AppShell = lazy(() => import('../shell/AppShell').then((m) => ({ default: m.AppShell })));

/** Layout 2: the app shell around the page; the sign-in page stands alone. */
export default function AdminLayout() {
  const leaf = useMatches().at(-1)?.handle as RouteHandle | undefined;
  if (leaf?.title === 'Sign in') return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AppShell>
        <Outlet />
      </AppShell>
    </Suspense>
  );
}
