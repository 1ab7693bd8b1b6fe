// The calendar through the API: entered events with the dates other records hold (go-lives,
// evaluation due dates), upcoming events of a record, bad input refused with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

interface Item {
  key: string;
  source: string;
  title: string;
  start: string;
  editable: boolean;
  href: string;
}

const calendar = async (from: string, to: string) => {
  const answer = await callApi<{ items: Item[] }>('events.calendar', { from, to }, staff);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!.items;
};

describe('the calendar', () => {
  it('shows entered events in their range, with go-live dates from onboarding plans', async () => {
    const created = await callApi<{ event: { id: string } }>(
      'events.create',
      {
        fields: {
          title: 'Bridge test with Stony Rapids',
          type: 'meeting',
          start: '2031-03-04T09:30',
          end: '2031-03-04T10:30',
          communityId: '4718041',
        },
      },
      staff,
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const plan = await callApi<{ onboarding: { id: string } }>(
      'onboardings.create',
      {
        fields: {
          facilityId: 'odhf-8789',
          milestones: { goLive: { status: 'not started', plannedOn: '2031-03-20' } },
        },
      },
      staff,
    );
    expect(plan.status, JSON.stringify(plan.error)).toBe(200);

    const march = await calendar('2031-03-01', '2031-03-31');
    expect(march.find((i) => i.key === `event:${created.result!.event.id}`)).toMatchObject({
      source: 'event',
      start: '2031-03-04T09:30',
      editable: true,
    });
    expect(march.find((i) => i.key === `onboarding:${plan.result!.onboarding.id}`)).toMatchObject({
      title: 'Go-live: Northland Pioneers Lodge',
      start: '2031-03-20',
      editable: false,
      href: `/facilityProgress?plan=${plan.result!.onboarding.id}`,
    });
    // The last day of a range counts whole (a timed event on it included).
    expect((await calendar('2031-03-04', '2031-03-04')).map((i) => i.key)).toContain(
      `event:${created.result!.event.id}`,
    );
    expect((await calendar('2031-03-05', '2031-03-19')).map((i) => i.key)).not.toContain(
      `event:${created.result!.event.id}`,
    );

    const upcoming = await callApi<{ items: Item[] }>(
      'events.upcoming',
      { communityId: '4718041' },
      staff,
    );
    expect(upcoming.result!.items.map((i) => i.title)).toContain('Bridge test with Stony Rapids');
  });

  it('refuses an end before the start, a time on an all-day event and a long range', async () => {
    const count = async () => (await db.collection('events').count().get()).data().count;
    const before = await count();
    const backwards = await callApi(
      'events.create',
      {
        fields: {
          title: 'Backwards',
          type: 'meeting',
          start: '2031-05-02T10:00',
          end: '2031-05-02T09:00',
        },
      },
      staff,
    );
    expect(backwards.status).toBe(400);
    expect(
      (backwards.error?.details as { fields: Record<string, string> }).fields['fields.end'],
    ).toBe('The end comes before the start.');
    const timedAllDay = await callApi(
      'events.create',
      {
        fields: {
          title: 'All day at ten',
          type: 'site visit',
          allDay: true,
          start: '2031-05-02T10:00',
        },
      },
      staff,
    );
    expect(timedAllDay.status).toBe(400);
    expect(await count()).toBe(before);
    const tooLong = await callApi(
      'events.calendar',
      { from: '2030-01-01', to: '2032-01-01' },
      staff,
    );
    expect(tooLong.status).toBe(400);
  });
});
