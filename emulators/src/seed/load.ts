// Loads the seed into the emulators: all communities and facilities, and the demo users.
// Idempotent: documents that already exist are left as they are (edits made in the app survive
// a restart), and existing users are only brought back to their demo settings.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers.js';
import { demoDocuments } from './demoRecords.js';
import { communityDocument, facilityDocument } from './mapping.js';
import { readCommunities, readFacilities } from './source.js';

export interface SeedReport {
  communities: { total: number; written: number };
  facilities: { total: number; written: number };
  demo: number;
  users: string[];
  ms: number;
}

const SEED_ACTOR = 'seed';
const BATCH_LIMIT = 500;

async function writeMissing(
  db: Firestore,
  collection: string,
  docs: Array<{ id: string; data: Record<string, unknown> }>,
): Promise<number> {
  const existing = new Set((await db.collection(collection).select().get()).docs.map((d) => d.id));
  const missing = docs.filter((d) => !existing.has(d.id));
  for (let i = 0; i < missing.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const { id, data } of missing.slice(i, i + BATCH_LIMIT)) {
      batch.set(db.collection(collection).doc(id), {
        ...data,
        createdAt: FieldValue.serverTimestamp(),
        createdBy: SEED_ACTOR,
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: SEED_ACTOR,
        version: 1,
      });
    }
    // Echo's cache follows this version; a seed that wrote something is a change of data.
    batch.set(
      db.collection('meta').doc('dataVersion'),
      { version: FieldValue.increment(1) },
      { merge: true },
    );
    await batch.commit();
  }
  return missing.length;
}

async function ensureDemoUsers(auth: Auth): Promise<string[]> {
  const emails: string[] = [];
  for (const demo of DEMO_USERS) {
    let user = await auth.getUserByEmail(demo.email).catch(() => null);
    user ??= await auth.createUser({
      email: demo.email,
      password: DEMO_PASSWORD,
      displayName: demo.displayName,
      emailVerified: true,
    });
    if (!user.emailVerified || user.disabled) {
      user = await auth.updateUser(user.uid, { emailVerified: true, disabled: false });
    }
    // Claims are merged: setCustomUserClaims replaces them all. Demo accounts are admitted
    // (staff), as an invitation would admit them.
    const claims: Record<string, unknown> = { ...(user.customClaims ?? {}), staff: true };
    if (demo.role === 'admin') claims.admin = true;
    else delete claims.admin;
    await auth.setCustomUserClaims(user.uid, claims);
    emails.push(demo.email);
  }
  return emails;
}

export async function loadSeed(db: Firestore, auth: Auth): Promise<SeedReport> {
  const started = performance.now();
  const communities = readCommunities();
  const names = new Map(communities.map((c) => [c.communityId, c.name]));
  const facilities = readFacilities();
  const demo = Object.entries(demoDocuments());
  const [writtenCommunities, writtenFacilities, users, ...writtenDemo] = await Promise.all([
    writeMissing(db, 'communities', communities.map(communityDocument)),
    writeMissing(
      db,
      'facilities',
      facilities.map((f) => facilityDocument(f, names.get(f.communityId))),
    ),
    ensureDemoUsers(auth),
    ...demo.map(([collection, docs]) => writeMissing(db, collection, docs)),
  ]);
  return {
    communities: { total: communities.length, written: writtenCommunities },
    facilities: { total: facilities.length, written: writtenFacilities },
    demo: writtenDemo.reduce((n, w) => n + w, 0),
    users,
    ms: Math.round(performance.now() - started),
  };
}
