// The technologies whose reassessment is due, on the home page: each with why, linked to its
// follow-up. Nothing shows while none is due.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import { useApiQuery } from '../../lib/api';

export default function ReassessmentDue() {
  const due = useApiQuery('followUp.due', {});
  if (due.isPending) return <Skeleton variant="rounded" height={48} />;
  if (due.isError)
    return (
      <Alert severity="error">
        Which technologies are due for reassessment could not be loaded.
      </Alert>
    );
  if (due.data.items.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reassessment-due" sx={{ p: 2 }}>
      <Typography id="reassessment-due" variant="h6" component="h2">
        Reassessment due ({due.data.items.length})
      </Typography>
      <List dense>
        {due.data.items.map((d) => (
          <ListItem key={d.planId} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={paths.followUpPlan(d.planId)}>
                  {d.technologyName ?? d.technologyId}
                </Link>
              }
              secondary={d.reasons.join(' ')}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
