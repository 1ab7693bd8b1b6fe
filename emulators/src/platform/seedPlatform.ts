// Runs the seed loader against a started platform, with the Admin SDK pointed at its emulators.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { loadSeed, type SeedReport } from '../seed/load.js';
import { PROJECT_ID } from './config.js';
import type { Platform } from './platform.js';

/** `scale`: how many times the growing demo records (seed/scale.ts); HTA_SEED_SCALE by default. */
export async function seedPlatform(platform: Platform, scale?: number): Promise<SeedReport> {
  // The Admin SDK reads the emulator hosts from the environment.
  Object.assign(process.env, platform.adminEnv);
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    return await loadSeed(getFirestore(app), getAuth(app), scale);
  } finally {
    await deleteApp(app);
  }
}
