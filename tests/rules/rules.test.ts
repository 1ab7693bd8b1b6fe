// Security rules: browsers can neither read nor write Firestore or Storage directly, signed in or
// not (everything goes through the functions). @firebase/rules-unit-testing needs the official
// emulators, which evaluate rules; the stand-ins (used without Java 21) evaluate none, so there
// these tests are skipped with the reason printed. The GitHub workflow runs them (Java 21).
/* eslint-disable @typescript-eslint/no-unsafe-class-instance-assignment --
   rules-unit-testing hands out its own build of the web SDK's classes. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { getBytes, ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';

const official = process.env.HTA_BACKEND === 'official';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hostPort = (value: string | undefined) => {
  const [host = '127.0.0.1', port = '0'] = (value ?? '').split(':');
  return { host, port: Number(port) };
};

if (!official) {
  console.log(
    'Rules tests skipped: the Firestore and Storage stand-ins evaluate no security rules. ' +
      'They run with the official emulators (Java 21+, or HTA_EMULATORS=official), as in the GitHub workflow.',
  );
}

describe.skipIf(!official)('security rules close both stores to browsers', () => {
  let env: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-hta',
      firestore: {
        ...hostPort(process.env.FIRESTORE_EMULATOR_HOST),
        rules: readFileSync(path.join(root, 'firestore.rules'), 'utf8'),
      },
      storage: {
        ...hostPort(process.env.FIREBASE_STORAGE_EMULATOR_HOST),
        rules: readFileSync(path.join(root, 'storage.rules'), 'utf8'),
      },
    });
  });
  afterAll(async () => {
    if (env) await env.cleanup();
  });

  const who = () => {
    if (!env) throw new Error('The rules test environment did not start.');
    return whoIn(env);
  };
  const whoIn = (env: RulesTestEnvironment) =>
    [
      ['a visitor', env.unauthenticatedContext()],
      [
        'a signed-in person',
        env.authenticatedContext('staff-uid', { email: 'staff@hta.test', email_verified: true }),
      ],
      [
        'an admin',
        env.authenticatedContext('admin-uid', {
          email: 'admin@hta.test',
          email_verified: true,
          admin: true,
        }),
      ],
    ] as const;

  it('denies Firestore reads and writes to everyone', async () => {
    for (const [, context] of who()) {
      const db = context.firestore();
      await assertFails(getDoc(doc(db, 'communities/4706027')));
      await assertFails(setDoc(doc(db, 'communities/new'), { name: 'x' }));
      await assertFails(getDoc(doc(db, 'conversations/any')));
    }
  });

  it('denies Storage reads and writes to everyone', async () => {
    for (const [, context] of who()) {
      const storage = context.storage('demo-hta.appspot.com');
      await assertFails(getBytes(ref(storage, 'attachments/facilities/odhf-8528/x/0000')));
      await assertFails(uploadString(ref(storage, 'attachments/anything.txt'), 'hello'));
    }
  });
});
