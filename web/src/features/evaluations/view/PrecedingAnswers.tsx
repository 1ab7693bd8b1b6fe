import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { PRECEDING_CONSIDERATIONS, type Evaluation } from '@hta/functions/contract';

import { capitalised } from '../labels';
import { resultColour } from './readout';

/** Each preceding consideration: its result, as a chip, and its answer. */
export function PrecedingAnswers({ preceding }: { preceding: Evaluation['preceding'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Preceding considerations
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '220px 1fr' }, gap: 1 }}
      >
        {PRECEDING_CONSIDERATIONS.map((p) => {
          const a = preceding[p.key];
          return (
            <Box key={p.key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {p.title}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {a.result && (
                  <Chip
                    size="small"
                    sx={{ mr: 1 }}
                    label={capitalised(a.result)}
                    color={resultColour(a.result)}
                  />
                )}
                {a.answer ?? 'Not answered'}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
