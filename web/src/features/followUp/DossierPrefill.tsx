// Fills a follow-up plan from the monitoring plan of one of the technology's approved dossiers
// (the latest approved first):
// the dossier declares it with the follow-up's own targets (features/followUp/monitoring.ts), so
// the plan takes them as they were approved, with their sources, and the review date.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { TARGETED_KEYS, type FollowUpPlanInput } from '@hta/functions/contract';

import { useApiFetch, useApiQuery } from '../../lib/api';

export function DossierPrefill() {
  const { setValue } = useFormContext<FollowUpPlanInput>();
  const technologyId = useWatch<FollowUpPlanInput, 'technologyId'>({ name: 'technologyId' });
  const approved = useApiQuery(
    'dossiers.list',
    { pageSize: 5, filters: { technologyId, state: 'approved' } },
    { enabled: Boolean(technologyId) },
  );
  const fetch = useApiFetch();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const dossiers = approved.data?.items ?? [];
  if (!technologyId) return null;
  const fill = async (id: string) => {
    try {
      const { dossier: full } = await fetch('dossiers.get', { id });
      const version = full.approved.at(-1);
      const plan = version?.snapshot.conclusions?.monitoring;
      if (!version || !plan) throw new Error('The approved version holds no monitoring plan.');
      for (const key of TARGETED_KEYS)
        setValue(`targets.${key}`, plan.targets[key], { shouldDirty: true });
      if (plan.reviewDate) setValue('reviewDate', plan.reviewDate, { shouldDirty: true });
      setMessage({
        ok: true,
        text: `Targets and review date filled from "${full.title}", version ${version.number} as approved.`,
      });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="From the approved dossier"
      sx={{ p: 2 }}
    >
      <Typography variant="h6" component="h2">
        Targets from the approved dossier
      </Typography>
      {approved.isError && <Alert severity="error">{approved.error.message}</Alert>}
      {approved.data && dossiers.length === 0 && (
        <Typography color="text.secondary">
          The technology has no approved dossier: its monitoring plan would be its targets.
        </Typography>
      )}
      {dossiers.length > 0 && (
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          {dossiers.map((d) => (
            <Button key={d.id} variant="outlined" onClick={() => void fill(d.id)}>
              Fill from “{d.title}”
            </Button>
          ))}
        </Stack>
      )}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role="status" sx={{ mt: 1 }}>
          {message.text}
        </Alert>
      )}
    </Paper>
  );
}
