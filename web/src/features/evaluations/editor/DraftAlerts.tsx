// The editor's warnings: changes left in this browser from before, offered back; and a conflict
// with someone else's save.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import type { Backup } from '../../../lib/localBackup';
import type { Values } from './useEvaluationDraft';

export function BackupOffer({
  offered,
  version,
  onRestore,
  onDiscard,
}: {
  offered: Backup<Values>;
  /** The saved evaluation's version. */
  version: number;
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
      This browser holds changes to this evaluation from{' '}
      {new Date(offered.savedAt).toLocaleString('en-US')} that were never saved
      {offered.version < version
        ? `, made on version ${offered.version}; the saved evaluation is at version ${version}, so restoring replaces the later changes`
        : ''}
      .
    </Alert>
  );
}

export function ConflictAlert({ onLoadTheirs }: { onLoadTheirs: () => void }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" onClick={onLoadTheirs}>
            Load theirs
          </Button>
        </Stack>
      }
    >
      Someone else saved this evaluation since you opened it, so your changes were not saved. They
      are kept in this browser: load their version, and you will be offered yours back to restore.
    </Alert>
  );
}
