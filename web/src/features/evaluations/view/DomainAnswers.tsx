import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import {
  MAST_DOMAINS,
  asked,
  type Evaluation,
  type EvaluationCitedStudy,
} from '@hta/functions/contract';

import { RATING_MEANING } from '../RatingInput';
import { AnswerView } from './AnswerView';
import { domainSummary } from './readout';

/** The seven MAST domains, each with its result and, opened, its answers. */
export function DomainAnswers({
  evaluation: e,
  studies,
}: {
  evaluation: Evaluation;
  studies: EvaluationCitedStudy[];
}) {
  const byId = new Map(studies.map((s) => [s.id, s]));
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Domains
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Ratings: {RATING_MEANING}. MAST reports in prose; the answers are the hub’s structured layer
        over it, so evaluations can be compared. A domain’s mean is the mean of its rated questions
        only: yes / no, numbers, choices and text are shown, never averaged.
      </Typography>
      {MAST_DOMAINS.map((d) => (
        <Accordion key={d.key} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ justifyContent: 'space-between', width: '100%', pr: 1 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{d.title}</Typography>
              <Typography color="text.secondary">
                {domainSummary(e.domainResults[d.key])}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {asked(e.domains[d.key]).map((a, i) => (
                <AnswerView
                  key={a.questionId}
                  answer={a}
                  n={i + 1}
                  cited={a.studyIds.map(
                    (id) => byId.get(id) ?? { id, reference: id, outcomes: [] },
                  )}
                />
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
