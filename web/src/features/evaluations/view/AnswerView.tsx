import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { Answer } from '@hta/functions/contract';

import { answerStatus } from './readout';

/** One question of a domain: how it was answered, the evidence and its source. */
export function AnswerView({ answer, n }: { answer: Answer; n: number }) {
  return (
    <Box component="li" sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {n}. {answer.question}
      </Typography>
      <Typography>{answerStatus(answer)}</Typography>
      {answer.evidence && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {answer.evidence}
        </Typography>
      )}
      {answer.source && (
        <Typography variant="body2" color="text.secondary">
          Source: {answer.source}
        </Typography>
      )}
    </Box>
  );
}
