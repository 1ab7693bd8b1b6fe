// The one place that initialises the Admin SDK. Everything else imports from here.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
db.settings({ ignoreUndefinedProperties: true });

export const auth = getAuth(app);

export const bucket = () => getStorage(app).bucket();

/** Which Firestore backend this instance talks to, as the launcher declared it. */
export function firestoreBackend(): 'official-emulator' | 'stand-in' | 'production' {
  if (!process.env.FIRESTORE_EMULATOR_HOST) return 'production';
  return process.env.HTA_FIRESTORE_BACKEND === 'stand-in' ? 'stand-in' : 'official-emulator';
}
