import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { SaveState } from '../../../components/form/useAutosave';
import { percent } from '../labels';
import { SaveStatus } from './SaveStatus';

/** How much of the evaluation is answered, beside where its changes are (saved or not). */
export function AnsweredBar({
  share,
  state,
  auto,
}: {
  /** Share answered, 0–1. */
  share: number;
  state: SaveState;
  auto: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack sx={{ flex: 1, maxWidth: 360 }}>
          <Typography variant="body2" id="completeness-label">
            Answered: {percent(share)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={share * 100}
            aria-labelledby="completeness-label"
          />
        </Stack>
        <SaveStatus state={state} auto={auto} />
      </Stack>
    </Paper>
  );
}
