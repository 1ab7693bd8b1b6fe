import { Outlet } from 'react-router-dom';

import { AppShell } from '../shell/AppShell';

/**
 * Layout 2: the app shell around the page (the sign-in page stands outside it: routes.tsx). The
 * shell comes with the layout, not after it: one round trip fewer before the first signed-in page.
 */
export default function AdminLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
