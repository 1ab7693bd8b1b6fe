import { describe, expect, it } from 'vitest';

import { fromCalendar, toCalendarEnd, visibleRange } from './dates';

describe('calendar dates', () => {
  it('store an all-day end as its last day, and give the calendar the day after', () => {
    expect(fromCalendar(new Date('2026-12-03T00:00:00Z'), true, true)).toBe('2026-12-02');
    expect(fromCalendar(new Date('2026-12-01T00:00:00Z'), true)).toBe('2026-12-01');
    expect(toCalendarEnd({ allDay: true, end: '2026-12-02' })).toBe('2026-12-03');
    expect(toCalendarEnd({ allDay: true, end: '2026-12-31' })).toBe('2027-01-01');
  });

  it('keep timed events as wall-clock minutes', () => {
    expect(fromCalendar(new Date('2026-12-01T10:30:00Z'), false, true)).toBe('2026-12-01T10:30');
    expect(toCalendarEnd({ allDay: false, end: '2026-12-01T11:00' })).toBe('2026-12-01T11:00');
    expect(toCalendarEnd({ allDay: false, end: null })).toBeUndefined();
  });

  it('ask for the days a view shows, its last day included', () => {
    expect(
      visibleRange(new Date('2026-11-29T00:00:00Z'), new Date('2027-01-10T00:00:00Z')),
    ).toEqual({ from: '2026-11-29', to: '2027-01-09' });
  });
});
