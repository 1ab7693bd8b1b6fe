// Text as the PDF lays it out: names and figures as typed, less the invisible format characters
// pdfkit would print as boxes.
import { describe, expect, it } from 'vitest';

import { money } from './model.js';
import { pdfText, pdfTextDeep } from './pdfText.server.js';

describe('pdfText', () => {
  it('keeps what people type: syllabics, Dene letters, the minus sign, accents', () => {
    const text = 'ᓀᐦᐃᔭᐍᐏᐣ · Denesųłiné ᑌᓀᓱᒼᕄᓀ · ÎLE-À-LA-CROSSE · ≤ 5 → “x” € …';
    expect(pdfText(text)).toBe(text);
    expect(pdfText(money(-18000))).toBe('−$18,000');
  });

  it('drops bidi marks, joiners and variation selectors', () => {
    expect(pdfText('\u200fLa Ronge\u200e \u202eabc\u202c \u2066x\u2069 ❤\ufe0f a\u200db')).toBe(
      'La Ronge abc x ❤ ab',
    );
  });

  it('reaches every text of the model', () => {
    expect(pdfTextDeep({ a: ['\u200f1', { b: '\u200ex' }], n: 3, z: null })).toEqual({
      a: ['1', { b: 'x' }],
      n: 3,
      z: null,
    });
  });
});
