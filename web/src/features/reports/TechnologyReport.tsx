// The HTA report on a technology's page: which evidence profile and budget impact analysis to
// report (the latest of each unless chosen), and the Word and PDF downloads, made on the server.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { ReportFormat, ReportRequest } from '@hta/functions/contract';

import type { RecordPanelProps } from '../../app/feature';
import { useApiQuery } from '../../lib/api';
import { downloadReport } from './downloadReport';

const LATEST = '';
const LABELS: Record<ReportFormat, string> = { docx: 'Word', pdf: 'PDF' };

export default function TechnologyReport({ profile }: RecordPanelProps<'technologies'>) {
  const technologyId = profile.technology.id;
  // The same queries as the evidence profiles' and budget impacts' panels on this page (their
  // five latest), so the page asks once for both: the choice is among the latest five.
  const list = { pageSize: 5, sort: { field: 'updatedAt', direction: 'desc' } } as const;
  const profiles = useApiQuery('evidenceProfiles.list', { ...list, filters: { technologyId } });
  const analyses = useApiQuery('budgetImpacts.list', { ...list, filters: { technologyId } });
  const [evidenceProfileId, setProfile] = useState(LATEST);
  const [budgetImpactId, setAnalysis] = useState(LATEST);
  const [busy, setBusy] = useState<{ format: ReportFormat; bytes: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function download(format: ReportFormat) {
    const request: ReportRequest = {
      technologyId,
      ...(evidenceProfileId ? { evidenceProfileId } : {}),
      ...(budgetImpactId ? { budgetImpactId } : {}),
    };
    setError(null);
    setDone(null);
    setBusy({ format, bytes: 0 });
    try {
      await downloadReport(format, request, (bytes) => setBusy({ format, bytes }));
      setDone(`The ${LABELS[format]} report was downloaded.`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The report could not be made. Try again.');
    } finally {
      setBusy(null);
    }
  }

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
      disabled={query.isPending || Boolean(busy)}
      helperText={
        query.isPending
          ? 'Loading…'
          : query.error
            ? 'Could not be loaded: the latest is used.'
            : query.data.items.length === 0
              ? none
              : undefined
      }
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
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          {(['docx', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              onClick={() => void download(format)}
              disabled={Boolean(busy)}
              startIcon={busy?.format === format ? <CircularProgress size={16} /> : undefined}
            >
              Download report ({LABELS[format]})
            </Button>
          ))}
        </Stack>
        <div role="status" aria-live="polite">
          {busy && (
            <Typography variant="body2">
              Making the {LABELS[busy.format]} report…
              {busy.bytes > 0 ? ` ${Math.round(busy.bytes / 1024)} KB received` : ''}
            </Typography>
          )}
          {done && <Typography variant="body2">{done}</Typography>}
        </div>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Paper>
  );
}
