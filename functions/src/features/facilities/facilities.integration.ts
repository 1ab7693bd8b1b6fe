// A facility's services through the API: only admins declare them (a budget impact's destination
// follows them), each declaration with its source; staff cannot, not even through the facility's
// own form; a resend changes nothing; bad input is a 400 naming the field, with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 6);

interface Answer {
  id: string;
  services: string[];
  servicesSource: string | null;
  changed: boolean;
}

/** A facility of this test's own, far from the northern communities other tests use. */
async function aFacility() {
  const made = await callApi<{ facility: { id: string; version: number } }>(
    'facilities.create',
    {
      fields: {
        name: `Test clinic ${tag()}`,
        type: 'Ambulatory health care services',
        communityId: '4701024',
        location: { lat: 49.05, lng: -101.6 },
      },
    },
    staff,
  );
  expect(made.status, JSON.stringify(made.error)).toBe(200);
  return made.result!.facility;
}

const stored = async (id: string) => (await db.collection('facilities').doc(id).get()).data()!;

describe('facility services', () => {
  it('are declared by admins with their source; a resend changes nothing', async () => {
    const f = await aFacility();
    const input = {
      id: f.id,
      services: ['ultrasound', 'laboratory'],
      servicesSource: 'Site visit by the hub, 2026-11-02',
    };
    const byStaff = await callApi('facilities.setServices', input, staff);
    expect(byStaff.error?.status).toBe('PERMISSION_DENIED');
    const byVisitor = await callApi('facilities.setServices', input);
    expect(byVisitor.error?.status).toMatch(/UNAUTHENTICATED|PERMISSION_DENIED/);
    expect((await stored(f.id)).services).toEqual([]);

    const set = await callApi<Answer>('facilities.setServices', input, admin);
    expect(set.status, JSON.stringify(set.error)).toBe(200);
    expect(set.result).toMatchObject({ services: ['ultrasound', 'laboratory'], changed: true });
    const after = await stored(f.id);
    expect(after).toMatchObject({
      services: ['ultrasound', 'laboratory'],
      servicesSource: 'Site visit by the hub, 2026-11-02',
      version: f.version + 1,
    });

    const resent = await callApi<Answer>('facilities.setServices', input, admin);
    expect(resent.result?.changed).toBe(false);
    expect((await stored(f.id)).version).toBe(f.version + 1);

    // The facility's page shows them, with their source.
    const read = await callApi<{ facility: { services: string[]; servicesSource: string } }>(
      'facilities.get',
      { id: f.id },
      staff,
    );
    expect(read.result?.facility).toMatchObject({
      services: ['ultrasound', 'laboratory'],
      servicesSource: 'Site visit by the hub, 2026-11-02',
    });
  });

  it('cannot be set by staff through the facility form', async () => {
    const f = await aFacility();
    const fields = {
      name: `Test clinic ${tag()}`,
      type: 'Ambulatory health care services',
      communityId: '4701024',
      services: ['CT'],
    };
    const update = await callApi(
      'facilities.update',
      { id: f.id, version: f.version, fields },
      staff,
    );
    expect(update.status).toBe(400);
    expect(update.error?.status).toBe('INVALID_ARGUMENT');
    expect((await stored(f.id)).services).toEqual([]);
  });

  it('refuse bad input naming the field, writing nothing', async () => {
    const f = await aFacility();
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ services: ['x-ray vision'] }, 'services.0', /Choose services from the list/],
      [{ services: ['CT', 'CT'] }, 'services', /listed twice/],
      [{ servicesSource: '' }, 'servicesSource', /Where the services are known from/],
    ];
    for (const [bad, field, message] of cases) {
      const refused = await callApi(
        'facilities.setServices',
        { id: f.id, services: ['CT'], servicesSource: 'A source', ...bad },
        admin,
      );
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.error?.details?.fields?.[field], JSON.stringify(refused.error)).toMatch(
        message,
      );
    }
    const missing = await callApi(
      'facilities.setServices',
      { id: 'no-such-facility', services: [], servicesSource: 'A source' },
      admin,
    );
    expect(missing.error?.status).toBe('NOT_FOUND');
    expect((await stored(f.id)).version).toBe(f.version);
  });

  it('are declared on the seed hospitals as a labelled assumption', async () => {
    const ruh = await stored('odhf-8868');
    expect(ruh.services).toContain('ultrasound');
    expect(ruh.servicesSource).toMatch(/^Assumption of the demo seed/);
  });
});
