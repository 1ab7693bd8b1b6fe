// Text as the PDF's standard fonts print it (WinAnsi): figures and names keep their meaning.
import { describe, expect, it } from 'vitest';

import { money } from './model.js';
import { winAnsi, winAnsiDeep } from './pdfText.server.js';

describe('winAnsi', () => {
  it('prints a saving with a minus the fonts have', () => {
    expect(money(-18000)).toBe('−$18,000');
    expect(winAnsi(money(-18000))).toBe('-$18,000');
  });

  it('keeps what WinAnsi holds: accents, dashes, quotes, bullets, the euro', () => {
    const text = 'ST. JOSEPH’S (ÎLE-À-LA-CROSSE) · 10 % – 30 % — “x” • € …';
    expect(winAnsi(text)).toBe(text);
  });

  it('replaces what it does not hold by its plain equivalent, or by ?', () => {
    expect(winAnsi('≤ 5 ≥ 2 → ō ł')).toBe('<= 5 >= 2 -> o ?');
    expect(winAnsi('\u1400\u1401 \u{1F600}')).toBe('?? ?');
  });

  it('reaches every text of the model', () => {
    expect(winAnsiDeep({ a: ['−1', { b: '≥' }], n: 3, z: null })).toEqual({
      a: ['-1', { b: '>=' }],
      n: 3,
      z: null,
    });
  });
});
