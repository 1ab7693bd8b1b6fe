// The follow-up's panel on a technology's page: its plan, whether a reassessment is due, and the
// link to observed against predicted; or the way to start one.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';
import { useApiQuery } from '../../lib/api';
import { date } from '../../lib/format';

export default function TechnologyFollowUp({ profile }: RecordPanelProps<'technologies'>) {
  const technologyId = profile.technology.id;
  const plans = useApiQuery('followUpPlans.list', { pageSize: 1, filters: { technologyId } });
  const due = useApiQuery('followUp.due', {});
  if (plans.isPending) return <CircularProgress size={24} aria-label="Loading the follow-up" />;
  if (plans.error) return <Alert severity="error">The follow-up could not be loaded.</Alert>;
  const plan = plans.data.items[0];
  const reasons = due.data?.items.find((d) => d.technologyId === technologyId)?.reasons ?? [];
  return (
    <Stack spacing={0.5} component="section" aria-label="Follow-up">
      <Typography variant="h6" component="h2">
        Follow-up
      </Typography>
      {plan ? (
        <>
          <Link component={RouterLink} to={paths.followUpPlan(plan.id)}>
            Observed against predicted, since {plan.startMonth}
          </Link>
          <Typography variant="body2" color="text.secondary">
            Review date {date(plan.reviewDate)}
          </Typography>
          {reasons.length > 0 && (
            <Alert severity="warning">Reassessment due: {reasons.join(' ')}</Alert>
          )}
        </>
      ) : (
        <Link component={RouterLink} to={paths.followUpAddFor(technologyId)} variant="body2">
          Start a follow-up plan (review date, indicators and targets)
        </Link>
      )}
    </Stack>
  );
}
