import { createBrowserRouter } from 'react-router-dom';

import { followRouter } from '../lib/liveNavigation';
import { authStore } from '../lib/session';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
followRouter(router);

// Sign-in, sign-out and claim changes re-run the guard on the current page.
let last = authStore.getState();
authStore.subscribe(() => {
  const next = authStore.getState();
  if (
    next.user?.uid !== last.user?.uid ||
    next.claims.admin !== last.claims.admin ||
    next.claims.staff !== last.claims.staff ||
    next.ready !== last.ready
  ) {
    void router.revalidate();
  }
  last = next;
});
