import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';

/** What a record's dialog shows when the record cannot be opened (deleted, a bad link…). */
export function RecordErrorDialog({
  label,
  message,
  onClose,
}: {
  label: string;
  message: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-label={`${label} not found`}>
      <DialogContent>
        <Alert severity="error">{message}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
