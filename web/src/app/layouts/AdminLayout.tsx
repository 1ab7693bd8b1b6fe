import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { PageLoader } from '../../components/PageLoader';

const AppShell = lazy(() => import('../shell/AppShell').then((m) => ({ default: m.AppShell })));

/** Layout 2: the app shell around the page (the sign-in page stands outside it: routes.tsx). */
export default function AdminLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <AppShell>
        <Outlet />
      </AppShell>
    </Suspense>
  );
}
