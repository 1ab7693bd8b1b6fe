// The app bar's word on saves made offline (issue 22 item 4): how many wait to be sent, and any
// the server refused on arrival — the first of those opens its dialog by itself, once.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { WriteConflictDialog } from '../../components/form/WriteConflictDialog';
import { useQueuedWrites } from '../../lib/useQueuedWrites';

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
        <WriteConflictDialog
          key={shown.mutationId}
          write={shown}
          onClose={() => {
            setLater((l) => new Set([...l, shown.mutationId]));
            setAsked(null);
          }}
        />
      )}
    </>
  );
}
