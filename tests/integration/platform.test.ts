// The local platform itself: functions answer, the seed is loaded (idempotently) in the
// product's schema, demo users carry the right claims, and Storage serves only the Admin SDK.
import { describe, expect, it } from 'vitest';

import { loadSeed } from '../../emulators/src/seed/load.js';
import { adminAuth, bucket, db, platform } from '../support/platform.js';

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
