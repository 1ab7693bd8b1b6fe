// Onboarding through the API: one plan per facility, whose state the facility carries (so the
// facility list filters by it); the summary follows; a community's census division follows to
// its facilities; bad input writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

/** Facilities no other test plans for: in Meadow Lake (census division 4717). */
const FACILITY = 'odhf-8755';
const OTHER = 'odhf-8758';

interface Plan {
  id: string;
  version: number;
  state: { progress: number; status: string; next: string | null };
}
interface Summary {
  facilities: number;
  byStatus: Array<{ status: string; count: number }>;
  reached: Array<{ milestone: string; count: number }>;
}

const ok = <T>(answer: { status: number; result?: T; error?: unknown }) => {
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!;
};

const summary = async () =>
  ok(await callApi<Summary>('onboardings.summary', { censusDivisionUid: '4717' }, staff));
const count = (s: Summary, status: string) => s.byStatus.find((b) => b.status === status)!.count;

async function facility(id: string) {
  return ok(
    await callApi<{
      facility: {
        onboardingProgress: number;
        onboardingStatus: string;
        onboardingNext: string | null;
        onboardingId: string | null;
        censusDivisionUid: string | null;
      };
      onboarding: { id: string } | null;
    }>('facilities.get', { id }, staff),
  );
}

describe('onboarding', () => {
  it('keeps the facility’s progress and the summary in step with the plan', async () => {
    const before = await summary();
    const created = ok(
      await callApi<{ onboarding: Plan }>(
        'onboardings.create',
        {
          fields: {
            facilityId: FACILITY,
            milestones: {
              registered: { status: 'done', doneOn: '2026-10-01', owner: 'eHealth' },
              siteTest: { status: 'in progress', plannedOn: '2026-12-01' },
            },
          },
        },
        staff,
      ),
    ).onboarding;
    expect(created.state).toMatchObject({ progress: 20, status: 'in progress', next: 'siteTest' });
    const f = await facility(FACILITY);
    expect(f.facility).toMatchObject({
      onboardingProgress: 20,
      onboardingStatus: 'in progress',
      onboardingNext: 'siteTest',
      onboardingId: created.id,
      censusDivisionUid: '4717',
    });
    expect(f.onboarding?.id).toBe(created.id);

    const listed = ok(
      await callApi<{ items: Array<{ id: string }> }>(
        'facilities.list',
        { filters: { onboardingStatus: 'in progress', censusDivisionUid: '4717' }, pageSize: 100 },
        staff,
      ),
    );
    expect(listed.items.map((i) => i.id)).toContain(FACILITY);

    const after = await summary();
    expect(after.facilities).toBe(before.facilities);
    expect(count(after, 'in progress') - count(before, 'in progress')).toBe(1);
    expect(count(before, 'not started') - count(after, 'not started')).toBe(1);
    expect(after.reached[0]!.count - before.reached[0]!.count).toBe(1);

    // A second plan for the same facility is refused: there is one to update.
    const twice = await callApi('onboardings.create', { fields: { facilityId: FACILITY } }, staff);
    expect(twice.status).toBe(400);
    expect(
      (twice.error?.details as { fields: Record<string, string> }).fields['fields.facilityId'],
    ).toMatch(/already has an onboarding plan/);

    const removed = await callApi(
      'onboardings.delete',
      { id: created.id, version: created.version },
      admin,
    );
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    expect((await facility(FACILITY)).facility).toMatchObject({
      onboardingProgress: 0,
      onboardingStatus: 'not started',
      onboardingId: null,
    });
  });

  it('refuses a blocked milestone without its blocker, and writes nothing', async () => {
    const answer = await callApi(
      'onboardings.create',
      { fields: { facilityId: OTHER, milestones: { bridgeTest: { status: 'blocked' } } } },
      staff,
    );
    expect(answer.status).toBe(400);
    expect(
      (answer.error?.details as { fields: Record<string, string> }).fields[
        'fields.milestones.bridgeTest.blocker'
      ],
    ).toBe('What is blocking it?');
    const plans = await db.collection('onboardings').where('facilityId', '==', OTHER).get();
    expect(plans.size).toBe(0);
    expect((await facility(OTHER)).facility.onboardingStatus).toBe('not started');
  });

  it('refuses milestones out of order (go-live done before the bridge test), naming them, and writes nothing', async () => {
    const fieldErrors = (answer: { error?: { details?: unknown } }) =>
      (answer.error?.details as { fields: Record<string, string> }).fields;
    const goLiveFirst = await callApi(
      'onboardings.create',
      {
        fields: {
          facilityId: OTHER,
          milestones: {
            registered: { status: 'done', doneOn: '2026-09-01' },
            siteTest: { status: 'done', doneOn: '2026-09-15' },
            goLive: { status: 'done', doneOn: '2026-10-01' },
          },
        },
      },
      staff,
    );
    expect(goLiveFirst.status).toBe(400);
    expect(fieldErrors(goLiveFirst)['fields.milestones.goLive.status']).toBe(
      'Go-live cannot be done while Bridge (multipoint) test passed (not started) and Support staff trained (not started) are not done: steps are done in order.',
    );
    expect((await db.collection('onboardings').where('facilityId', '==', OTHER).get()).size).toBe(
      0,
    );

    // A plan in order is taken; an update that marks a step done before the one before it is not.
    const plan = ok(
      await callApi<{ onboarding: Plan }>(
        'onboardings.create',
        {
          fields: {
            facilityId: OTHER,
            milestones: { registered: { status: 'done', doneOn: '2026-09-10' } },
          },
        },
        staff,
      ),
    ).onboarding;
    const early = await callApi(
      'onboardings.update',
      {
        id: plan.id,
        version: plan.version,
        fields: {
          facilityId: OTHER,
          milestones: {
            registered: { status: 'done', doneOn: '2026-09-10' },
            siteTest: { status: 'done', doneOn: '2026-09-01' },
          },
        },
      },
      staff,
    );
    expect(early.status).toBe(400);
    expect(fieldErrors(early)['fields.milestones.siteTest.doneOn']).toMatch(
      /before Registered on the provincial eHealth network \(done 2026-09-10\)/,
    );
    const stored = (await db.collection('onboardings').doc(plan.id).get()).data()!;
    expect(stored).toMatchObject({ version: 1, state: { progress: 20 } });
    expect((await facility(OTHER)).facility.onboardingProgress).toBe(20);
    ok(await callApi('onboardings.delete', { id: plan.id, version: plan.version }, admin));
  });

  it('moves a facility to its community’s new census division', async () => {
    const community = ok(
      await callApi<{ community: { id: string; version: number } }>(
        'communities.create',
        {
          fields: {
            name: `Onboarding Town ${Date.now().toString(36)}`,
            type: 'Town',
            csdUid: '4799001',
            censusDivisionUid: '4701',
            censusDivisionName: 'Division No. 1',
          },
        },
        staff,
      ),
    ).community;
    const made = ok(
      await callApi<{ facility: { id: string; censusDivisionUid: string | null } }>(
        'facilities.create',
        { fields: { name: 'Onboarding Clinic', type: 'Hospitals', communityId: community.id } },
        staff,
      ),
    ).facility;
    expect(made.censusDivisionUid).toBe('4701');
    ok(
      await callApi(
        'communities.update',
        {
          id: community.id,
          version: community.version,
          fields: {
            name: 'Onboarding Town moved',
            type: 'Town',
            csdUid: '4799001',
            censusDivisionUid: '4702',
            censusDivisionName: 'Division No. 2',
          },
        },
        staff,
      ),
    );
    expect((await facility(made.id)).facility.censusDivisionUid).toBe('4702');
  });
});
