import { Outlet, useMatches } from 'react-router-dom';

import type { RouteHandle } from '../routes';
import { AppShell } from '../shell/AppShell';

/** Layout 2: the app shell around the page; the sign-in page stands alone. */
export default function AdminLayout() {
  const leaf = useMatches().at(-1)?.handle as RouteHandle | undefined;
  if (leaf?.title === 'Sign in') return <Outlet />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
