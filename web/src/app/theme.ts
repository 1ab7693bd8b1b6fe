import { createTheme, type PaletteMode } from '@mui/material/styles';

import { BRAND_BACKGROUND, BRAND_PRIMARY, BRAND_PRIMARY_DARK } from './brand';

/** The seed's breakpoints: small 600, medium 1024, large 1440, extra large 1920. */
const breakpoints = { xs: 0, sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

export function buildTheme(mode: PaletteMode) {
  return createTheme({
    palette: {
      mode,
      // Text on a coloured fill (buttons, chips) at WCAG AA: MUI's default threshold (3) puts
      // white on the dark theme's red at 3.7:1.
      contrastThreshold: 4.5,
      primary: { main: mode === 'light' ? BRAND_PRIMARY : BRAND_PRIMARY_DARK },
      ...(mode === 'light' ? { background: { default: BRAND_BACKGROUND } } : {}),
      secondary: { main: mode === 'light' ? '#2e7d32' : '#81c784' },
      // MUI's default warning orange and info blue carry white text at about 3:1; these darker
      // shades keep 4.5:1 (WCAG AA) on chips, buttons and text in the light theme.
      ...(mode === 'light' ? { warning: { main: '#b35c00' }, info: { main: '#0271b0' } } : {}),
    },
    breakpoints: { values: breakpoints },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  });
}
