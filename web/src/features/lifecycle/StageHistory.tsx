// The lifecycle's panel on a technology's page: who it is assigned to and each stage decision.
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';
import { dateTime } from '../../components/registry/RecordParts';

export default function StageHistory({ profile }: RecordPanelProps<'technologies'>) {
  const { stageDecisions: decisions, assignee } = profile.technology;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Lifecycle decisions ({decisions.length})
      </Typography>
      {assignee && (
        <Typography variant="body2" color="text.secondary">
          Assigned to {assignee} for evaluation.
        </Typography>
      )}
      {decisions.length === 0 ? (
        <Typography color="text.secondary">
          No stage change recorded yet. Move it on the{' '}
          <Link component={RouterLink} to={paths.lifecycle}>
            lifecycle board
          </Link>
          .
        </Typography>
      ) : (
        <List dense>
          {[...decisions].reverse().map((d) => (
            <ListItem key={d.at} disableGutters alignItems="flex-start">
              <ListItemText
                primary={
                  <>
                    {`${d.from} → ${d.to}: ${d.rationale}`}
                    {d.dossier && (
                      <>
                        {' '}
                        (cites{' '}
                        <Link component={RouterLink} to={paths.dossier(d.dossier.id)}>
                          {d.dossier.title}, version {d.dossier.version}
                        </Link>
                        : {d.dossier.recommendation ?? 'no recommendation'})
                      </>
                    )}
                  </>
                }
                secondary={`${dateTime(d.at) ?? ''} — ${d.byEmail ?? 'someone'}${
                  d.warnings.length ? ` · moved despite: ${d.warnings.join(' ')}` : ''
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
