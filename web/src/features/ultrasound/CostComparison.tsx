import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { count } from '@hta/functions/contract/plural';
import { ADAMS_2023_COSTS } from '@hta/functions/contract/shared/ultrasound/costs';

import { cad } from '../../lib/format';

const money = (n: number) => cad(n);

type View = 'payer' | 'societal';

/**
 * What the sessions after which nobody travelled would have cost had the patient travelled,
 * against their cost as telerobotic exams, at the published per-exam costs (editable defaults).
 */
export function CostComparison({ exams }: { exams: number }) {
  const [view, setView] = useState<View>('payer');
  const [costs, setCosts] = useState({ ...ADAMS_2023_COSTS });
  const tele = costs[view].telerobotic;
  const travel = costs[view]['patient travels'];
  const set = (key: 'telerobotic' | 'patient travels', value: string) => {
    const n = Number(value);
    if (value === '' || !Number.isFinite(n) || n < 0) return;
    setCosts((c) => ({ ...c, [view]: { ...c[view], [key]: n } }));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Cost comparison
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, v: View | null) => {
          if (v) setView(v);
        }}
        aria-label="Perspective"
        sx={{ my: 1 }}
      >
        <ToggleButton value="payer">Payer</ToggleButton>
        <ToggleButton value="societal">Societal</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1 }}>
        <TextField
          label="Telerobotic exam ($)"
          type="number"
          size="small"
          value={tele}
          onChange={(e) => set('telerobotic', e.target.value)}
          slotProps={{ htmlInput: { min: 0 } }}
        />
        <TextField
          label="Patient travels ($ per exam)"
          type="number"
          size="small"
          value={travel}
          onChange={(e) => set('patient travels', e.target.value)}
          slotProps={{ htmlInput: { min: 0 } }}
        />
      </Stack>
      <Typography>
        {count(exams, 'exam')} without travel: {money(exams * tele)} as telerobotic exams, against{' '}
        {money(exams * travel)} had each patient travelled —{' '}
        <strong>
          {money(Math.abs(exams * (travel - tele)))} {travel >= tele ? 'saved' : 'more'}
        </strong>{' '}
        ({view} perspective).
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Defaults: {ADAMS_2023_COSTS.citation} Change them to your own costs; nothing here is saved.
      </Typography>
    </Paper>
  );
}
