import { decodeExtended } from 'content-disposition';
import { describe, expect, it } from 'vitest';

import { contentDispositionOf } from './download.js';

/** RFC 5987's ext-value: a charset, no language, and attr-chars or %XX only. */
const EXT_VALUE = /^UTF-8''(?:%[0-9A-F]{2}|[A-Za-z0-9!#$&+.^_`|~-])+$/;

describe('a download’s name', () => {
  it('is one quoted filename when it is plain ASCII', () => {
    expect(contentDispositionOf('communities-2026-11-29.csv')).toBe(
      'attachment; filename="communities-2026-11-29.csv"',
    );
    expect(contentDispositionOf('readiness report (v2).pdf')).toBe(
      'attachment; filename="readiness report (v2).pdf"',
    );
  });

  it('goes whole in filename*, percent-encoded as RFC 5987 asks, beside an ASCII one', () => {
    for (const name of [
      "Rapport d'étape (ébauche)*.pdf",
      'ᐊᓂᔑᓈᐯ.pdf',
      'say "hi"\\there.csv',
      'tab\there.pdf',
    ]) {
      const header = contentDispositionOf(name);
      const [, plain, extended] = /^attachment; filename="([^"\\]*)"; filename\*=(.+)$/.exec(
        header,
      )!;
      expect(plain, header).toMatch(/^[\x20-\x7e]+$/);
      expect(extended, header).toMatch(EXT_VALUE);
      expect(decodeExtended(extended!)).toBe(name);
    }
    expect(contentDispositionOf('Île.pdf')).toBe(
      'attachment; filename="_le.pdf"; filename*=UTF-8\'\'%C3%8Ele.pdf',
    );
  });
});
