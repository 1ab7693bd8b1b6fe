// The tele-ultrasound log through the API: the server computes the travel a session avoided
// from the facilities' real coordinates, the totals follow each write, bad input writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

const BUFFALO_NARROWS_CLINIC = 'odhf-8565';
const ILE_A_LA_CROSSE_HOSPITAL = 'odhf-8902';
const LA_LOCHE_HEALTH_CENTRE = 'odhf-8710';
const VICTORIA_HOSPITAL = 'odhf-8939';
/** An ODHF hospital published without coordinates. */
const UNPLACED = 'odhf-8941';

interface Travel {
  toFacilityId: string | null;
  basis: string;
  roundTripKm: number | null;
  note: string;
}
interface Saved {
  id: string;
  version: number;
  communityName: string | null;
  facilityName: string | null;
  travel: Travel;
}
interface Totals {
  sessions: number;
  kmAvoided: number;
  travelAvoidedSessions: number;
  adequacyRate: number | null;
}

const session = (fields: Record<string, unknown>) => ({
  date: '2026-03-14',
  facilityId: BUFFALO_NARROWS_CLINIC,
  examType: 'abdominal',
  mode: 'telerobotic',
  adequacy: 'adequate',
  outcome: 'no travel needed',
  ...fields,
});

async function log(fields: Record<string, unknown>) {
  const answer = await callApi<{ ultrasoundSession: Saved }>(
    'ultrasoundSessions.create',
    { fields: session(fields) },
    staff,
  );
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!.ultrasoundSession;
}

async function totals(input: Record<string, unknown>) {
  const answer = await callApi<Totals>('ultrasoundSessions.totals', input, staff);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!;
}

describe('tele-ultrasound sessions', () => {
  it('store the travel avoided: to the nearest other hospital, there and back', async () => {
    const saved = await log({});
    expect(saved.facilityName).toBe('Buffalo Narrows Clinic');
    expect(saved.communityName).toBe('Buffalo Narrows');
    // 58.85 km to Île-à-la-Crosse by the spherical law of cosines (worked in the unit test).
    expect(saved.travel).toMatchObject({
      basis: 'nearest hospital',
      toFacilityId: ILE_A_LA_CROSSE_HOSPITAL,
      roundTripKm: 117.7,
    });
  });

  it('or to the hospital chosen, recomputed when the choice changes', async () => {
    const saved = await log({ facilityId: LA_LOCHE_HEALTH_CENTRE });
    expect(saved.travel).toMatchObject({
      toFacilityId: ILE_A_LA_CROSSE_HOSPITAL,
      roundTripKm: 302.2,
    });
    const changed = await callApi<{ ultrasoundSession: Saved }>(
      'ultrasoundSessions.update',
      {
        id: saved.id,
        version: saved.version,
        fields: session({
          facilityId: LA_LOCHE_HEALTH_CENTRE,
          destinationFacilityId: VICTORIA_HOSPITAL,
        }),
      },
      staff,
    );
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);
    expect(changed.result!.ultrasoundSession.travel).toMatchObject({
      basis: 'chosen',
      toFacilityId: VICTORIA_HOSPITAL,
      roundTripKm: 870.8,
    });
  });

  it('say why there is no distance when a facility has no coordinates', async () => {
    const saved = await log({ facilityId: UNPLACED });
    expect(saved.travel.roundTripKm).toBeNull();
    expect(saved.travel.note).toMatch(/has no coordinates/);
  });

  it('totals follow each write, within a facility and a period', async () => {
    const range = { facilityId: BUFFALO_NARROWS_CLINIC, from: '2025-01-01', to: '2025-01-31' };
    const before = await totals(range);
    await log({ date: '2025-01-10' });
    await log({ date: '2025-01-20', adequacy: 'inadequate', outcome: 'travel needed' });
    await log({ date: '2025-02-01' }); // outside the period
    const after = await totals(range);
    expect(after.sessions - before.sessions).toBe(2);
    expect(after.travelAvoidedSessions - before.travelAvoidedSessions).toBe(1);
    expect(after.kmAvoided - before.kmAvoided).toBeCloseTo(117.7, 5);
  });

  it('refuse bad input field by field, and write nothing', async () => {
    const count = async () =>
      (await db.collection('ultrasoundSessions').count().get()).data().count;
    const before = await count();
    const answer = await callApi(
      'ultrasoundSessions.create',
      {
        fields: session({
          facilityId: '',
          examType: 'x-ray',
          date: '14/03/2026',
          notes: '<b>name</b>',
        }),
      },
      staff,
    );
    expect(answer.status).toBe(400);
    const fields = (answer.error?.details as { fields: Record<string, string> }).fields;
    expect(fields['fields.facilityId']).toBe('Choose the facility.');
    expect(fields['fields.examType']).toBe('Choose the exam type.');
    expect(fields['fields.date']).toMatch(/YYYY-MM-DD/);
    expect(fields['fields.notes']).toMatch(/HTML/);
    const unknown = await callApi(
      'ultrasoundSessions.create',
      { fields: session({ facilityId: 'odhf-nope' }) },
      staff,
    );
    expect(unknown.status).toBe(400);
    // An unknown field (a patient's name, say) is refused, not stored.
    const extra = await callApi(
      'ultrasoundSessions.create',
      { fields: session({ patientName: 'Jane Doe' }) },
      staff,
    );
    expect(extra.status).toBe(400);
    // Nor in the free text (none of the three may be stored as sent), nor a session dated in the
    // future.
    const identifying = await callApi(
      'ultrasoundSessions.create',
      {
        fields: session({
          notes: 'Patient seen, HSN 123 456 789.',
          remoteReader: 'Reading for a patient, DOB 1980-04-12',
          technicalProblems: 'Scanned the MRN label by mistake',
          date: '2999-12-31',
        }),
      },
      staff,
    );
    const said = (identifying.error?.details as { fields: Record<string, string> }).fields;
    expect(said['fields.notes']).toMatch(/^This looks like a health services number/);
    expect(said['fields.remoteReader']).toMatch(/^This looks like a date of birth/);
    expect(said['fields.technicalProblems']).toMatch(/^This looks like a record or card number/);
    expect(said['fields.date']).toBe('The session date cannot be in the future.');
    expect(await count()).toBe(before);
  });

  it('only administrators delete a session', async () => {
    const saved = await log({});
    const refused = await callApi(
      'ultrasoundSessions.delete',
      { id: saved.id, version: saved.version },
      staff,
    );
    expect(refused.status).toBe(403);
    const done = await callApi(
      'ultrasoundSessions.delete',
      { id: saved.id, version: saved.version },
      admin,
    );
    expect(done.status, JSON.stringify(done.error)).toBe(200);
  });
});
