import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { buildTheme } from './theme';

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const { palette } = buildTheme(mode);

  it('keeps every coloured chip and button at WCAG AA contrast (4.5:1) with its text', () => {
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const colour = palette[name];
      expect(getContrastRatio(colour.main, colour.contrastText), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps coloured text and links at AA on the page and on paper', () => {
    for (const background of [palette.background.default, palette.background.paper])
      for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
        const text = mode === 'light' ? palette[name].dark : palette[name].light;
        expect(
          getContrastRatio(palette[name].main, background),
          `${name} main`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(text, background), name).toBeGreaterThanOrEqual(4.5);
      }
  });
});
