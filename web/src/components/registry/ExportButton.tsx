import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import type { ExportFormat } from '@hta/functions/contract';

import { count } from '@hta/functions/contract/plural';

import type { ExportProgress } from '../../lib/exports';
import { fileSize } from '../../lib/fileSize';
import { useNotify } from '../notifications/NotificationProvider';

const FORMATS: Array<{ format: ExportFormat; label: string }> = [
  { format: 'csv', label: 'CSV (spreadsheets, any tool)' },
  { format: 'xlsx', label: 'Excel workbook (XLSX)' },
  { format: 'json', label: 'JSON (data exchange)' },
];

/**
 * Exports a list as it is shown — search, filters and sort, every page — as CSV, XLSX or JSON,
 * with progress and a way to stop.
 */
export function ExportButton({
  registry,
  label,
  list,
}: {
  registry: string;
  /** "community": what the notification names. */
  label: string;
  list: Record<string, unknown>;
}) {
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    abort.current = new AbortController();
    setProgress({ rows: null, bytes: 0 });
    try {
      // The download code (and the contract's export paths) loads on the first export, not with
      // every list page.
      const { downloadExport } = await import('../../lib/exports');
      await downloadExport(registry, format, list, setProgress, abort.current.signal);
      notify({ type: 'positive', message: `The ${label} list was exported.` });
    } catch (error) {
      if (abort.current.signal.aborted) notify({ type: 'info', message: 'Export stopped.' });
      else
        notify({
          type: 'negative',
          message: error instanceof Error ? error.message : 'The export failed.',
        });
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  if (progress)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 220 }} role="status">
        <Stack sx={{ flex: 1 }}>
          <Typography variant="caption">
            Exporting
            {progress.rows !== null ? ` ${count(progress.rows, 'row')}` : ''}…{' '}
            {fileSize(progress.bytes)}
          </Typography>
          <LinearProgress aria-label="Export in progress" />
        </Stack>
        <Button size="small" onClick={() => abort.current?.abort()}>
          Stop
        </Button>
      </Stack>
    );
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Export
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map((f) => (
          <MenuItem key={f.format} onClick={() => void run(f.format)}>
            {f.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
