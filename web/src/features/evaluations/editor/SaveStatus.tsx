import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { SaveState } from '../../../components/form/useAutosave';
import { time } from '../../../lib/format';

/** Where the person's work is: saved, saving, or only in this browser for now. */
export function SaveStatus({ state, auto }: { state: SaveState; auto: boolean }) {
  const [icon, text, color] =
    state.kind === 'saved'
      ? [
          <CheckIcon key="i" fontSize="small" />,
          state.at ? `Saved at ${time(state.at)}` : 'All changes saved',
          'text.secondary',
        ]
      : state.kind === 'saving'
        ? [<SyncIcon key="i" fontSize="small" />, 'Saving…', 'text.secondary']
        : state.kind === 'unsaved'
          ? [
              <SyncIcon key="i" fontSize="small" />,
              auto ? 'Unsaved changes (kept in this browser)' : 'Unsaved changes — save when ready',
              'text.secondary',
            ]
          : [
              <CloudOffIcon key="i" fontSize="small" />,
              state.kind === 'conflict' ? 'Not saved: someone else saved first' : state.message,
              'error.main',
            ];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color }} role="status">
      {icon}
      <Typography variant="body2" color="inherit">
        {text}
      </Typography>
    </Stack>
  );
}
