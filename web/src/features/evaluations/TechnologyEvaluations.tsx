// Evaluations' panel on a technology's page: its results (kept by the evaluations' write path)
// and its evaluations.
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

import {
  FLAG_BELOW,
  MAST_DOMAINS,
  RECOMMENDATIONS,
  paths,
  type EvaluationAggregate,
} from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import type { RecordPanelProps } from '../../app/feature';
import { Related } from '../../components/registry/RecordParts';
import { filteredList } from '../../components/registry/useListParams';
import { fixed } from '../../lib/format';

const mean = (n: number | null) => (n === null ? 'Not rated' : fixed(n, 2));

function EvaluationResults({ results }: { results: EvaluationAggregate | null }) {
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
            . Each domain stands by itself (MAST has no overall score): a domain is flagged when its
            mean is below {FLAG_BELOW} of 5, and safety when any one rating is.{' '}
            <Link component={RouterLink} to={paths.evaluationResults}>
              Compare
            </Link>
          </Typography>
          <Table size="small" aria-label="Domain results">
            <TableHead>
              <TableRow>
                <TableCell>Domain</TableCell>
                <TableCell align="right">Mean of rated questions (1–5)</TableCell>
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
                      {r.flag && (
                        <>
                          {' '}
                          <Chip size="small" color="warning" label="Flagged" />
                          <Typography variant="caption" component="p">
                            {r.flag}
                          </Typography>
                        </>
                      )}
                    </TableCell>
                    <TableCell align="right">{mean(r.mean)}</TableCell>
                    <TableCell align="right">
                      {r.min === null || r.max === null
                        ? '—'
                        : `${fixed(r.min, 1)}–${fixed(r.max, 1)}`}
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

export default function TechnologyEvaluations({ profile }: RecordPanelProps<'technologies'>) {
  const { technology: t, evaluations, evaluationTotal } = profile;
  return (
    <Stack spacing={2}>
      <EvaluationResults results={t.evaluationResults} />
      <Related
        title="Evaluations"
        items={evaluations}
        total={evaluationTotal}
        all={filteredList(paths.evaluations, { technologyId: t.id })}
        href={paths.evaluation}
        empty="Not evaluated yet."
      />
    </Stack>
  );
}
