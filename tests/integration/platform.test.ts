// The local platform itself: functions answer, the seed is loaded (idempotently) in the
// product's schema, demo users carry the right claims, Storage serves only the Admin SDK, and
// twenty calls at once all answer with a bounded number of Functions workers.
import { describe, expect, it } from 'vitest';

import { functionsEmulatorParallel } from '../../emulators/src/platform/config.js';
import { megabytes, sampleWorkers } from '../../emulators/src/platform/workers.js';
import { loadSeed } from '../../emulators/src/seed/load.js';
import { adminAuth, bucket, db, platform, uniqueCollection } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import type { Session } from '../support/session.js';

async function callApi(op: string, input: unknown) {
  const response = await fetch(`${platform.functionsUrl}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { op, input } }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { result?: unknown; error?: { status: string } },
  };
}

describe('the local platform', () => {
  it('serves the functions, which reach the Firestore backend that was started', async () => {
    const { status, body } = await callApi('system.health', {});
    expect(status).toBe(200);
    // Other test files add records in parallel: the seed's at least.
    const result = body.result as {
      ok: boolean;
      firestore: string;
      counts: { communities: number; facilities: number };
    };
    expect(result.ok).toBe(true);
    expect(result.firestore).toBe(
      platform.backend === 'official' ? 'official-emulator' : 'stand-in',
    );
    expect(result.counts.communities).toBeGreaterThanOrEqual(951);
    expect(result.counts.facilities).toBeGreaterThanOrEqual(393);
  });

  it('loads communities and facilities in the product schema', async () => {
    const regina = (await db.collection('communities').doc('4706027').get()).data();
    expect(regina).toMatchObject({
      name: 'Regina',
      type: 'City',
      censusDivisionUid: '4706',
      population2021: expect.any(Number),
      version: 1,
      createdBy: 'seed',
    });
    const facility = (await db.collection('facilities').doc('odhf-8528').get()).data();
    expect(facility).toMatchObject({
      name: '9th Avenue North Medical Clinic',
      communityId: '4706027',
      communityName: 'Regina',
      location: { lat: 50.484705, lng: -104.614231 },
    });
  });

  it('loads the seed idempotently: a second load writes nothing and changes no count', async () => {
    const before = (await db.collection('communities').doc('4701001').get()).updateTime;
    const report = await loadSeed(db, adminAuth);
    expect(report.communities).toEqual({ total: 951, written: 0 });
    expect(report.facilities).toEqual({ total: 393, written: 0 });
    const seeded = await db
      .collection('communities')
      .where('createdBy', '==', 'seed')
      .count()
      .get();
    expect(seeded.data().count).toBe(951);
    expect((await db.collection('communities').doc('4701001').get()).updateTime).toEqual(before);
  });

  it('creates the demo users, verified, with the admin claim only on the admin', async () => {
    const admin = await adminAuth.getUserByEmail('admin@hta.test');
    const staff = await adminAuth.getUserByEmail('staff@hta.test');
    expect(admin.emailVerified && staff.emailVerified).toBe(true);
    expect(admin.customClaims).toMatchObject({ admin: true });
    expect(staff.customClaims?.admin).toBeUndefined();
  });

  it('admits the demo users with the e-mail they are known by to the records', async () => {
    const staff = await adminAuth.getUserByEmail('staff@hta.test');
    expect(staff.customClaims).toMatchObject({ staff: true, admittedEmail: 'staff@hta.test' });
  });

  // Production refuses a document over 1 MiB; the official emulator does not: a record that
  // grows without bound would be found only after deploy.
  it.runIf(platform.backend === 'stand-in')(
    'refuses a document over 1 MiB through the SDK, as production does, writing nothing',
    async () => {
      const ref = db.collection(uniqueCollection('too-large')).doc('d');
      const refused = await ref.set({ text: 'x'.repeat(1_048_576) }).then(
        () => null,
        (error: unknown) => error as { code?: number; message?: string },
      );
      expect(refused?.code).toBe(3); // INVALID_ARGUMENT
      expect(refused?.message).toMatch(
        /cannot be written because its size \(1,048,\d{3} bytes\) exceeds the maximum allowed size of 1,048,576 bytes/,
      );
      expect((await ref.get()).exists).toBe(false);
      await ref.set({ text: 'x'.repeat(1_000_000) });
      expect((await ref.get()).exists).toBe(true);
    },
  );

  it('lets the Admin SDK use Storage and denies direct client requests', async () => {
    const file = bucket().file(`platform-test/${Date.now()}.txt`);
    await file.save('hello', { contentType: 'text/plain' });
    const [content] = await file.download();
    expect(content.toString()).toBe('hello');
    const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    const direct = await fetch(
      `http://${host}/v0/b/${platform.projectId}.appspot.com/o/${encodeURIComponent(file.name)}?alt=media`,
    );
    expect(direct.status).toBe(403);
  });

  it('refuses unknown operations with a clear error', async () => {
    const { status, body } = await callApi('no.such.operation', {});
    expect(status).toBe(404);
    expect(body.error?.status).toBe('NOT_FOUND');
  });
});

type Result = Record<string, unknown>;
interface Call {
  op: string;
  input: unknown;
  session?: Session;
  /** What a correct answer holds. */
  check(result: Result): void;
}
const times = (n: number, call: Call): Call[] => Array.from({ length: n }, () => call);
const part = (result: Result, key: string) => result[key] as Result;

/** One call of the `api` callable that gives up (and says so) instead of hanging. */
async function callWithin(op: string, input: unknown, session: Session | undefined, ms: number) {
  const response = await fetch(`${platform.functionsUrl}/api`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.idToken}` } : {}),
    },
    body: JSON.stringify({ data: { op, input } }),
    signal: AbortSignal.timeout(ms),
  });
  return {
    status: response.status,
    result: ((await response.json()) as { result?: Result }).result,
  };
}

describe('the local platform under load', () => {
  it('answers twenty parallel calls, each correctly, with a bounded number of workers', async () => {
    const { staff } = await demoSessions();
    const stamp = Date.now().toString(36);
    const calls: Call[] = [
      ...times(4, {
        op: 'communities.get',
        input: { id: '4706027' },
        session: staff,
        check: (r) => expect(part(r, 'community').name).toBe('Regina'),
      }),
      ...times(3, {
        op: 'facilities.get',
        input: { id: 'odhf-8528' },
        session: staff,
        check: (r) => expect(part(r, 'facility').name).toBe('9th Avenue North Medical Clinic'),
      }),
      ...times(3, {
        op: 'communities.list',
        input: { pageSize: 5 },
        session: staff,
        check: (r) => expect(r.items).toHaveLength(5),
      }),
      ...times(2, {
        op: 'geography.censusDivisions',
        input: {},
        session: staff,
        check: (r) => expect((r.divisions as unknown[]).length).toBeGreaterThan(0),
      }),
      ...times(2, {
        op: 'home.summary',
        input: {},
        session: staff,
        check: (r) => expect(part(r, 'counts').communities).toBeGreaterThanOrEqual(951),
      }),
      ...times(2, { op: 'system.health', input: {}, check: (r) => expect(r.ok).toBe(true) }),
      // Visitors list vendors too.
      ...times(2, {
        op: 'vendors.list',
        input: { pageSize: 5 },
        check: (r) => expect(Array.isArray(r.items)).toBe(true),
      }),
      // Two writes, each landing once.
      ...['A', 'B'].map((letter): Call => ({
        op: 'vendors.create',
        input: { fields: { name: `Load ${letter} ${stamp}` } },
        session: staff,
        check: (r) => expect(part(r, 'vendor').name).toBe(`Load ${letter} ${stamp}`),
      })),
    ];
    expect(calls).toHaveLength(20);

    const sampler = sampleWorkers(platform.authEmulator);
    const started = performance.now();
    // Each call gives up after 90 s: the emulator never answers a request whose worker missed
    // its start, so a hung call would otherwise wait for the test's own timeout.
    const answers = await Promise.allSettled(
      calls.map((c) => callWithin(c.op, c.input, c.session, 90_000)),
    );
    const seconds = (performance.now() - started) / 1000;
    const workers = sampler.stop();
    console.log(
      `20 parallel calls: ${seconds.toFixed(1)} s; Functions workers: ${workers.started} started, ` +
        `at most ${workers.peakWorkers} at once (${workers.peakApiWorkers} serving api), ` +
        `peak RSS ${megabytes(workers.peakRssBytes)}`,
    );

    const failures = answers.flatMap((a, i) =>
      a.status === 'fulfilled' && a.value.status === 200
        ? []
        : [`${calls[i]!.op}: ${a.status === 'fulfilled' ? a.value.status : String(a.reason)}`],
    );
    expect(failures).toEqual([]);
    answers.forEach((a, i) => {
      if (a.status === 'fulfilled') calls[i]!.check(a.value.result!);
    });
    const created = await db
      .collection('vendors')
      .where('name', 'in', [`Load A ${stamp}`, `Load B ${stamp}`])
      .get();
    expect(created.size).toBe(2);
    // The emulator runs one request at a time in each worker: its work queue's limit bounds
    // the `api` workers (other test files call the other functions meanwhile).
    expect(workers.peakApiWorkers).toBeLessThanOrEqual(functionsEmulatorParallel());
  }, 120_000);
});
