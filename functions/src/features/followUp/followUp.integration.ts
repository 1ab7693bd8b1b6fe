// Follow-up plans through the API: the demo cart's months observed against the demo analysis's
// prediction; a plan's writes (one per technology, bad input refused with nothing written, a
// resend answered with the first plan); a technology logging too few sessions two months in a
// row lands on "reassessment due"; Echo's data carries the comparison. Staff keep plans,
// visitors see none (the access matrix probes every operation from the declaration).
import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, db } from '../../../../tests/support/platform.js';
import { ask, eventually, fake, type FakeRequest } from '../../../../tests/support/echo.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, signIn, type Session } from '../../../../tests/support/session.js';

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

interface Cell {
  observed: number | null;
  target: number | null;
  off: boolean | null;
}
interface Answer {
  followUpPlan: { id: string; technologyId: string; version: number };
  technology: { id: string; name: string } | null;
  facilities: Array<{ id: string; name: string }>;
  comparison: {
    months: Array<{
      month: string;
      partial: boolean;
      sessions: number;
      cells: Record<string, Cell>;
    }>;
    reassessmentDue: boolean;
    reasons: string[];
    asOf: string;
  };
}
interface Due {
  items: Array<{ planId: string; technologyId: string; reasons: string[] }>;
}

/** YYYY-MM-DD of the 10th of the month `back` months before this one. */
const tenthOf = (back: number) => {
  const d = new Date();
  d.setUTCDate(10);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};

async function newTechnology(): Promise<string> {
  const made = await callApi<{ technology: { id: string } }>(
    'technologies.create',
    { fields: { name: `Followed cart ${randomUUID().slice(0, 8)}`, category: 'Other' } },
    staff,
  );
  expect(made.status, JSON.stringify(made.error)).toBe(200);
  return made.result!.technology.id;
}

async function aFacility(): Promise<string> {
  const list = await callApi<{ items: Array<{ id: string }> }>(
    'facilities.list',
    { pageSize: 40 },
    staff,
  );
  // Late in the list: a facility the other tests' sessions do not use.
  return list.result!.items.at(-1)!.id;
}

const planFields = (technologyId: string, over: Record<string, unknown> = {}) => ({
  technologyId,
  startMonth: tenthOf(3).slice(0, 7),
  reviewDate: tenthOf(-12),
  targets: {
    sessionsPerMonth: { value: 20, source: 'Test: twenty sessions a month.' },
    shareAdequate: { value: 0.5, source: 'Test.' },
  },
  ...over,
});

describe('follow-up plans', () => {
  it('compares the demo cart with the demo analysis, month by month', async () => {
    const read = await callApi<Answer>(
      'followUpPlans.get',
      { id: 'demo-follow-up-ultrasound' },
      staff,
    );
    expect(read.status, JSON.stringify(read.error)).toBe(200);
    const { comparison, technology, facilities } = read.result!;
    expect(technology?.id).toBe('demo-tech-ultrasound');
    expect(facilities.map((f) => f.id).sort()).toEqual(['odhf-8565', 'odhf-8710', 'odhf-8711']);
    // Three complete months and the current one, partial.
    expect(comparison.months.map((m) => m.partial)).toEqual([false, false, false, true]);
    const target = comparison.months[0]!.cells.sessionsPerMonth!.target;
    expect(target).toBeGreaterThan(0);
    // The demo log's sessions (five, over the last 80 days) are all counted somewhere.
    expect(comparison.months.reduce((n, m) => n + m.sessions, 0)).toBeGreaterThanOrEqual(4);
  });

  it('keeps a plan, answers a resend with it, and refuses a second plan of the technology', async () => {
    const technologyId = await newTechnology();
    const requestId = randomUUID();
    const input = { fields: planFields(technologyId), requestId };
    const first = await callApi<Answer>('followUpPlans.create', input, staff);
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    const again = await callApi<Answer>('followUpPlans.create', input, staff);
    expect(again.status).toBe(200);
    expect(again.result!.followUpPlan).toEqual(first.result!.followUpPlan);
    const second = await callApi(
      'followUpPlans.create',
      { fields: planFields(technologyId), requestId: randomUUID() },
      staff,
    );
    expect(second.status).toBe(400);
    expect(JSON.stringify(second.error)).toContain('already has a follow-up plan');
    const stored = await db
      .collection('followUpPlans')
      .where('technologyId', '==', technologyId)
      .get();
    expect(stored.size).toBe(1);
  });

  it('refuses malformed plans, saying why, and writes nothing', async () => {
    const technologyId = await newTechnology();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startMonth: '2026-13' }, 'Enter a month (YYYY-MM)'],
      [{ startMonth: '2026-06', reviewDate: '2026-05-31' }, 'before the first month followed'],
      [{ targets: { shareTravel: { value: 1.5, source: 'x' } } }, 'proportion between 0 and 1'],
      [{ targets: { kmAvoided: { value: 100 } } }, 'Say where the target'],
      [{ targets: { costPerSession: { value: 500, source: 'x' } } }, 'only with the costs'],
      [{ targets: {} }, 'at least one target'],
      [{ facilities: [{ facilityId: 'no-such-facility' }] }, 'no-such-facility'],
      [{ facilities: [{ facilityId: 'a' }, { facilityId: 'a' }] }, 'listed twice'],
      [{ observed: 3 }, 'There is no field “observed”'],
    ];
    for (const [over, message] of cases) {
      const answer = await callApi(
        'followUpPlans.create',
        { fields: planFields(technologyId, over) },
        staff,
      );
      expect(answer.status, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(answer.error), JSON.stringify(over)).toContain(message);
    }
    const stored = await db
      .collection('followUpPlans')
      .where('technologyId', '==', technologyId)
      .get();
    expect(stored.size).toBe(0);
  });

  it('puts a technology logging too few sessions two months in a row on "reassessment due"', async () => {
    const technologyId = await newTechnology();
    const facilityId = await aFacility();
    for (const back of [3, 2, 1]) {
      const logged = await callApi(
        'ultrasoundSessions.create',
        {
          fields: {
            date: tenthOf(back),
            facilityId,
            examType: 'abdominal',
            mode: 'telerobotic',
            adequacy: 'adequate',
            outcome: 'no travel needed',
          },
        },
        staff,
      );
      expect(logged.status, JSON.stringify(logged.error)).toBe(200);
    }
    const made = await callApi<Answer>(
      'followUpPlans.create',
      { fields: planFields(technologyId, { facilities: [{ facilityId }] }) },
      staff,
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    const read = await callApi<Answer>(
      'followUpPlans.get',
      { id: made.result!.followUpPlan.id },
      staff,
    );
    const complete = read.result!.comparison.months.filter((m) => !m.partial);
    expect(complete.map((m) => m.sessions)).toEqual([1, 1, 1]);
    expect(complete.map((m) => m.cells.sessionsPerMonth!.off)).toEqual([true, true, true]);
    expect(complete.map((m) => m.cells.shareAdequate!.off)).toEqual([false, false, false]);
    const due = await callApi<Due>('followUp.due', {}, staff);
    expect(due.status, JSON.stringify(due.error)).toBe(200);
    const item = due.result!.items.find((d) => d.technologyId === technologyId);
    expect(item?.reasons.join(' ')).toContain('Sessions per month below target by more than 20 %');
  });

  it('puts a technology whose review date has passed on "reassessment due"', async () => {
    const technologyId = await newTechnology();
    const made = await callApi(
      'followUpPlans.create',
      { fields: planFields(technologyId, { startMonth: '2025-01', reviewDate: '2025-06-30' }) },
      staff,
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    const due = await callApi<Due>('followUp.due', {}, staff);
    expect(due.result!.items.find((d) => d.technologyId === technologyId)?.reasons[0]).toBe(
      'The review date, 2025-06-30, has passed.',
    );
  });

  it('shows visitors no plan and no list of technologies due', async () => {
    expect((await callApi('followUpPlans.list', { pageSize: 5 })).status).not.toBe(200);
    expect((await callApi('followUp.due', {})).status).not.toBe(200);
  });
});

describe('Echo and the follow-up', () => {
  it("carries the demo cart's months observed against predicted and its verdict", async () => {
    const email = `follow-up-${randomUUID().slice(0, 8)}@hta.test`;
    const user = await adminAuth.createUser({
      email,
      password: 'follow-up-pw',
      emailVerified: true,
    });
    await adminAuth.setCustomUserClaims(user.uid, { staff: true });
    const person = await signIn(email, 'follow-up-pw');
    const script = `fu-${randomUUID().slice(0, 8)}`;
    await fake.script({ id: script, chunks: ['Not quite.'] });
    const answer = await ask(person, {
      question: `[script:${script}] Is the tele-ultrasound cart doing what we expected?`,
    });
    expect(answer.error).toBeUndefined();
    const request = await eventually(async () =>
      (await fake.requests(script)).find((r) => r.kind === 'streamGenerateContent'),
    );
    const data = (await instructionOf(request)).at(-1)!.text;
    expect(data).toContain('# Follow-up verdicts (');
    expect(data).toMatch(/\/follow-up\/demo-follow-up-ultrasound\|Tele-ultrasound cart \(demo\)\|/);
    expect(data).toContain('# Follow-up month by month (');
    expect(data).toMatch(/Tele-ultrasound cart \(demo\)\|\d{4}-\d\d\|\d+\|[\d.]+ vs [\d.]+/);
  });
});

/** The system instruction a model request carried: in its context cache, or inline. */
async function instructionOf(request: FakeRequest): Promise<Array<{ text: string }>> {
  if (!request.body.cachedContent) return request.body.systemInstruction!.parts;
  const id = request.body.cachedContent.split('/').pop();
  const created = (await fake.requests()).filter(
    (r) => r.kind === 'cachedContents.create' && r.at <= request.at,
  );
  return created[Number(id) - 1]!.body.systemInstruction!.parts;
}
