import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { Evaluation } from '@hta/functions/contract';

import { dateTime } from '../../../components/registry/RecordParts';
import { changedFields } from './readout';

/** Changes after submission, the latest first (none: nothing shown). */
export function RevisionList({ revisions }: { revisions: Evaluation['revisions'] }) {
  if (revisions.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Changes after submission ({revisions.length})
      </Typography>
      <List dense>
        {[...revisions].reverse().map((r) => (
          <ListItem key={r.at} disableGutters>
            <ListItemText
              primary={`${dateTime(r.at)} — ${r.byEmail ?? 'someone'}`}
              secondary={changedFields(r.fields)}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
