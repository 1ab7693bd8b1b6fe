import { lazy, Suspense, useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// The notice's code (MUI's Snackbar) loads when a new version first waits, not on every first
// visit (/login's budget): the waiting version's worker has not taken over, so the running
// version's worker still serves this chunk, offline too.
const UpdateNotice = lazy(() => import('./UpdateNotice'));

/** How often an open tab asks the server for a new version (a navigation asks too). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (from the app's code: the CSP allows no inline script) and, when
 * a new version has been deployed and its worker is installed and waiting, offers to reload.
 * Reloading lets the new worker take over and then reloads every open tab of the app
 * (vite-plugin-pwa's `controlling` handler), so no page ever runs code of two versions; until
 * then the old worker keeps serving the old version whole. Builds only: the dev server's
 * `useRegisterSW` registers nothing.
 */
export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: (_url, r) => setRegistration(r) });

  // A tab left open for days still learns of a new version: an hourly check, when online.
  useEffect(() => {
    if (!registration) return;
    const timer = setInterval(() => {
      if (navigator.onLine) void registration.update().catch(() => undefined);
    }, UPDATE_CHECK_MS);
    return () => clearInterval(timer);
  }, [registration]);

  // Once shown, it stays mounted, so that dismissing it plays its closing transition.
  const [shown, setShown] = useState(false);
  if (needRefresh && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice
        open={needRefresh}
        reloading={reloading}
        onReload={() => {
          setReloading(true);
          void updateServiceWorker(true);
        }}
        onDismiss={() => setNeedRefresh(false)}
      />
    </Suspense>
  );
}
