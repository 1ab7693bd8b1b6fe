// Loads the seed into the emulators: all communities and facilities, and the demo users.
// Idempotent: documents that already exist are left as they are (edits made in the app survive
// a restart), and existing users are only brought back to their demo settings.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

import { registryNamed } from '../../../functions/src/contract/index.js';
import { newRecord } from '../../../functions/src/api/registries/stored.js';
import { admissionClaims, withoutAdmission } from '../../../functions/src/auth/caller.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers.js';
import { demoDocuments, demoStateOn, demoStoredDocuments } from './demoRecords.js';
import { loadEpi } from './epi.js';
import { scaleDemo, seedScale } from './scale.js';
import { communityDocument, facilityDocument, type SeedDoc } from './mapping.js';
import { readCommunities, readFacilities } from './source.js';

export interface SeedReport {
  communities: { total: number; written: number };
  facilities: { total: number; written: number };
  demo: number;
  /** How many times the demo records were written (HTA_SEED_SCALE). */
  scale: number;
  users: string[];
  /** Population health subjects and series written (real data, not demo). */
  epi: number;
  ms: number;
}

const SEED_ACTOR = 'seed';
const SEED_PERSON = { uid: SEED_ACTOR, email: '' };
const BATCH_LIMIT = 500;

/** Writes the records that do not exist yet, stored as the API stores them (stored.ts). */
async function writeMissing(db: Firestore, name: string, docs: SeedDoc[]): Promise<number> {
  const registry = registryNamed(name);
  if (!registry) throw new Error(`The seed names an unknown registry: ${name}`);
  const existing = new Set((await db.collection(name).select().get()).docs.map((d) => d.id));
  const missing = docs.filter((d) => !existing.has(d.id));
  for (let i = 0; i < missing.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const { id, fields, extras, author } of missing.slice(i, i + BATCH_LIMIT)) {
      const actor = { uid: author?.uid ?? SEED_ACTOR, email: author?.email ?? null };
      batch.set(
        db.collection(name).doc(id),
        newRecord(registry, fields, extras, { ...actor, at: FieldValue.serverTimestamp() }),
      );
    }
    // Echo's cache follows this version, and views of a collection its own (listView.ts): a
    // seed that wrote something is a change of data.
    batch.set(...versionBump(db, name));
    await batch.commit();
  }
  return missing.length;
}

/**
 * Writes the demo documents kept outside the registries (a search's records, screening's
 * decisions) that do not exist yet, as their features' servers store them.
 */
async function writeMissingStored(
  db: Firestore,
  name: string,
  docs: ReadonlyArray<{ id: string; data: Record<string, unknown> }>,
): Promise<number> {
  const refs = docs.map((d) => db.collection(name).doc(d.id));
  const existing = new Set(
    refs.length === 0 ? [] : (await db.getAll(...refs)).filter((s) => s.exists).map((s) => s.id),
  );
  const missing = docs.filter((d) => !existing.has(d.id));
  for (let i = 0; i < missing.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const { id, data } of missing.slice(i, i + BATCH_LIMIT))
      batch.set(db.collection(name).doc(id), data);
    await batch.commit();
  }
  return missing.length;
}

/** The data version's bump for a write to a collection, as the API's writes leave it. */
const versionBump = (db: Firestore, collection: string) =>
  [
    db.collection('meta').doc('dataVersion'),
    { version: FieldValue.increment(1), collections: { [collection]: FieldValue.increment(1) } },
    { merge: true },
  ] as const;

/**
 * Facilities seeded before a scaled seed (a platform scaled after its tests ran) do not carry
 * the copied onboarding plans: set each on its facility, where it has no plan yet.
 */
async function markPlannedFacilities(
  db: Firestore,
  state: Map<string, Record<string, unknown>>,
): Promise<void> {
  if (state.size === 0) return;
  const snaps = await db.getAll(
    ...[...state.keys()].map((id) => db.collection('facilities').doc(id)),
  );
  const batch = db.batch();
  for (const snap of snaps)
    if (snap.exists && !snap.get('onboardingId')) batch.update(snap.ref, state.get(snap.id)!);
  batch.set(...versionBump(db, 'facilities'));
  await batch.commit();
}

async function ensureDemoUsers(
  auth: Auth,
): Promise<Array<{ uid: string; email: string; role: string }>> {
  const users: Array<{ uid: string; email: string; role: string }> = [];
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
    const claims: Record<string, unknown> = {
      ...withoutAdmission(user.customClaims),
      ...admissionClaims(demo.email),
    };
    if (demo.role === 'admin') claims.admin = true;
    else delete claims.admin;
    await auth.setCustomUserClaims(user.uid, claims);
    users.push({ uid: user.uid, email: demo.email, role: demo.role });
  }
  return users;
}

/** `scale`: copies of the growing demo records (scale.ts); HTA_SEED_SCALE by default. */
export async function loadSeed(
  db: Firestore,
  auth: Auth,
  scale = seedScale(),
): Promise<SeedReport> {
  const started = performance.now();
  const communities = readCommunities();
  const byId = new Map(communities.map((c) => [c.communityId, c]));
  const facilities = readFacilities();
  const planFacilities = facilities.map((f) => ({
    id: f.id,
    name: f.name,
    facilityType: f.facilityType,
    censusDivisionUid: byId.get(f.communityId)?.censusDivisionUid ?? null,
  }));
  // What the scaled onboarding plans set on their facilities does not depend on the users.
  const { facilityState: scaledState } = scaleDemo(
    demoDocuments({ staff: SEED_PERSON, admin: SEED_PERSON }),
    scale,
    planFacilities,
  );
  const demoState = new Map([...demoStateOn('facilities'), ...scaledState]);
  const usersReady = ensureDemoUsers(auth);
  const [writtenCommunities, writtenFacilities, users, writtenDemo, writtenEpi] = await Promise.all(
    [
      writeMissing(db, 'communities', communities.map(communityDocument)),
      writeMissing(
        db,
        'facilities',
        facilities.map((f) => {
          const doc = facilityDocument(f, byId.get(f.communityId));
          return { ...doc, extras: { ...doc.extras, ...demoState.get(f.id) } };
        }),
      ),
      usersReady,
      // Demo records follow the users: the demo feedback is the staff account's.
      usersReady.then(async (demoUsers) => {
        const person = (role: string) => demoUsers.find((u) => u.role === role)!;
        const demo = Object.entries(
          scaleDemo(
            demoDocuments({ staff: person('staff'), admin: person('admin') }),
            scale,
            planFacilities,
          ).docs,
        );
        return Promise.all([
          ...demo.map(([name, docs]) => writeMissing(db, name, docs)),
          ...Object.entries(demoStoredDocuments()).map(([name, docs]) =>
            writeMissingStored(db, name, docs),
          ),
        ]);
      }),
      loadEpi(db),
    ],
  );
  await markPlannedFacilities(db, scaledState);
  return {
    communities: { total: communities.length, written: writtenCommunities },
    facilities: { total: facilities.length, written: writtenFacilities },
    demo: writtenDemo.reduce((n, w) => n + w, 0),
    scale,
    epi: writtenEpi,
    users: users.map((u) => u.email),
    ms: Math.round(performance.now() - started),
  };
}
