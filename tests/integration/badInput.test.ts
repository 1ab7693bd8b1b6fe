// Bad input: every write operation of the contract refuses malformed payloads — generated from its
// zod input schema (support/malformed.ts) — with INVALID_ARGUMENT (HTTP 400) and a message that a
// person reads on the field it names, never a 500; and nothing is written. The whole store is
// compared before and after: this file runs in a group of its own (vitest.integration.config.ts),
// so no other file writes meanwhile.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  allRegistries,
  fieldErrors,
  formValues,
  operations,
  type AnyRegistry,
} from '../../functions/src/contract/index.js';
import { malformedInputs, type Malformed } from '../support/malformed.js';
import { db } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type ApiAnswer, type Session } from '../support/session.js';
import { storeChanges, storeSnapshot, type StoreSnapshot } from '../support/store.js';

/** Operations that only read (every other operation writes something). */
const READS = new Set([
  'system.health',
  'home.summary',
  'lifecycle.waiting',
  'lifecycle.board',
  'selection.candidates',
  'ultrasoundSessions.totals',
  'onboardings.summary',
  'geography.censusDivisions',
  'epi.subjects',
  'epi.subject',
  'events.calendar',
  'events.upcoming',
  'echo.status',
  'imports.check',
]);
const isRead = (name: string) => /\.(list|get)$/.test(name) || READS.has(name);
type OperationName = keyof typeof operations;
const allOperations = Object.keys(operations) as OperationName[];
const WRITES = allOperations.filter((name) => !isRead(name));

/** Generated payloads that are not malformed for this field, and why. */
const NOT_MALFORMED: Record<string, string> = {
  'users.setAccess uid: a reserved id': 'an Auth uid is not a document id: "__x__" is a valid one',
  'users.delete uid: a reserved id': 'an Auth uid is not a document id',
  'users.setDisabled uid: a reserved id': 'an Auth uid is not a document id',
};
/** Fields whose refusal may be put on another field, and which. */
const REFUSED_AT: Record<string, string> = {
  // A file's type is judged with its name and size: the message is on the file.
  'attachments.begin contentType': 'file',
};

/** zod's own wording, which a person should never see. */
const ZOD_WORDING =
  /Invalid input|expected \w+, received|Unrecognized key|Too (big|small):|Invalid option|Invalid (string|element|key)/;

/** Sent at once (the local Functions emulator starts a worker per concurrent request). */
const CONCURRENCY = 2;
/** Payloads of an operation sent through the API (the contract is checked with all of them). */
const PER_OPERATION = 12;

async function inBatches<T>(items: readonly T[], each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += CONCURRENCY)
    await Promise.all(items.slice(i, i + CONCURRENCY).map(each));
}

/** The field messages that speak of the payload's wrong field. */
function messagesFor(op: string, c: Malformed, fields: Record<string, string>): string[] {
  const places = [c.path, REFUSED_AT[`${op} ${c.path}`]].filter((p) => p !== undefined);
  // A deep nest is refused as a whole, before any field is looked at; an unknown field with an
  // empty name is named as the payload's.
  const anyKey = c.path === '' || c.kind === 'deep nesting';
  return Object.entries(fields)
    .filter(([key]) => anyKey || places.some((at) => key === at || key.startsWith(`${at}.`)))
    .map(([, message]) => message);
}

/** What is wrong with a refusal: not refused, no message on the field, zod's wording. */
function refusalProblem(op: string, c: Malformed, fields: Record<string, string> | null) {
  if (!fields) return 'accepted';
  const messages = messagesFor(op, c, fields);
  if (messages.length === 0) return `no message on ${c.path}: ${JSON.stringify(fields)}`;
  const dump = messages.find((m) => ZOD_WORDING.test(m) || m.length < 8);
  return dump ? `not a message for a person: “${dump}”` : null;
}

/** The field errors the API sends (api/dispatch.ts), from the contract alone. */
function localFields(schema: z.ZodType, decoded: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(decoded ?? {});
  return parsed.success ? null : fieldErrors(parsed.error);
}

/**
 * Payloads sent through the API per operation: one of each kind of wrong value, on different
 * fields where it can, at most PER_OPERATION kinds, the kinds taken in turn from `turn` so that
 * every kind goes through the API for most operations; at least ten. The contract is checked
 * with every payload.
 */
function sample(cases: readonly Malformed[], turn: number): Malformed[] {
  const byKind = new Map<string, Malformed[]>();
  for (const c of cases) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  const kinds = [...byKind.keys()];
  const order = [...kinds.slice(turn % kinds.length), ...kinds.slice(0, turn % kinds.length)];
  const used = new Set<string>();
  const picked = order.slice(0, PER_OPERATION).map((kind) => {
    const ofKind = byKind.get(kind)!;
    const c = ofKind.find((x) => !used.has(x.path)) ?? ofKind[0]!;
    used.add(c.path);
    return c;
  });
  // Operations with few fields have few kinds: at least ten payloads all the same.
  const more = cases.filter((c) => !picked.includes(c));
  return [...picked, ...more.slice(0, Math.max(0, 10 - picked.length))];
}

/** A valid input of a registry's create, update and delete, from one of its stored records. */
async function registryBases(registry: AnyRegistry): Promise<Record<string, unknown>> {
  const snap = await db.collection(registry.name).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) return {};
  const record = doc.data();
  const valid = (schema: z.ZodObject, fields: Record<string, unknown>) => {
    // A stored value the schema refuses today (an older record) is left out, so that what a
    // payload's refusal names is its own wrong value.
    const issues = schema.safeParse(fields).error?.issues ?? [];
    const wrong = new Set(issues.map((i) => String(i.path[0])));
    return Object.fromEntries(Object.entries(fields).filter(([key]) => !wrong.has(key)));
  };
  const create = (registry.createFields ?? registry.fields) as z.ZodObject;
  return {
    [`${registry.name}.create`]: { fields: valid(create, formValues(create, record)) },
    [`${registry.name}.update`]: {
      id: doc.id,
      version: record.version as number,
      fields: valid(registry.fields, formValues(registry.fields, record)),
    },
    [`${registry.name}.delete`]: { id: doc.id, version: record.version as number },
  };
}

let admin: Session;
let bases: Record<string, unknown> = {};
let before: StoreSnapshot;

beforeAll(async () => {
  ({ admin } = await demoSessions());
  const each = await Promise.all(allRegistries.map(registryBases));
  bases = Object.assign({}, ...each) as Record<string, unknown>;
  before = await storeSnapshot();
});

/** The answer's field messages, or null when it was not a 400 invalid-argument. */
const refusedFields = (answer: ApiAnswer) =>
  answer.status === 400 && answer.error?.status === 'INVALID_ARGUMENT'
    ? (answer.error.details?.fields ?? {})
    : null;

describe('every write operation', () => {
  it('is covered: the contract has write operations and every read named here exists', () => {
    expect(WRITES.length).toBeGreaterThan(60);
    expect([...READS].filter((name) => !Object.hasOwn(operations, name))).toEqual([]);
  });

  it.each(WRITES)('%s refuses malformed payloads with a message on the field', async (op) => {
    const { input } = operations[op];
    const cases = malformedInputs(input, bases[op]).filter(
      (c) => !NOT_MALFORMED[`${op} ${c.label}`],
    );
    expect(cases.length).toBeGreaterThanOrEqual(10);

    // Every generated payload, against the contract: refused, with a message on its field.
    const problems: string[] = [];
    for (const c of cases) {
      // The protocol layer refuses these before any schema sees them (see the API's tests below).
      if (c.kind === 'NaN' || c.kind === 'deep nesting' || c.kind === 'lone surrogate') continue;
      const problem = refusalProblem(op, c, localFields(input, c.decoded));
      if (problem) problems.push(`${c.label}: ${problem}`);
    }
    expect(problems, `${op} in the contract`).toEqual([]);

    // A dozen through the API: a 400 with the message on the field.
    await inBatches(sample(cases, WRITES.indexOf(op)), async (c) => {
      const answer = await callApi(op, c.wire, admin);
      const problem = refusalProblem(op, c, refusedFields(answer));
      if (problem)
        problems.push(`${c.label}: ${problem} (${answer.status} ${answer.error?.message})`);
    });
    expect(problems, `${op} through the API`).toEqual([]);
  });
});

describe('input at the edges of what the schemas allow', () => {
  const cursor = (values: unknown[], id: unknown) =>
    Buffer.from(JSON.stringify({ v: values, id })).toString('base64url');
  const lists = allOperations.filter((name) => name.endsWith('.list'));

  it.each(lists)('%s refuses a cursor Firestore cannot start after', async (op) => {
    const bad = [
      cursor(['a'], ''),
      cursor(['a'], 'a/b/c'),
      cursor(['a'], '__x__'),
      cursor(['a\uD800'], 'ok-id'),
      cursor(['a'], 42),
      'not base64 at all!',
    ];
    const problems: string[] = [];
    for (const value of bad) {
      const answer = await callApi(op, { cursor: value }, admin);
      if (answer.status !== 400 || answer.error?.details?.fields?.cursor === undefined)
        problems.push(`${value}: ${answer.status} ${answer.error?.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('a name with half a surrogate pair is refused on the name, not a 500', async () => {
    const answer = await callApi('vendors.create', { fields: { name: 'Acme \uD800' } }, admin);
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.fields?.['fields.name']).toMatch(/half of a character/);
  });

  it('a number sent as an Int64 "NaN" is refused on its field, not a 500', async () => {
    const nan = { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: 'NaN' };
    const answer = await callApi(
      'communities.create',
      { fields: { name: 'NaN Town', type: 'Town', population2021: nan } },
      admin,
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.fields).toEqual({
      'fields.population2021': 'Must be a number.',
    });
  });

  it.each(['2026-02-30T10:00', '2026-04-31', '2026-04-01T24:00'])(
    'an event starting on the impossible %s is refused',
    async (start) => {
      const answer = await callApi(
        'events.create',
        {
          fields: { title: 'Impossible', type: 'meeting', allDay: start.length === 10, start },
        },
        admin,
      );
      expect(answer.status).toBe(400);
      expect(answer.error?.details?.fields?.['fields.start']).toMatch(/real date/);
    },
  );

  it.each([
    ['only zero-width characters', '\u200B\u200C\u200D\u2060'],
    ['a zero-width space and a BOM around nothing', ' \u200B\uFEFF '],
  ])('a name of %s is empty', async (_label, name) => {
    const answer = await callApi('vendors.create', { fields: { name } }, admin);
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.fields?.['fields.name']).toBe('Name is required.');
  });

  it.each([
    ['a NUL', 'Acme\u0000 Corp'],
    ['a bell', 'Acme\u0007'],
    ['an escape', '\u001B[31mAcme'],
  ])('a name with %s is refused', async (_label, name) => {
    const answer = await callApi('vendors.create', { fields: { name } }, admin);
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.fields?.['fields.name']).toMatch(/control characters/);
  });

  it('line breaks and tabs in text are kept (they are text)', () => {
    const parsed = operations['vendors.create'].input.safeParse({
      fields: { name: 'Acme', notes: 'one\n\ttwo\r\nthree' },
    });
    expect(parsed.data?.fields.notes).toBe('one\n\ttwo\r\nthree');
  });

  it('a new technology cannot start past the first stage', async () => {
    const answer = await callApi(
      'technologies.create',
      { fields: { name: 'Skipped ahead', category: 'Other', lifecycleStage: 'adopted' } },
      admin,
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.fields?.['fields.lifecycleStage']).toMatch(
      /starts as proposed.*lifecycle board/,
    );
  });

  it('an edit cannot change a technology’s stage (only the lifecycle move, with its reason)', async () => {
    const update = bases['technologies.update'] as {
      id: string;
      version: number;
      fields: { lifecycleStage: string };
    };
    const to = update.fields.lifecycleStage === 'adopted' ? 'retired' : 'adopted';
    const answer = await callApi(
      'technologies.update',
      { ...update, fields: { ...update.fields, lifecycleStage: to } },
      admin,
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.fields?.['fields.lifecycleStage']).toMatch(/lifecycle board/);
  });

  it('an evaluation due before it started is refused, on the due date', async () => {
    const create = bases['evaluations.create'] as { fields: Record<string, unknown> };
    const update = bases['evaluations.update'] as { fields: Record<string, unknown> };
    const dates = { startedOn: '2026-05-10', dueOn: '2026-05-01' };
    for (const [op, input] of [
      ['evaluations.create', { fields: { ...create.fields, ...dates } }],
      ['evaluations.update', { ...update, fields: { ...update.fields, ...dates } }],
    ] as const) {
      const answer = await callApi(op, input, admin);
      expect(answer.status, op).toBe(400);
      expect(answer.error?.details?.fields).toEqual({
        'fields.dueOn': 'The due date comes before the start (2026-05-10).',
      });
    }
  });
});

describe('field messages', () => {
  it('come back per field for the form to show', async () => {
    const answer = await callApi(
      'communities.create',
      {
        fields: {
          name: '<script>alert("x")</script>',
          type: 'Spaceport',
          population2021: -1,
          surprise: 1,
        },
      },
      admin,
    );
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.details?.fields).toMatchObject({
      'fields.name': 'Must not contain HTML.',
      'fields.type': 'Choose a community type.',
      'fields.population2021': 'Population cannot be negative.',
      'fields.surprise': 'There is no field “surprise” here.',
    });
  });

  it('name the field where the schema says nothing of its own', async () => {
    const answer = await callApi(
      'technologies.create',
      { fields: { name: 'Named', category: 'Other', capitalCost: '5', clinicalAreas: 'x' } },
      admin,
    );
    expect(answer.error?.details?.fields).toEqual({
      'fields.capitalCost': 'Capital cost must be a number.',
      'fields.clinicalAreas': 'Clinical areas must be a list.',
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

// Last: everything above was refused, so the store is as it was.
describe('the store', () => {
  it('holds exactly what it held before any of the payloads above', async () => {
    expect(storeChanges(before, await storeSnapshot())).toEqual([]);
  });
});
