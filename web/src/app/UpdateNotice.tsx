import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';

export interface UpdateNoticeProps {
  open: boolean;
  reloading: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/** "Update available — reload" (UpdatePrompt): its own chunk, loaded when a new version waits. */
export default function UpdateNotice({ open, reloading, onReload, onDismiss }: UpdateNoticeProps) {
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message="Update available — reload to use the new version of HTA Hub."
      // Announced politely (MUI's default role is "alert"); it stays until the person acts.
      // Dismissed, the new version waits: the next visit offers it again.
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } }}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onDismiss();
      }}
      action={
        <>
          <Button color="inherit" size="small" disabled={reloading} onClick={onReload}>
            {reloading ? 'Reloading…' : 'Reload'}
          </Button>
          <IconButton
            aria-label="Dismiss the update"
            color="inherit"
            size="small"
            onClick={onDismiss}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
