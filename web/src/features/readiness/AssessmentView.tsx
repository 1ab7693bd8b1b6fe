import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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

import { GAP_AT_MOST, paths, type ReadinessAssessment } from '@hta/functions/contract';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts } from '../../components/registry/RecordParts';
import { areaTitle, levelColour, scoreText } from './labels';

const measured = (n: number | null, unit: string) => (n === null ? null : `${n} ${unit}`);

/** One assessment: its level, area scores, gaps with their actions and owners, and connectivity. */
export function AssessmentView({
  assessment: a,
  onEdit,
  remove,
}: {
  assessment: ReadinessAssessment;
  onEdit: () => void;
  remove: () => Promise<unknown>;
}) {
  const gaps = a.items.filter((i) => i.score !== null && i.score <= GAP_AT_MOST);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Stack sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2">
            <Link component={RouterLink} to={paths.facility(a.facilityId)}>
              {a.facilityName ?? a.facilityId}
            </Link>
          </Typography>
          <Typography color="text.secondary">
            Assessed on {a.assessedOn}
            {a.assessors.length ? ` by ${a.assessors.join(', ')}` : ''}
          </Typography>
        </Stack>
        <Chip
          color={levelColour(a.scores.level)}
          label={`${scoreText(a.scores.overall)} overall · ${a.scores.level}`}
        />
        <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
          Edit
        </Button>
        <DeleteRecordButton
          label="readiness assessment"
          name={`The assessment of ${a.assessedOn}`}
          remove={remove}
          then={paths.readinessOf(a.facilityId)}
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Table size="small" aria-label="Area scores">
          <TableHead>
            <TableRow>
              <TableCell>Area</TableCell>
              <TableCell align="right">Score (1–5)</TableCell>
              <TableCell align="right">Items scored</TableCell>
              <TableCell align="right">Gaps</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {a.scores.areas.map((area) => (
              <TableRow key={area.key}>
                <TableCell>{areaTitle(area.key)}</TableCell>
                <TableCell align="right">{scoreText(area.mean)}</TableCell>
                <TableCell align="right">
                  {area.scored} of {area.items}
                </TableCell>
                <TableCell align="right">{area.gaps}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Gaps ({gaps.length})
        </Typography>
        {gaps.length === 0 ? (
          <Typography color="text.secondary">No item is scored {GAP_AT_MOST} or lower.</Typography>
        ) : (
          <Table size="small" aria-label="Gaps">
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell align="right">Score</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Owner</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {gaps.map((g) => (
                <TableRow key={`${g.area}/${g.id}`}>
                  <TableCell>
                    {g.text}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {areaTitle(g.area)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{g.score}</TableCell>
                  <TableCell>{g.action}</TableCell>
                  <TableCell>{g.owner}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Facts
        title="Connectivity as measured"
        facts={[
          { label: 'Download', value: measured(a.connectivity.downloadMbps, 'Mbps') },
          { label: 'Upload', value: measured(a.connectivity.uploadMbps, 'Mbps') },
          { label: 'Latency', value: measured(a.connectivity.latencyMs, 'ms') },
          { label: 'Backup link', value: a.connectivity.backupLink },
        ]}
      />
      {a.notes && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{a.notes}</Typography>
        </Paper>
      )}
    </Stack>
  );
}
