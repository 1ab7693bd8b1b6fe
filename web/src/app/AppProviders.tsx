import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';

import { NotificationProvider } from '../components/notifications/NotificationProvider';
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
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        {(mode) => (
          <Themed mode={mode}>
            <NotificationProvider>{children}</NotificationProvider>
            <UpdatePrompt />
          </Themed>
        )}
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
