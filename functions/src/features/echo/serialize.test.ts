import { describe, expect, it } from 'vitest';

import { parseSections, serializeSections } from './serialize.js';

describe("Echo's data tables", () => {
  const section = {
    heading: 'Facilities (2)',
    notes: ['Services as the facility declares them.'],
    columns: ['page', 'name', 'services', 'notes'],
    rows: [
      ['/facility/a', 'La Loche Health Centre', 'ultrasound | CT', 'path C:\\scans\\'],
      ['/facility/b', 'Beauval', 'x-ray', 'first line\nsecond line'],
    ],
  };

  it('keeps a bar or backslash in a value as written, and the row its columns', () => {
    const text = serializeSections([section]);
    expect(text).toContain(
      '/facility/a|La Loche Health Centre|ultrasound \\| CT|path C:\\\\scans\\\\',
    );
    expect(parseSections(text)).toEqual([
      {
        heading: 'Facilities (2)',
        rows: [
          {
            page: '/facility/a',
            name: 'La Loche Health Centre',
            services: 'ultrasound | CT',
            notes: 'path C:\\scans\\',
          },
          {
            page: '/facility/b',
            name: 'Beauval',
            services: 'x-ray',
            notes: 'first line second line',
          },
        ],
      },
    ]);
  });

  it('drops trailing empty cells but keeps empty ones between values', () => {
    const text = serializeSections([
      { ...section, rows: [['/facility/c', null, 'CT', undefined]] },
    ]);
    expect(text.split('\n').at(-1)).toBe('/facility/c||CT');
  });
});
