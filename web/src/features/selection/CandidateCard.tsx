import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type Candidate, type ScorePart } from '@hta/functions/contract';

import { percent } from '../../lib/format';

const PART_LABELS: Record<ScorePart, string> = {
  fit: 'Fit',
  evidence: 'Evidence',
  stage: 'Stage',
  cost: 'Cost',
};

/** A ranked candidate: its score, each part of it with its weight and reason, and a box to choose it. */
export function CandidateCard({
  candidate: c,
  rank,
  chosen,
  disabled,
  onToggle,
}: {
  candidate: Candidate;
  rank: number;
  chosen: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const score = Math.round(c.score * 100);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: chosen ? 'primary.main' : undefined }}
      component="li"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3">
            {rank}.{' '}
            <Link component={RouterLink} to={paths.technology(c.id)}>
              {c.name}
            </Link>
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {c.category}
            {c.vendorName ? ` · ${c.vendorName}` : ''} · {c.lifecycleStage}
          </Typography>
        </Box>
        <Stack sx={{ minWidth: 180 }}>
          <Typography sx={{ fontWeight: 700 }} id={`score-${c.id}`}>
            Score {score} of 100
          </Typography>
          <LinearProgress variant="determinate" value={score} aria-labelledby={`score-${c.id}`} />
          <FormControlLabel
            control={<Checkbox checked={chosen} disabled={disabled} onChange={onToggle} />}
            label="Compare and choose"
          />
        </Stack>
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { sm: '150px 1fr' }, gap: 0.5 }}
      >
        {(Object.keys(PART_LABELS) as ScorePart[]).map((k) => {
          const p = c.parts[k];
          return (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {PART_LABELS[k]} {percent(p.value, 0)} × {p.weight}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }} color="text.secondary">
                {p.reason}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
