// Facility readiness through the API: the latest assessment sets the facility's readiness (and
// re-assessments, older ones and deletions keep that true); gaps need an action and an owner;
// administrators alone change the item set.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

/** A facility no other test assesses: Meadow Lake Hospital. */
const FACILITY = 'odhf-8790';

interface Saved {
  id: string;
  version: number;
  scores: { overall: number | null; level: string; gaps: number };
}

const items = (score: number, gap?: { action: string | null; owner: string | null }) => [
  { area: 'space', id: 'room', text: 'A private room', score, ...(gap ?? {}) },
  { area: 'connectivity', id: 'bandwidth', text: 'Bandwidth', score: 4 },
  { area: 'privacy', id: 'privacy', text: 'Privacy', score: 5 },
];

async function assess(assessedOn: string, score: number, gap?: { action: string; owner: string }) {
  const answer = await callApi<{ readinessAssessment: Saved }>(
    'readinessAssessments.create',
    {
      fields: {
        facilityId: FACILITY,
        assessedOn,
        connectivity: { downloadMbps: 48.5, uploadMbps: 9, latencyMs: 70, backupLink: 'cellular' },
        items: items(score, gap),
      },
    },
    staff,
  );
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!.readinessAssessment;
}

async function facility() {
  const answer = await callApi<{
    facility: {
      readiness: string;
      readinessScore: number | null;
      readinessAssessedOn: string | null;
      readinessGaps: number | null;
    };
    readinessHistory: Array<{ id: string; assessedOn: string }>;
  }>('facilities.get', { id: FACILITY }, staff);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!;
}

describe('facility readiness', () => {
  it('follows the latest assessment through re-assessments and deletions', async () => {
    const first = await assess('2026-01-10', 2, { action: 'Book a room', owner: 'Manager' });
    // (2 + 4 + 5) / 3 areas = 3.67, one gap: partly ready.
    expect(first.scores).toMatchObject({ overall: 3.67, level: 'partly ready', gaps: 1 });
    expect((await facility()).facility).toMatchObject({
      readiness: 'partly ready',
      readinessScore: 3.67,
      readinessAssessedOn: '2026-01-10',
      readinessGaps: 1,
    });

    const second = await assess('2026-06-01', 5);
    let now = await facility();
    expect(now.facility).toMatchObject({ readiness: 'ready', readinessAssessedOn: '2026-06-01' });
    expect(now.readinessHistory.map((h) => h.id).slice(0, 2)).toEqual([second.id, first.id]);

    // An assessment dated earlier is history, not the facility's state.
    const older = await assess('2025-05-05', 1, { action: 'Everything', owner: 'Everyone' });
    expect((await facility()).facility.readinessAssessedOn).toBe('2026-06-01');

    const removed = await callApi(
      'readinessAssessments.delete',
      { id: second.id, version: second.version },
      admin,
    );
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    now = await facility();
    expect(now.facility).toMatchObject({
      readiness: 'partly ready',
      readinessAssessedOn: '2026-01-10',
    });

    for (const a of [first, older]) {
      const gone = await callApi(
        'readinessAssessments.delete',
        { id: a.id, version: a.version },
        admin,
      );
      expect(gone.status).toBe(200);
    }
    expect((await facility()).facility).toMatchObject({
      readiness: 'not assessed',
      readinessScore: null,
      readinessAssessedOn: null,
    });
  });

  it('refuses a gap without an action and an owner, and writes nothing', async () => {
    const count = async () =>
      (
        await db
          .collection('readinessAssessments')
          .where('facilityId', '==', FACILITY)
          .count()
          .get()
      ).data().count;
    const before = await count();
    const answer = await callApi(
      'readinessAssessments.create',
      {
        fields: {
          facilityId: FACILITY,
          assessedOn: '2026-02-02',
          items: items(1, { action: '', owner: null }),
          connectivity: { downloadMbps: -3 },
        },
      },
      staff,
    );
    expect(answer.status).toBe(400);
    const fields = (answer.error?.details as { fields: Record<string, string> }).fields;
    expect(fields['fields.items.0.action']).toBe('A gap needs an action.');
    expect(fields['fields.items.0.owner']).toBe('A gap needs an owner.');
    expect(fields['fields.connectivity.downloadMbps']).toMatch(/cannot be negative/);
    expect(await count()).toBe(before);
  });

  // A made-up item scored 5, dated 2999, would make a facility "ready" until someone assessed it
  // later than that.
  it('scores only the set’s items, in the set’s words, and no date in the future', async () => {
    const create = (fields: Record<string, unknown>) =>
      callApi<{ readinessAssessment: Saved & { items: Array<{ text: string }> } }>(
        'readinessAssessments.create',
        { fields: { facilityId: FACILITY, assessedOn: '2026-01-05', items: items(5), ...fields } },
        staff,
      );
    const before = await facility();
    const madeUp = await create({
      items: [{ area: 'space', id: 'made-up', text: 'anything', score: 5 }],
    });
    expect(madeUp.status).toBe(400);
    expect(madeUp.error?.details?.fields?.['fields.items.0.id']).toMatch(
      /^“anything” is not an item of the readiness set/,
    );
    const future = await create({ assessedOn: '2999-01-01' });
    expect(future.error?.details?.fields?.['fields.assessedOn']).toBe(
      'The assessment date cannot be in the future.',
    );
    expect((await facility()).facility).toEqual(before.facility);

    // An item's words are the set's, whatever was sent; an edit keeps the assessment's items.
    const made = await create({
      assessedOn: '2001-01-01',
      items: [{ area: 'space', id: 'room', text: 'Rewritten to say anything', score: 3 }],
    });
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    const saved = made.result!.readinessAssessment;
    expect(saved.items[0]!.text).toMatch(/^A private room is set aside/);
    const edited = await callApi(
      'readinessAssessments.update',
      {
        id: saved.id,
        version: saved.version,
        fields: {
          facilityId: FACILITY,
          assessedOn: '2001-01-01',
          items: [{ area: 'privacy', id: 'consent', text: 'Consent', score: 5 }],
        },
      },
      staff,
    );
    expect(edited.error?.details?.fields?.['fields.items.0.id']).toMatch(
      /is not one of this assessment's items/,
    );
    expect(
      (
        await callApi(
          'readinessAssessments.delete',
          { id: saved.id, version: saved.version },
          admin,
        )
      ).status,
    ).toBe(200);
  });

  it('has an item set only administrators change', async () => {
    const current = await callApi<{ value: Record<string, unknown>; version: number }>(
      'readinessItems.get',
      {},
      staff,
    );
    expect(current.status).toBe(200);
    expect(Object.keys(current.result!.value)).toEqual([
      'space',
      'connectivity',
      'equipment',
      'staffing',
      'privacy',
    ]);
    const refused = await callApi(
      'readinessItems.save',
      { value: current.result!.value, version: current.result!.version },
      staff,
    );
    expect(refused.status).toBe(403);
    const emptied = await callApi(
      'readinessItems.save',
      { value: { ...current.result!.value, space: [] }, version: current.result!.version },
      admin,
    );
    expect(emptied.status).toBe(400);
  });
});
