// Runs the seed loader against a started platform, with the Admin SDK pointed at its emulators.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { loadSeed, type SeedReport } from '../seed/load.js';
import { PROJECT_ID } from './config.js';
import type { Platform } from './platform.js';

export async function seedPlatform(platform: Platform): Promise<SeedReport> {
  // The Admin SDK reads the emulator hosts from the environment.
  Object.assign(process.env, platform.adminEnv);
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    return await loadSeed(getFirestore(app), getAuth(app));
  } finally {
    await deleteApp(app);
  }
}
