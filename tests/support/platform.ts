// What a test needs to reach the running platform. `npm test` starts it once and passes these
// in the environment (see emulators/src/cli/test.ts).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run these tests through \`npm test\`, which starts the emulators.`,
    );
  }
  return value;
}

export const platform = {
  functionsUrl: required('HTA_FUNCTIONS_URL'),
  backend: required('HTA_BACKEND') as 'official' | 'stand-in',
  authEmulator: required('FIREBASE_AUTH_EMULATOR_HOST'),
  projectId: required('GCLOUD_PROJECT'),
};

const app =
  getApps()[0] ??
  initializeApp({
    projectId: platform.projectId,
    storageBucket: `${platform.projectId}.appspot.com`,
  });

export const db = getFirestore(app);
export const adminAuth = getAuth(app);
export const bucket = () => getStorage(app).bucket();

/** A collection name no other test uses, so tests never see each other's data. */
export function uniqueCollection(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
