// Between the calendar's dates and the stored ones. The calendar runs in UTC so that a stored
// wall-clock time ("2026-12-01T10:00", Saskatchewan time) shows as written, wherever the viewer
// is. All-day events store their last day; the calendar's end is the day after (exclusive).
import type { CalendarItem } from '@hta/functions/contract';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A calendar date as stored: a day, or a day and time; an all-day end becomes its last day. */
export function fromCalendar(date: Date, allDay: boolean, isEnd = false): string {
  if (!allDay) return date.toISOString().slice(0, 16);
  return isoDay(isEnd ? new Date(date.getTime() - DAY) : date);
}

/** The calendar's end of an item: the day after an all-day item's last day. */
export function toCalendarEnd(item: Pick<CalendarItem, 'allDay' | 'end'>): string | undefined {
  if (!item.end) return undefined;
  return item.allDay ? isoDay(new Date(Date.parse(`${item.end}T00:00:00Z`) + DAY)) : item.end;
}

/** The days a view shows, as the calendar query takes them (its last day included). */
export function visibleRange(start: Date, end?: Date): { from: string; to: string } {
  if (end) return { from: isoDay(start), to: isoDay(new Date(end.getTime() - DAY)) };
  // Before the calendar says: the month around `start`, with the weeks that spill over.
  const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
  return {
    from: isoDay(new Date(first.getTime() - 7 * DAY)),
    to: isoDay(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 7))),
  };
}
