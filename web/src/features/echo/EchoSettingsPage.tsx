import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import {
  Facts,
  RecordHeader,
  RecordState,
  dateTime,
  number,
} from '../../components/registry/RecordParts';
import { useEchoSettings } from './api';
import { EchoLimitsForm } from './EchoLimitsForm';

/** /admin/echo: Echo's configuration, the size of what it is given, its cache; its limits, editable. */
export default function EchoSettingsPage() {
  const settings = useEchoSettings();
  if (!settings.data)
    return (
      <RecordState
        isPending={settings.isPending}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  const s = settings.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <RecordHeader
        title="Echo settings"
        subtitle="The model is set through functions parameters (see the README) and shown as the server uses it; the limits are changed here."
        actions={<Button onClick={() => void settings.refetch()}>Count again</Button>}
      />
      {!s.configured && (
        <Alert severity="warning">
          Echo is not configured here: it has no Google credentials and no fake model.
        </Alert>
      )}
      {s.fake && (
        <Alert severity="info">A fake model stands in for Gemini (local demo or tests).</Alert>
      )}
      <Facts
        title="Model"
        facts={[
          { label: 'Model (ECHO_MODEL)', value: s.model },
          { label: 'Location (ECHO_LOCATION)', value: s.location },
          { label: 'Made by (ECHO_DEVELOPER_NAME)', value: s.developerName },
        ]}
      />
      <Facts
        title="What Echo is given"
        facts={[
          { label: 'Data version', value: String(s.dataVersion) },
          { label: 'Records', value: number(s.instruction.records) },
          { label: 'Instruction size', value: `${number(s.instruction.characters)} characters` },
          {
            label: 'Tokens (counted by the model)',
            value: s.instruction.tokens === null ? 'not available' : number(s.instruction.tokens),
          },
          {
            label: 'Context cache',
            value: s.cache
              ? `${s.cache.name}, until ${dateTime(s.cache.expireTime)}`
              : 'none yet (created at the first question of a data version)',
          },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <EchoLimitsForm questionEstimate={s.limits.questionEstimate} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          A question is at most {number(s.limits.questionChars)} characters.
        </Typography>
      </Paper>
    </Stack>
  );
}
