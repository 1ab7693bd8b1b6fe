import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { buildTheme } from './theme';

describe('the light theme', () => {
  it('keeps every coloured chip and button at WCAG AA contrast (4.5:1) with its text', () => {
    const { palette } = buildTheme('light');
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const colour = palette[name];
      expect(getContrastRatio(colour.main, colour.contrastText), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
