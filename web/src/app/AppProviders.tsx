// Around every page, the sign-in page included: the theme (the person's light or dark choice) and
// the service worker's update prompt. The query cache, notifications and the offline banner are
// the other pages' (DataProviders, loaded with the data layout), so /login downloads none of it.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';

import { buildTheme } from './theme';
import { ThemeModeProvider } from './themeMode';
import { UpdatePrompt } from './UpdatePrompt';

function Themed({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeModeProvider>
      {(mode) => (
        <Themed mode={mode}>
          {children}
          <UpdatePrompt />
        </Themed>
      )}
    </ThemeModeProvider>
  );
}
