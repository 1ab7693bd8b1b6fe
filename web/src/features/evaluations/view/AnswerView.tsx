import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type Answer, type EvaluationCitedStudy } from '@hta/functions/contract';

import { answerStatus } from './readout';

/**
 * One question of a domain: how it was answered, the evidence, the studies it cites (with the
 * GRADE certainty of the technology's outcomes that cite them) and its source.
 */
export function AnswerView({
  answer,
  n,
  cited,
}: {
  answer: Answer;
  n: number;
  cited: EvaluationCitedStudy[];
}) {
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
      {cited.length > 0 && (
        <Box
          component="ul"
          aria-label={`Studies cited for question ${n}`}
          sx={{ pl: 2.5, my: 0.5 }}
        >
          {cited.map((s) => (
            <Typography component="li" variant="body2" key={s.id}>
              {s.reference}
              {s.outcomes.map((o) => (
                <Box component="span" key={`${o.profileId}-${o.outcome}`} sx={{ display: 'block' }}>
                  Evidence for{' '}
                  <Link component={RouterLink} to={paths.evidenceProfile(o.profileId)}>
                    {o.outcome}
                  </Link>{' '}
                  ({o.profile}): certainty {o.certainty}
                </Box>
              ))}
            </Typography>
          ))}
        </Box>
      )}
      {answer.source && (
        <Typography variant="body2" color="text.secondary">
          Source: {answer.source}
        </Typography>
      )}
    </Box>
  );
}
