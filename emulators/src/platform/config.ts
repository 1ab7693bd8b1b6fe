// Where everything of the local platform lives and listens. Dev ports are firebase.json's;
// a test run adds HTA_PORT_OFFSET (default 10000) so it never collides with `npm start`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The Admin SDK's credential library otherwise probes for a Google Cloud metadata server
// (there is none on the local platform) and warns that it answered 403.
process.env.METADATA_SERVER_DETECTION ??= 'none';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PROJECT_ID = 'demo-hta';
export const REGION = 'us-central1';
export const HOST = '127.0.0.1';

export interface Ports {
  hub: number;
  logging: number;
  /** Where clients reach Auth: the sign-in settings door (authDoor.ts) before the emulator. */
  auth: number;
  /** The Auth emulator itself, behind the door. */
  authEmulator: number;
  functions: number;
  firestore: number;
  storage: number;
  web: number;
  /** The fake Vertex AI server (tests, and the demo with ECHO_FAKE_MODEL=1). */
  vertex: number;
}

export type Profile = 'dev' | 'test';

const WEB_DEV_PORT = 5173;
const FAKE_VERTEX_PORT = 8090;

export function portsFor(profile: Profile, env: NodeJS.ProcessEnv = process.env): Ports {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { port?: number }>;
  };
  const port = (name: string) => {
    const value = config.emulators[name]?.port;
    if (!value) throw new Error(`firebase.json sets no port for the ${name} emulator`);
    return value;
  };
  const offset = Number(env.HTA_PORT_OFFSET ?? (profile === 'test' ? 10000 : 0));
  if (!Number.isInteger(offset) || offset < 0 || offset > 50000) {
    throw new Error(
      `HTA_PORT_OFFSET must be an integer between 0 and 50000, not ${env.HTA_PORT_OFFSET}`,
    );
  }
  return {
    hub: port('hub') + offset,
    logging: port('logging') + offset,
    auth: port('auth') + offset,
    authEmulator: port('auth') + offset + 1,
    functions: port('functions') + offset,
    firestore: port('firestore') + offset,
    storage: port('storage') + offset,
    web: Number(env.HTA_WEB_PORT ?? WEB_DEV_PORT + offset),
    vertex: FAKE_VERTEX_PORT + offset,
  };
}

/** Files the launcher writes (git-ignored). */
export const STATE_DIR = path.join(ROOT, '.hta');

/**
 * Requests the Functions emulator works on at once (firebase-tools' FUNCTIONS_EMULATOR_PARALLEL,
 * default 50); the rest wait in its queue, in order. It runs one request at a time in each worker
 * process (150–190 MB each) and starts another whenever none of a function's workers is free, so
 * this also bounds each function's workers. Set FUNCTIONS_EMULATOR_PARALLEL to choose another
 * number. See docs/local-platform.md.
 */
export function functionsEmulatorParallel(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.FUNCTIONS_EMULATOR_PARALLEL ?? 4);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(
      `FUNCTIONS_EMULATOR_PARALLEL must be a whole number of at least 1, not ${env.FUNCTIONS_EMULATOR_PARALLEL}`,
    );
  }
  return value;
}

/**
 * Seconds a new worker may take to start (firebase-tools' FUNCTIONS_DISCOVERY_TIMEOUT, default
 * 30). The emulator never answers a request whose worker missed it (it logs "Failed to load
 * function" and drops the request), and a busy machine can take longer than 30 s.
 */
export const FUNCTIONS_WORKER_START_SECONDS = 120;
