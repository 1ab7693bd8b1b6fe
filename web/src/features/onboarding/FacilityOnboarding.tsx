import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { ONBOARDING_MILESTONES, paths } from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';

const when = (m: { status: string; plannedOn: string | null; doneOn: string | null }) =>
  m.status === 'done'
    ? `done ${m.doneOn ?? ''}`
    : `${m.status}${m.plannedOn ? `, planned for ${m.plannedOn}` : ''}`;

/** Onboarding's panel on the facility page: the plan's progress and each milestone. */
export default function FacilityOnboarding({ profile }: RecordPanelProps<'facilities'>) {
  const { facility: f, onboarding: plan } = profile;
  const open = plan
    ? paths.onboardingOf(plan.id)
    : `${paths.facilityProgress}?start=${encodeURIComponent(f.id)}&name=${encodeURIComponent(f.name)}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label="Virtual-care onboarding"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Virtual-care onboarding
        </Typography>
        <Button component={RouterLink} to={open}>
          {plan ? 'Update milestones' : 'Start onboarding'}
        </Button>
      </Stack>
      {!plan ? (
        <Typography color="text.secondary">No onboarding plan yet.</Typography>
      ) : (
        <>
          <Typography>
            <strong>{plan.state.status}</strong>: {plan.state.progress} % of the milestones done
            {plan.state.goLiveOn ? ` · go-live ${plan.state.goLiveOn}` : ''}.
          </Typography>
          <LinearProgress
            variant="determinate"
            value={plan.state.progress}
            aria-label={`Onboarding: ${plan.state.progress} %`}
            sx={{ my: 1 }}
          />
          <List dense disablePadding aria-label="Milestones">
            {ONBOARDING_MILESTONES.map((m) => {
              const s = plan.milestones[m.key];
              return (
                <ListItem key={m.key} disableGutters>
                  <ListItemText
                    primary={`${m.title}: ${when(s)}`}
                    secondary={
                      [
                        s.owner ? `owner: ${s.owner}` : null,
                        s.blocker ? `blocked: ${s.blocker}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ') || null
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Paper>
  );
}
