import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import type { RecordPanelProps } from '../../app/feature';
import { fixed } from '../../lib/format';

const score = (n: number | null) => (n === null ? '—' : fixed(n, 1));

/**
 * Readiness's panel on the facility page: the latest result, and each assessment since (the
 * trend; the latest 10 of `readinessTotal`).
 */
export default function FacilityReadiness({ profile }: RecordPanelProps<'facilities'>) {
  const { facility: f, readinessHistory: history, readinessTotal: total } = profile;
  const [latest, previous] = history;
  const change =
    latest?.overall != null && previous?.overall != null ? latest.overall - previous.overall : null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Virtual-care readiness">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Virtual-care readiness
        </Typography>
        <Button component={RouterLink} to={paths.readinessOf(f.id)}>
          {history.length ? 'Assessments' : 'Assess this facility'}
        </Button>
      </Stack>
      {f.readinessAssessedOn === null ? (
        <Typography color="text.secondary">Not assessed yet.</Typography>
      ) : (
        <Typography>
          <strong>{f.readiness}</strong>: {score(f.readinessScore)} of 5 on {f.readinessAssessedOn},{' '}
          {count(f.readinessGaps ?? 0, 'gap')}
          {change !== null &&
            ` (${change >= 0 ? '+' : '−'}${fixed(Math.abs(change), 1)} since ${previous!.assessedOn})`}
          .
        </Typography>
      )}
      {history.length > 1 && (
        <Table size="small" aria-label="Readiness over time" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Assessed on</TableCell>
              <TableCell align="right">Overall</TableCell>
              <TableCell>Level</TableCell>
              <TableCell align="right">Gaps</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((h) => (
              <TableRow key={h.id}>
                <TableCell>
                  <Link component={RouterLink} to={paths.readinessAssessment(h.id)}>
                    {h.assessedOn}
                  </Link>
                </TableCell>
                <TableCell align="right">{score(h.overall)}</TableCell>
                <TableCell>{h.level}</TableCell>
                <TableCell align="right">{h.gaps}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {total > history.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The latest {history.length} of {total} assessments —{' '}
          <Link component={RouterLink} to={paths.readinessOf(f.id)}>
            see all {total}
          </Link>
        </Typography>
      )}
    </Paper>
  );
}
