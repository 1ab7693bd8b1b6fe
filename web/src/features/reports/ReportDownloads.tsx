// The report's two downloads (Word, PDF) for a request, with progress, success and failure said
// where a screen reader hears them. Used by the technology's and the dossier's panels.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { ReportFormat, ReportRequest } from '@hta/functions/contract';

import { downloadReport } from './downloadReport';

const LABELS: Record<ReportFormat, string> = { docx: 'Word', pdf: 'PDF' };

export function ReportDownloads({
  request,
  onBusy,
}: {
  request: ReportRequest;
  /** Told when a download starts and ends (the technology's panel locks its choices meanwhile). */
  onBusy?: (busy: boolean) => void;
}) {
  const [busy, setBusy] = useState<{ format: ReportFormat; bytes: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function download(format: ReportFormat) {
    if (busy) return;
    setError(null);
    setDone(null);
    setBusy({ format, bytes: 0 });
    onBusy?.(true);
    try {
      await downloadReport(format, request, (bytes) => setBusy({ format, bytes }));
      setDone(`The ${LABELS[format]} report was downloaded.`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The report could not be made. Try again.');
    } finally {
      setBusy(null);
      onBusy?.(false);
    }
  }

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        {(['docx', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            onClick={() => void download(format)}
            // Not disabled while a file is made: a disabled button drops the keyboard's focus.
            aria-disabled={Boolean(busy)}
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
    </>
  );
}
