// What a visitor reads carries public fields only: no one's account. Every operation a visitor may
// call is found from the contract (access 'public'), called without a token — a registry's list
// and then its get on each listed record and on records staff just wrote, the others with the
// input named below — and the export of each public list too; every answer is walked for a field
// naming a person (createdBy, updatedByEmail, any e-mail or uid field) and for any value that is
// an e-mail address or an account's uid. A new public read is walked without anyone adding it;
// one that is neither a list nor a get fails here until its input is named.
import { beforeAll, describe, expect, it } from 'vitest';

import {
  allRegistries,
  exportPath,
  operations,
  type OperationName,
} from '../../functions/src/contract/index.js';
import { adminAuth, platform } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

/** Inputs of the public operations that are not a registry's list or get. */
const CALLS: Partial<Record<OperationName, unknown[]>> = {
  'system.health': [{}],
};

/** A field that names who did something, or an account. */
const PERSONAL_KEY = /^(?:[a-z]+By(?:Email)?|.*e-?mail.*|uid|userId)$/i;
const EMAIL = /[^\s@"<>]+@[^\s@"<>]+\.[a-z]{2,}/i;

const PUBLIC = Object.entries(operations)
  .filter(([, op]) => op.access === 'public')
  .map(([name]) => name as OperationName);
const registryOf = (name: string, kind: 'list' | 'get') => {
  const [registry, op] = name.split('.');
  return op === kind && allRegistries.some((r) => r.name === registry) ? registry! : null;
};

let staff: Session;
/** The accounts' uids and e-mails: none may reach a visitor. */
const accounts = new Set<string>();
/** Records staff wrote for this test, by registry: a visitor's get of them is walked too. */
const written: Record<string, string[]> = {};

beforeAll(async () => {
  ({ staff } = await demoSessions());
  const tag = Date.now().toString(36);
  const need = await callApi<{ need: { id: string } }>(
    'clinicalNeeds.create',
    {
      fields: {
        title: `Published need ${tag}`,
        problem: 'Patients travel far for ultrasound.',
        population: 'Adults in northern communities.',
        outcome: 'Fewer trips out.',
        status: 'published',
      },
    },
    staff,
  );
  const vendor = await callApi<{ vendor: { id: string } }>(
    'vendors.create',
    { fields: { name: `Vendor ${tag}`, contactEmail: `sales-${tag}@vendor.test` } },
    staff,
  );
  expect([need.status, vendor.status]).toEqual([200, 200]);
  written.clinicalNeeds = [need.result!.need.id];
  written.vendors = [vendor.result!.vendor.id];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth.listUsers(1000, pageToken);
    for (const u of page.users) {
      accounts.add(u.uid);
      if (u.email) accounts.add(u.email.toLowerCase());
    }
    pageToken = page.pageToken;
  } while (pageToken);
});

/** Where an answer names a person: "path: key" or "path: value". */
function personalIn(value: unknown, path = ''): string[] {
  if (typeof value === 'string')
    return EMAIL.test(value) || accounts.has(value.toLowerCase()) ? [`${path}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => personalIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(PERSONAL_KEY.test(k) ? [`${path}.${k}`] : []),
      ...personalIn(v, `${path}.${k}`),
    ]);
  return [];
}

async function visitorCall(name: OperationName, input: unknown) {
  const answer = await callApi(name, input);
  expect(answer.status, `${name} ${JSON.stringify(input)}: ${JSON.stringify(answer.error)}`).toBe(
    200,
  );
  return answer.result;
}

describe("a visitor's answers", () => {
  it('include the public operations this file must walk', () => {
    expect(PUBLIC).toEqual(
      expect.arrayContaining(['clinicalNeeds.get', 'clinicalNeeds.list', 'vendors.get']),
    );
    const unnamed = PUBLIC.filter(
      (n) => !registryOf(n, 'list') && !registryOf(n, 'get') && !CALLS[n],
    );
    expect(unnamed, 'name their input in CALLS').toEqual([]);
  });

  it.each(PUBLIC)('%s carries no one’s account', async (name) => {
    const listed = registryOf(name, 'list');
    const got = registryOf(name, 'get');
    const found: string[] = [];
    if (listed) {
      found.push(...personalIn(await visitorCall(name, {}), name));
      const exported = await fetch(
        `${platform.functionsUrl}/exportData${exportPath(listed, 'json')}`,
      );
      expect(exported.status, `${listed}.json`).toBe(200);
      found.push(...personalIn(await exported.json(), `${listed}.json`));
    } else if (got) {
      const list = (await visitorCall(`${got}.list` as OperationName, { pageSize: 10 })) as {
        items: Array<{ id: string }>;
      };
      const ids = [...(written[got] ?? []), ...list.items.map((i) => i.id)];
      expect(ids.length, `${got}: records to read`).toBeGreaterThan(0);
      for (const id of ids) found.push(...personalIn(await visitorCall(name, { id }), name));
    } else {
      for (const input of CALLS[name] ?? [])
        found.push(...personalIn(await visitorCall(name, input), name));
    }
    expect(found).toEqual([]);
  });
});
