// Around every page, the sign-in page included: the theme (the person's light or dark choice) and
// the service worker's update prompt. The query cache, notifications and the offline banner are
// the other pages' (DataProviders, loaded with the data layout), so /login downloads none of it.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';

import { buildTheme } from './theme';
import { ThemeModeProvider } from './themeMode';
import { UpdatePrompt } from './UpdatePrompt';

function Themed({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  // Read before the first paint (noSsr): nothing animates for someone who asked for less motion.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => buildTheme(mode, { reducedMotion }), [mode, reducedMotion]);
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
