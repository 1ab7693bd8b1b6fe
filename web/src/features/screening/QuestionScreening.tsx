// Screening's panel on a review question's page: the person's own progress per stage, the
// disagreements they may resolve, and the PRISMA 2020 flow diagram of the settled decisions.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';
import { useApiQuery } from '../../lib/api';
import { count } from '../../lib/format';
import { PrismaFigure } from './PrismaFigure';

export default function QuestionScreening({ profile }: RecordPanelProps<'questions'>) {
  const questionId = profile.question.id;
  const query = useApiQuery('screening.overview', { questionId });
  if (query.isPending) return <CircularProgress size={24} aria-label="Loading the screening" />;
  if (query.error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        The screening could not be loaded: {query.error.message}
      </Alert>
    );
  const { progress, conflicts, prisma, prismaProblems, settings } = query.data;
  const identified = prisma.databasesAndRegisters.identified + prisma.otherMethods.identified;
  // A demo question's records are invented, and so is every count drawn from them.
  const demo = /\(demo\)/i.test(profile.question.title);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="screening-heading">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="screening-heading">
          Screening
        </Typography>
        {identified === 0 ? (
          <Typography color="text.secondary">
            No records to screen yet: log a search and import its records.
          </Typography>
        ) : (
          <>
            <Typography variant="body2">
              {settings.mode === 'two reviewers'
                ? 'Each record is screened by two people independently.'
                : `One person screens each record; a second verifies ${settings.samplePercent} % of them.`}{' '}
              You: title and abstract {count(progress.titleAbstract.decided)} decided,{' '}
              {count(progress.titleAbstract.remaining)} to go; full text{' '}
              {count(progress.fullText.decided)} decided, {count(progress.fullText.remaining)} to
              go.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                component={RouterLink}
                to={paths.questionScreening(questionId)}
              >
                Screen titles and abstracts
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to={`${paths.questionScreening(questionId)}?stage=fullText`}
              >
                Screen full texts
              </Button>
              <Button component={RouterLink} to={paths.questionScreeningConflicts(questionId)}>
                Disagreements to resolve ({count(conflicts)})
              </Button>
            </Stack>
            {prismaProblems.length > 0 && (
              <Alert severity="error">The counts do not add up: {prismaProblems.join('; ')}.</Alert>
            )}
            {demo && (
              <Alert severity="warning" role="note">
                Demo: invented records screened by invented demo reviewers, to show the method.
                These counts are not a real review and belong to no publication.
              </Alert>
            )}
            <div style={{ overflowX: 'auto' }}>
              <PrismaFigure counts={prisma} demo={demo} />
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
