// The editor's warning of a conflict with someone else's save (changes left in this browser are
// offered back by the record forms' BackupOffer).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

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
