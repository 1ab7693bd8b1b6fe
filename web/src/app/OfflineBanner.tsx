// Says when the page shows kept answers because there is no connection: the
// time of the oldest answer shown, or that the page needs a connection when nothing was kept.
import Alert from '@mui/material/Alert';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

import { dateTime } from '../lib/format';

export type OfflineState = { kind: 'online' } | { kind: 'kept'; since: number } | { kind: 'none' };

/** What the page's queries (those on screen) amount to without a connection. */
export function offlineState(
  online: boolean,
  shown: Array<{ state: { data: unknown; dataUpdatedAt: number } }>,
): OfflineState {
  if (online) return { kind: 'online' };
  const times = shown.filter((q) => q.state.data !== undefined).map((q) => q.state.dataUpdatedAt);
  if (times.length > 0) return { kind: 'kept', since: Math.min(...times) };
  return { kind: 'none' };
}

const when = (ms: number) => dateTime(ms);

export function OfflineBanner() {
  const client = useQueryClient();
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  // A string snapshot, so the banner renders again only when what it says changes.
  const snapshot = useSyncExternalStore(subscribe, () =>
    JSON.stringify(
      offlineState(
        online,
        client
          .getQueryCache()
          .getAll()
          .filter((q) => q.getObserversCount() > 0),
      ),
    ),
  );
  const state = JSON.parse(snapshot) as OfflineState;
  if (state.kind === 'online') return null;
  return (
    <Alert
      severity={state.kind === 'kept' ? 'info' : 'warning'}
      role="status"
      aria-live="polite"
      // Placed by the notifications' bottom stack, under any notification (AppProviders).
      sx={{ width: 'min(560px, calc(100vw - 32px))' }}
    >
      {state.kind === 'kept'
        ? `Offline — showing data from ${when(state.since)}`
        : 'Offline — this page needs a connection: its data was not kept on this device.'}
    </Alert>
  );
}
