// What a record form says about saves not on the server: input this browser kept from before (a
// closed tab), offered back; and a save made offline, waiting to be sent.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import type { Backup } from '../../lib/localBackup';
import { dateTime, time } from '../../lib/format';
import type { RegistryName } from '@hta/functions/contract';
import { useQueuedWrites } from '../../lib/useQueuedWrites';

export function BackupOffer({
  offered,
  label,
  version,
  onRestore,
  onDiscard,
}: {
  offered: Backup<unknown>;
  /** What the form is of: "this community". */
  label: string;
  /** The saved record's version (none: a new record). */
  version?: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert
      severity="warning"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" onClick={onRestore}>
            Restore
          </Button>
          <Button color="inherit" onClick={onDiscard}>
            Discard
          </Button>
        </Stack>
      }
    >
      This browser holds changes to {label} from {dateTime(offered.savedAt)} that were never saved
      {version !== undefined && offered.version < version
        ? `, made on version ${offered.version}; the saved record is at version ${version}, so ${
            offered.base
              ? 'restoring puts your changes on it and keeps the later changes to everything else'
              : 'restoring replaces the later changes'
          }`
        : ''}
      .
    </Alert>
  );
}

/** Shown on a record's form while a save of it made offline waits to be sent. */
export function WaitingToSend({ registry, id }: { registry: RegistryName; id: string }) {
  const waiting = useQueuedWrites().filter(
    (w) =>
      w.registry === registry &&
      w.input.id === id &&
      (w.outcome === 'waiting' || w.outcome === 'sending'),
  );
  const last = waiting.at(-1);
  if (!last) return null;
  return (
    <Alert severity="info">
      Your change saved at {time(last.submittedAt)} is waiting to send: it goes when the connection
      returns, and this form shows it. Saving again replaces it.
    </Alert>
  );
}
