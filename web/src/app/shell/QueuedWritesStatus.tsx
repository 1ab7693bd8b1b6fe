// The app bar's word on saves made offline: how many wait to be sent, and any
// the server refused on arrival — the first of those opens its dialog by itself, once.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { DialogLoader } from '../../components/DialogLoader';
import { useQueuedWrites } from '../../lib/useQueuedWrites';

// Loaded when a refused write is shown (rare): its dialog, tables and the registries' declarations
// stay out of the shell every signed-in page downloads.
const WriteConflictDialog = lazy(() =>
  import('../../components/form/WriteConflictDialog').then((m) => ({
    default: m.WriteConflictDialog,
  })),
);

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

export function QueuedWritesStatus() {
  const writes = useQueuedWrites();
  const waiting = writes.filter((w) => w.outcome === 'waiting' || w.outcome === 'sending').length;
  const refused = writes.filter((w) => w.outcome === 'conflict' || w.outcome === 'refused');
  // Put aside with "Decide later" (until asked again through the button).
  const [later, setLater] = useState<ReadonlySet<number>>(new Set());
  const [asked, setAsked] = useState<number | null>(null);
  const shown =
    refused.find((w) => w.mutationId === asked) ?? refused.find((w) => !later.has(w.mutationId));
  const putAside = (mutationId: number) => {
    setLater((l) => new Set([...l, mutationId]));
    setAsked(null);
  };

  return (
    <>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ mx: 1, whiteSpace: 'nowrap', display: waiting ? 'block' : 'none' }}
      >
        {waiting ? `${waiting} waiting to send` : ''}
      </Typography>
      {refused.length > 0 && (
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          sx={{ mx: 1, whiteSpace: 'nowrap' }}
          onClick={() => setAsked(refused[0]?.mutationId ?? null)}
        >
          {changes(refused.length)} not sent
        </Button>
      )}
      {shown && (
        <Suspense fallback={<DialogLoader onClose={() => putAside(shown.mutationId)} />}>
          <WriteConflictDialog
            key={shown.mutationId}
            write={shown}
            onClose={() => putAside(shown.mutationId)}
          />
        </Suspense>
      )}
    </>
  );
}
