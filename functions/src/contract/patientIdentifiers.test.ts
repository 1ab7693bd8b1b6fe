// What a note about a patient's care may not hold (common.ts, patientIdentifierIn): refused
// where it would identify the patient, and left alone where it is a session's ordinary words.
import { describe, expect, it } from 'vitest';

import { patientIdentifierIn, pastDay } from './common.js';

describe('a note about a patient’s care', () => {
  it('may not hold a health services number, however spaced, a date of birth or a chart number', () => {
    for (const text of ['HSN 123456789', 'card 123 456 789', 'no. 123-456-789 on file'])
      expect(patientIdentifierIn(text), text).toBe('a health services number (nine digits)');
    for (const text of ['DOB 1980-04-12', 'd.o.b. unknown', 'date of birth on the form'])
      expect(patientIdentifierIn(text), text).toBe('a date of birth');
    for (const text of ['MRN 0012', 'the chart number', 'Health card scanned', 'her PHN'])
      expect(patientIdentifierIn(text), text).toBe('a record or card number');
  });

  it('keeps a session’s ordinary words: times, distances, counts, a ten-digit phone is not nine', () => {
    for (const text of [
      'Video froze twice; reconnected within a minute.',
      'Reader in Saskatoon, 870.8 km round trip, 2026-10-13.',
      'Booked 14:30; 3 sessions this week; ticket 12345678.',
      'Helpdesk 306-555-0199',
      'The probe cord (1234567890) was replaced.',
    ])
      expect(patientIdentifierIn(text), text).toBeNull();
  });
});

describe('a day something happened', () => {
  it('is not in the future nor before 2000', () => {
    const day = pastDay('The session date');
    const today = new Date().toISOString().slice(0, 10);
    expect(day.safeParse(today).success).toBe(true);
    expect(day.safeParse('2000-01-01').success).toBe(true);
    expect(day.safeParse('1999-12-31').error?.issues[0]?.message).toBe(
      'The session date cannot be before 2000.',
    );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(day.safeParse(tomorrow).error?.issues[0]?.message).toBe(
      'The session date cannot be in the future.',
    );
  });
});
