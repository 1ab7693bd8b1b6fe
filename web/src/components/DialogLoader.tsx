import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';

/**
 * Shown while a lazily loaded dialog's code arrives (its form code stays out of the page's first
 * load): an open, busy dialog, so the person sees their click answered and tests wait on aria-busy.
 */
export function DialogLoader({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label="Loading" aria-busy="true">
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        <CircularProgress aria-label="Loading" />
      </DialogContent>
    </Dialog>
  );
}
