import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { count } from '@hta/functions/contract/plural';

import { decimal } from '../../lib/format';

import type { Progress } from './useChunkedRun';

/** A check or import under way: rows done of all, and a way to stop between chunks. */
export function RunProgress({
  progress,
  onStop,
}: {
  progress: NonNullable<Progress>;
  onStop: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography>
        {progress.label}: {decimal(progress.done)} of {count(progress.total, 'row')}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(progress.done / progress.total) * 100}
        aria-label={`${progress.label}: ${progress.done} of ${count(progress.total, 'row')}`}
        sx={{ my: 1 }}
      />
      <Button color="error" onClick={onStop}>
        Stop after this chunk
      </Button>
    </Paper>
  );
}
