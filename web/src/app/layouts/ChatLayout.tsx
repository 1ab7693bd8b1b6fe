import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';

import { EchoSidePanel } from '../../features/echo/EchoSidePanel';
import { AppShell } from '../shell/AppShell';

/** Layout 3: record pages with Echo beside them (below them on small screens). */
export default function ChatLayout() {
  return (
    <AppShell wide>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'minmax(0, 1fr) 380px',
            lg: 'minmax(0, 1fr) 440px',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
        <EchoSidePanel />
      </Box>
    </AppShell>
  );
}
