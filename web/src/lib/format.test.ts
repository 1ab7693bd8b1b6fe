import { describe, expect, it } from 'vitest';

import { cad, count, date, dateTime, number, percent, time } from './format';

describe('formats as Canadian readers read them', () => {
  it('names the month, so no one reads day and month the wrong way round', () => {
    // Midday UTC: the same calendar day in every Canadian time zone.
    expect(dateTime('2026-03-04T18:05:00Z')).toMatch(/^Mar 4, 2026, \d{1,2}:05 [ap]\.m\.$/);
    expect(date('2026-03-04T18:05:00Z')).toBe('Mar 4, 2026');
    expect(date('2026-03-04T18:05:00Z', 'long')).toBe('March 4, 2026');
    expect(dateTime(null)).toBeNull();
    // A time kept as milliseconds or a Date reads the same as its ISO string.
    const at = '2026-03-04T18:05:00Z';
    expect(dateTime(Date.parse(at))).toBe(dateTime(at));
    expect(time(new Date(at))).toMatch(/^\d{1,2}:05 [ap]\.m\.$/);
  });

  it('prints a date-only field as its calendar day in Saskatchewan, not the evening before', () => {
    // The unit layer runs in Regina's zone (UTC−6 all year), where midnight UTC is the day before.
    expect(new Date('2026-11-29').getDate()).toBe(28);
    expect(date('2026-11-29')).toBe('Nov 29, 2026');
    expect(date('2026-01-01', 'long')).toBe('January 1, 2026');
    // A time is still read in the reader's zone.
    expect(date('2026-11-29T03:00:00Z')).toBe('Nov 28, 2026');
  });

  it('writes dollars as $, not CA$, and groups thousands', () => {
    expect(cad(9000)).toBe('$9,000');
    expect(cad(1234.6)).toBe('$1,235');
    expect(count(1234567)).toBe('1,234,567');
    expect(number(2.345, 2)).toBe('2.35');
    expect(number(undefined)).toBeNull();
    expect(percent(0.125)).toBe('12.5 %');
  });
});
