import { describe, expect, it } from 'vitest';

import { BIDI_MESSAGE, ONE_LINE_MESSAGE, lineText, optionalLine, requiredLine } from './common.js';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('text of one line', () => {
  it('refuses every kind of line break', () => {
    for (const text of ['=HYPERLINK("x")\nAcme', 'a\rb', 'a\r\nb', 'a\u2028b', 'a\u2029b'])
      expect(messageOf(lineText(100).safeParse(text)), JSON.stringify(text)).toBe(ONE_LINE_MESSAGE);
  });

  it('refuses bidi embeddings, overrides and isolates, and keeps the marks', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2069'])
      expect(messageOf(requiredLine(100).safeParse(`invoice${control}fdp.exe`))).toBe(BIDI_MESSAGE);
    expect(lineText(100).parse('שלום\u200F Clinic')).toBe('שלום\u200F Clinic');
  });

  it('keeps ordinary names, trims their ends, and stores an empty optional line as null', () => {
    expect(requiredLine(100, 'Name').parse('  La Loche\n')).toBe('La Loche');
    expect(lineText(100).parse('Île-à-la-Crosse ᐊᓂᔑᓈᐯ')).toBe('Île-à-la-Crosse ᐊᓂᔑᓈᐯ');
    expect(optionalLine(100).parse('')).toBeNull();
    expect(messageOf(requiredLine(100, 'Name').safeParse(' '))).toBe('Name is required.');
  });
});
