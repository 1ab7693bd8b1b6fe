// What the technology's assessment adds to its page: its evaluation results (kept by the
// evaluations' write path) and its lifecycle decisions.
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import {
  MAST_DOMAINS,
  RECOMMENDATIONS,
  paths,
  type EvaluationAggregate,
  type StageDecision,
} from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { dateTime } from '../../components/registry/RecordParts';

const mean = (n: number | null) => (n === null ? 'Not rated' : n.toFixed(2));

export function EvaluationResults({ results }: { results: EvaluationAggregate | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Evaluation results
      </Typography>
      {!results ? (
        <Typography color="text.secondary">No submitted evaluation yet.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            From {count(results.evaluations, 'submitted evaluation')}; recommendations:{' '}
            {RECOMMENDATIONS.filter((r) => results.recommendations[r] > 0)
              .map((r) => `${r} ${results.recommendations[r]}`)
              .join(', ') || 'none'}
            .{' '}
            <Link component={RouterLink} to={paths.evaluationResults}>
              Compare
            </Link>
          </Typography>
          <Table size="small" aria-label="Domain results">
            <TableHead>
              <TableRow>
                <TableCell>Domain</TableCell>
                <TableCell align="right">Mean (1–5)</TableCell>
                <TableCell align="right">Spread</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {MAST_DOMAINS.map((d) => {
                const r = results.domains[d.key];
                return (
                  <TableRow key={d.key}>
                    <TableCell component="th" scope="row">
                      {d.short}
                    </TableCell>
                    <TableCell align="right">{mean(r.mean)}</TableCell>
                    <TableCell align="right">
                      {r.min === null || r.max === null
                        ? '—'
                        : `${r.min.toFixed(1)}–${r.max.toFixed(1)}`}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </>
      )}
    </Paper>
  );
}

export function StageHistory({
  decisions,
  assignee,
}: {
  decisions: StageDecision[];
  assignee: string | null;
}) {
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
                primary={`${d.from} → ${d.to}: ${d.rationale}`}
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
