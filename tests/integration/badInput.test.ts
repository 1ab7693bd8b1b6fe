// Bad input: every write operation refuses malformed payloads with INVALID_ARGUMENT and leaves
// the stores exactly as they were.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

let admin: Session;
beforeAll(async () => {
  ({ admin } = await demoSessions());
});

const MEGABYTE = 'x'.repeat(1024 * 1024);
const SCRIPT = '<script>alert("x")</script>';

type Payload = Record<string, unknown>;
const set = (base: Payload, path: string[], value: unknown): Payload => {
  const copy = structuredClone(base);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) Reflect.deleteProperty(node, last);
  else node[last] = value;
  return copy;
};

interface Case {
  op: string;
  collection: string;
  valid: Payload;
  nameField: 'name' | 'title';
  numeric?: string;
  enumField?: string;
}

const community = { name: 'Bad Input Town', type: 'Town', population2021: 10 };
const facility = {
  name: 'Bad Input Clinic',
  type: 'Hospitals',
  communityId: '4706027',
};
const technology = { name: 'Bad Input Tech', category: 'Video visits', capitalCost: 10 };
const vendor = { name: 'Bad Input Vendor', website: 'https://example.org' };
const need = {
  title: 'Bad input need',
  problem: 'p',
  population: 'q',
  outcome: 'r',
  peopleAffected: 3,
  severity: 'low',
};
const post = { title: 'Bad input post', body: 'text' };

const CASES: Case[] = [
  {
    op: 'communities',
    collection: 'communities',
    valid: community,
    nameField: 'name',
    numeric: 'population2021',
    enumField: 'type',
  },
  {
    op: 'facilities',
    collection: 'facilities',
    valid: facility,
    nameField: 'name',
    enumField: 'type',
  },
  {
    op: 'technologies',
    collection: 'technologies',
    valid: technology,
    nameField: 'name',
    numeric: 'capitalCost',
    enumField: 'category',
  },
  { op: 'vendors', collection: 'vendors', valid: vendor, nameField: 'name' },
  {
    op: 'clinicalNeeds',
    collection: 'clinicalNeeds',
    valid: need,
    nameField: 'title',
    numeric: 'peopleAffected',
    enumField: 'severity',
  },
  { op: 'posts', collection: 'posts', valid: post, nameField: 'title' },
];

function malformedFields(c: Case): Array<[string, unknown]> {
  const fields = c.valid;
  const out: Array<[string, unknown]> = [
    ['wrong type', set(fields, [c.nameField], 12345)],
    ['missing required field', set(fields, [c.nameField], undefined)],
    ['unknown field', set(fields, ['surprise'], 'hello')],
    ['1 MB string', set(fields, [c.nameField], MEGABYTE)],
    ['HTML/script in text', set(fields, [c.nameField], SCRIPT)],
    ['blank required text', set(fields, [c.nameField], '   ')],
    ['fields not an object', 'just a string'],
    ['fields as an array', [fields]],
    ['fields null', null],
  ];
  if (c.numeric)
    out.push(
      ['negative number', set(fields, [c.numeric], -5)],
      ['not a number', set(fields, [c.numeric], '5')],
    );
  if (c.enumField) out.push(['value outside the list', set(fields, [c.enumField], 'Spaceport')]);
  if (c.op === 'vendors')
    out.push(['bad web address', set(fields, ['website'], 'javascript:alert(1)')]);
  if (c.op === 'posts') out.push(['bad date', set(fields, ['publishedAt'], 'yesterday')]);
  return out;
}

async function snapshot(collection: string) {
  const [records, audit] = await Promise.all([
    db.collection(collection).count().get(),
    db.collection('audit').where('collection', '==', collection).count().get(),
  ]);
  return { records: records.data().count, audit: audit.data().count };
}

describe.each(CASES)('$op', (c) => {
  it('create refuses malformed payloads and writes nothing', async () => {
    const before = await snapshot(c.collection);
    const payloads: Array<[string, unknown]> = [
      ...malformedFields(c).map(([label, fields]) => [label, { fields }] as [string, unknown]),
      ['unknown top-level key', { fields: c.valid, id: 'chosen-id' }],
      ['no payload', null],
    ];
    expect(payloads.length).toBeGreaterThanOrEqual(10);
    for (const [label, input] of payloads) {
      const answer = await callApi(`${c.op}.create`, input, admin);
      expect(answer.error?.status, `${c.op}.create: ${label}`).toBe('INVALID_ARGUMENT');
    }
    expect(await snapshot(c.collection)).toEqual(before);
  });

  it('update refuses malformed payloads and writes nothing', async () => {
    const created = await callApi<Record<string, { id: string; version: number }>>(
      `${c.op}.create`,
      { fields: c.valid },
      admin,
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const record = Object.values(created.result!)[0]!;
    const before = await snapshot(c.collection);
    const stored = (await db.collection(c.collection).doc(record.id).get()).data();
    const payloads: Array<[string, unknown]> = [
      ...malformedFields(c).map(
        ([label, fields]) => [label, { id: record.id, version: 1, fields }] as [string, unknown],
      ),
      ['bad id: path', { id: '../communities/4706027', version: 1, fields: c.valid }],
      ['bad id: empty', { id: '', version: 1, fields: c.valid }],
      ['negative version', { id: record.id, version: -1, fields: c.valid }],
      ['version as text', { id: record.id, version: '1', fields: c.valid }],
      ['missing version', { id: record.id, fields: c.valid }],
    ];
    for (const [label, input] of payloads) {
      const answer = await callApi(`${c.op}.update`, input, admin);
      expect(answer.error?.status, `${c.op}.update: ${label}`).toBe('INVALID_ARGUMENT');
    }
    expect(await snapshot(c.collection)).toEqual(before);
    expect((await db.collection(c.collection).doc(record.id).get()).data()).toEqual(stored);
  });

  it('delete refuses malformed payloads and deletes nothing', async () => {
    const before = await snapshot(c.collection);
    const payloads: unknown[] = [
      null,
      {},
      { id: 42 },
      { id: '' },
      { id: 'a/b' },
      { id: '..' },
      { id: 'x'.repeat(200) },
      { id: 'ok-id', version: -1 },
      { id: 'ok-id', version: 1.5 },
      { id: 'ok-id', extra: true },
      [{ id: 'ok-id' }],
    ];
    for (const input of payloads) {
      const answer = await callApi(`${c.op}.delete`, input, admin);
      expect(answer.error?.status, `${c.op}.delete ${JSON.stringify(input)}`).toBe(
        'INVALID_ARGUMENT',
      );
    }
    expect(await snapshot(c.collection)).toEqual(before);
  });
});

describe('field messages', () => {
  it('come back per field for the form to show', async () => {
    const answer = await callApi(
      'communities.create',
      { fields: { name: SCRIPT, type: 'Spaceport', population2021: -1 } },
      admin,
    );
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.details?.fields).toMatchObject({
      'fields.name': 'Must not contain HTML.',
      'fields.type': 'Choose a community type.',
      'fields.population2021': 'Population cannot be negative.',
    });
  });

  it('name references that do not exist', async () => {
    const answer = await callApi(
      'facilities.create',
      { fields: { name: 'Nowhere Clinic', type: 'Hospitals', communityId: 'no-such-community' } },
      admin,
    );
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.details?.fields).toEqual({
      'fields.communityId': 'There is no such community.',
    });
  });
});
