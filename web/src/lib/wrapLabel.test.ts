import { describe, expect, it } from 'vitest';

import { wrapLabel } from './wrapLabel';

describe('wrapLabel', () => {
  it('breaks a long label at spaces into short lines', () => {
    expect(wrapLabel('Socio-cultural, ethical, legal', 14)).toBe('Socio-cultural,\nethical, legal');
    expect(wrapLabel('Clinical effectiveness', 14)).toBe('Clinical\neffectiveness');
  });

  it('leaves a short label whole and never cuts a word', () => {
    expect(wrapLabel('Safety', 14)).toBe('Safety');
    expect(wrapLabel('Organisational', 5)).toBe('Organisational');
    expect(wrapLabel('  Health   problem ', 40)).toBe('Health problem');
  });
});
