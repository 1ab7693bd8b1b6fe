// The queued writes (queuedWrites.ts) as a component sees them, rendered again when they change.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

import { writesIn, type QueuedWrite } from './queuedWrites';

export function useQueuedWrites(): QueuedWrite[] {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getMutationCache().subscribe(listener),
    [client],
  );
  // A string snapshot: a new array on every read would render without end.
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(writesIn(client)));
  return JSON.parse(snapshot) as QueuedWrite[];
}
