// Fee estimates through the API: the schedule kept by administrators, estimates priced by the
// server at the fees in effect when their period starts, bad input refused with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 4);

async function newCode(fields: Record<string, unknown>) {
  const answer = await callApi<{ feeCode: { id: string; version: number } }>(
    'feeCodes.create',
    {
      fields: {
        code: `T${tag()}`,
        description: 'Test service',
        unit: 'per service',
        amount: 40,
        effectiveFrom: '2024-01-01',
        source: 'Test schedule',
        verified: true,
        ...fields,
      },
    },
    admin,
  );
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!.feeCode;
}

interface Priced {
  total: number;
  unpriced: number;
  unverified: number;
  lines: Array<{ subtotal: number | null; problem: string | null }>;
}

describe('fee estimates', () => {
  it('are priced by the server at the fees in effect when the period starts', async () => {
    const video = await newCode({ amount: 40 });
    const phone = await newCode({ amount: 12.5, verified: false });
    const old = await newCode({
      amount: 35,
      effectiveFrom: '2020-03-16',
      effectiveTo: '2021-05-31',
    });
    const answer = await callApi<{ feeEstimate: { id: string; version: number; priced: Priced } }>(
      'feeEstimates.create',
      {
        fields: {
          title: `Estimate ${tag()}`,
          communityId: '4718041',
          periodFrom: '2026-04-01',
          periodTo: '2027-03-31',
          lines: [
            { feeCodeId: video.id, quantity: 120 },
            { feeCodeId: phone.id, quantity: 30 },
            { feeCodeId: old.id, quantity: 10 },
          ],
        },
      },
      staff,
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const priced = answer.result!.feeEstimate.priced;
    expect(priced.lines.map((l) => l.subtotal)).toEqual([4800, 375, null]);
    expect(priced.total).toBe(5175);
    expect(priced.unpriced).toBe(1);
    expect(priced.unverified).toBe(1);
    expect(priced.lines[2]!.problem).toContain('Not in effect on 2026-04-01');

    // A fee corrected in the schedule prices the estimate anew when it is next saved.
    const fixed = await callApi(
      'feeCodes.update',
      {
        id: video.id,
        version: 1,
        fields: {
          code: 'VID',
          description: 'Video visit',
          unit: 'per service',
          amount: 45,
          effectiveFrom: '2024-01-01',
          source: 'Test schedule',
          verified: true,
        },
      },
      admin,
    );
    expect(fixed.status, JSON.stringify(fixed.error)).toBe(200);
    const id = answer.result!.feeEstimate.id;
    const stored = (await db.collection('feeEstimates').doc(id).get()).data()!;
    const resaved = await callApi<{ feeEstimate: { priced: Priced } }>(
      'feeEstimates.update',
      {
        id,
        version: 1,
        fields: {
          title: stored.title,
          communityId: '4718041',
          periodFrom: '2026-04-01',
          periodTo: '2027-03-31',
          lines: stored.lines,
        },
      },
      staff,
    );
    expect(resaved.result!.feeEstimate.priced.total).toBe(5775);

    // A code an estimate uses is not deleted from under it.
    const del = await callApi('feeCodes.delete', { id: video.id }, admin);
    expect(del.error?.status).toBe('FAILED_PRECONDITION');
  });

  it('keep the schedule for administrators: staff read it and cannot change it', async () => {
    const refused = await callApi(
      'feeCodes.create',
      {
        fields: {
          code: 'X',
          description: 'x',
          unit: 'x',
          effectiveFrom: '2024-01-01',
          source: 'x',
        },
      },
      staff,
    );
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    const seeded = await callApi<{ items: Array<{ code: string; verified: boolean }> }>(
      'feeCodes.list',
      { filters: { verified: false } },
      staff,
    );
    expect(seeded.result!.items.map((c) => c.code)).toEqual(
      expect.arrayContaining(['510A', '515A', 'A101', 'A102']),
    );
  });

  it('refuse malformed estimates and fee codes, writing nothing', async () => {
    const code = await newCode({});
    const good = {
      title: 'An estimate',
      periodFrom: '2026-01-01',
      periodTo: '2026-12-31',
      lines: [{ feeCodeId: code.id, quantity: 1 }],
    };
    const count = async (c: string) => (await db.collection(c).count().get()).data().count;
    const estimatesBefore = await count('feeEstimates');
    const badEstimates: unknown[] = [
      { ...good, title: '' },
      { ...good, periodFrom: '2026-13-01' },
      { ...good, periodTo: '2025-01-01' },
      { ...good, lines: [] },
      { ...good, lines: [{ feeCodeId: code.id, quantity: 0 }] },
      { ...good, lines: [{ feeCodeId: code.id, quantity: 1.5 }] },
      { ...good, lines: [{ feeCodeId: code.id, quantity: '3' }] },
      { ...good, lines: [{ feeCodeId: 'no-such-code', quantity: 1 }] },
      { ...good, lines: [{ feeCodeId: code.id }] },
      { ...good, communityId: 'no-such-community' },
      { ...good, total: 1000 },
    ];
    for (const fields of badEstimates)
      expect(
        (await callApi('feeEstimates.create', { fields }, staff)).error?.status,
        JSON.stringify(fields),
      ).toBe('INVALID_ARGUMENT');
    expect(await count('feeEstimates')).toBe(estimatesBefore);

    const codesBefore = await count('feeCodes');
    const goodCode = {
      code: 'Z1',
      description: 'd',
      unit: 'u',
      effectiveFrom: '2024-01-01',
      source: 's',
    };
    const badCodes: unknown[] = [
      { ...goodCode, code: '' },
      { ...goodCode, amount: -1 },
      { ...goodCode, amount: 1.234 },
      { ...goodCode, amount: '35' },
      { ...goodCode, effectiveFrom: 'soon' },
      { ...goodCode, effectiveTo: '2023-01-01' },
      { ...goodCode, source: '' },
      { ...goodCode, verified: 'yes' },
      { ...goodCode, code: 'X'.repeat(21) },
      { ...goodCode, extra: 1 },
    ];
    for (const fields of badCodes)
      expect(
        (await callApi('feeCodes.create', { fields }, admin)).error?.status,
        JSON.stringify(fields),
      ).toBe('INVALID_ARGUMENT');
    expect(await count('feeCodes')).toBe(codesBefore);
  });
});
