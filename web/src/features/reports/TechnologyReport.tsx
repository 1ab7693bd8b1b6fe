// The HTA report on a technology's page: which evidence profile and budget impact analysis to
// report (the latest of each unless chosen), and the Word and PDF downloads, made on the server.
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { RecordPanelProps } from '../../app/feature';
import { useApiQuery } from '../../lib/api';
import { ReportDownloads } from './ReportDownloads';

const LATEST = '';

export default function TechnologyReport({ profile }: RecordPanelProps<'technologies'>) {
  const technologyId = profile.technology.id;
  // The same queries as the evidence profiles' and budget impacts' panels on this page (their
  // five latest), so the page asks once for both: the choice is among the latest five.
  const list = { pageSize: 5, sort: { field: 'updatedAt', direction: 'desc' } } as const;
  const profiles = useApiQuery('evidenceProfiles.list', { ...list, filters: { technologyId } });
  const analyses = useApiQuery('budgetImpacts.list', { ...list, filters: { technologyId } });
  const [evidenceProfileId, setProfile] = useState(LATEST);
  const [budgetImpactId, setAnalysis] = useState(LATEST);
  const [busy, setBusy] = useState(false);

  const choice = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    query: typeof profiles | typeof analyses,
    none: string,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={query.isPending || busy}
      helperText={
        query.isPending
          ? 'Loading…'
          : query.error
            ? 'Could not be loaded: the latest is used.'
            : query.data.items.length === 0
              ? none
              : undefined
      }
      // "The latest" is a choice (the empty value): shown, not an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
    >
      <MenuItem value={LATEST}>The latest</MenuItem>
      {(query.data?.items ?? []).map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.title}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1} component="section" aria-labelledby="hta-report-heading">
        <Typography variant="h6" component="h2" id="hta-report-heading">
          HTA report
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Summary, context, MAST results, the Summary of Findings, the budget impact and its
          sensitivity, considerations and references — made on the server from the current records.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {choice(
            'Evidence profile',
            evidenceProfileId,
            setProfile,
            profiles,
            'None yet: the report says so.',
          )}
          {choice(
            'Budget impact analysis',
            budgetImpactId,
            setAnalysis,
            analyses,
            'None yet: the report says so.',
          )}
        </Stack>
        <ReportDownloads
          request={{
            technologyId,
            ...(evidenceProfileId ? { evidenceProfileId } : {}),
            ...(budgetImpactId ? { budgetImpactId } : {}),
          }}
          onBusy={setBusy}
        />
      </Stack>
    </Paper>
  );
}
