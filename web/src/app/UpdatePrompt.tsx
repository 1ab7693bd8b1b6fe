import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

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

  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message="Update available — reload to use the new version of HTA Hub."
      // Announced politely (MUI's default role is "alert"); it stays until the person acts.
      // Dismissed, the new version waits: the next visit offers it again.
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } }}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') setNeedRefresh(false);
      }}
      action={
        <>
          <Button
            color="inherit"
            size="small"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void updateServiceWorker(true);
            }}
          >
            {reloading ? 'Reloading…' : 'Reload'}
          </Button>
          <IconButton
            aria-label="Dismiss the update"
            color="inherit"
            size="small"
            onClick={() => setNeedRefresh(false)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
