// Starts the local platform: Firestore and Storage (official emulators or stand-ins), the
// Auth and Functions emulators through firebase-tools, then loads the seed data.
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { readIndexFile } from '../firestore/indexes.js';
import { startFirestoreStandIn, type FirestoreStandIn } from '../firestore/server.js';
import { startStorageStandIn, type StorageStandIn } from '../storage/server.js';
import { startFakeVertex, type FakeVertex } from '../vertex/fakeVertex.js';
import {
  FUNCTIONS_WORKER_START_SECONDS,
  HOST,
  PROJECT_ID,
  REGION,
  ROOT,
  STATE_DIR,
  functionsEmulatorParallel,
  portsFor,
  type Ports,
  type Profile,
} from './config.js';
import { startAuthDoor } from './authDoor.js';
import { chooseBackend, type Backend } from './java.js';
import { run, startChild, type Child } from './processes.js';

export interface Platform {
  profile: Profile;
  backend: Backend;
  backendReason: string;
  ports: Ports;
  /** Environment for anything that talks to this platform with the Admin SDK. */
  adminEnv: Record<string, string>;
  functionsUrl: string;
  /** Where Echo's model is: the fake server's URL, or null (Vertex AI, when configured). */
  fakeVertexUrl: string | null;
  /** The emulators' output (function logs included). */
  logFile: string;
  /** The stand-in's store, when the stand-in runs (benchmarks read its counters). */
  firestoreStandIn: FirestoreStandIn | undefined;
  stop(): Promise<void>;
}

const bin = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);

/**
 * Compiles functions/src to functions/lib. `typeCheck: false` only emits (`--noCheck`: the same
 * JavaScript in a third of the CPU), for callers that type-check functions elsewhere.
 */
async function buildFunctions({ typeCheck = true } = {}): Promise<void> {
  const code = await run(
    process.execPath,
    [
      bin('typescript', 'bin/tsc'),
      '-p',
      'functions/tsconfig.build.json',
      ...(typeCheck ? [] : ['--noCheck']),
    ],
    {
      cwd: ROOT,
    },
  );
  if (code !== 0) throw new Error('Building functions failed (see the TypeScript errors above).');
}

/** The composite indexes production gets, written fresh from the registries' declarations. */
const INDEX_FILE = path.join(ROOT, 'functions', 'firestore.indexes.json');

async function writeIndexFile(): Promise<void> {
  const code = await run(
    process.execPath,
    [bin('tsx', 'dist/cli.mjs'), 'functions/src/tools/writeIndexes.ts'],
    { cwd: ROOT },
  );
  if (code !== 0) throw new Error('Writing the index file failed (see the errors above).');
}

/** firebase.json with this profile's ports, written where firebase-tools reads it. */
function writeFirebaseConfig(profile: Profile, ports: Ports): string {
  const base = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, unknown>;
  };
  const emulator = (port: number) => ({ host: HOST, port });
  base.emulators = {
    singleProjectMode: true,
    hub: emulator(ports.hub),
    logging: emulator(ports.logging),
    auth: emulator(ports.authEmulator),
    functions: emulator(ports.functions),
    firestore: emulator(ports.firestore),
    storage: emulator(ports.storage),
    ui: { enabled: false },
  };
  // Beside firebase.json: firebase-tools resolves "functions" and the rules files from here.
  const file = path.join(ROOT, `.firebase.${profile}.json`);
  writeFileSync(file, `${JSON.stringify(base, null, 2)}\n`);
  return file;
}

async function callHealth(functionsUrl: string): Promise<unknown> {
  const response = await fetch(`${functionsUrl}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { op: 'system.health', input: {} } }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`health answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { result: unknown }).result;
}

/** Waits until the functions answer; fails early if firebase-tools exits. */
async function waitForFunctions(functionsUrl: string, firebase: Child, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const state = { exited: false };
  void firebase.exited.then(() => (state.exited = true));
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (state.exited) {
      throw new Error(
        `The Firebase emulators exited while starting:\n${firebase.tail().slice(-40).join('\n')}`,
      );
    }
    try {
      return await callHealth(functionsUrl);
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(
    `The functions did not answer within ${timeoutMs / 1000} s (${String(lastError)}).\n` +
      firebase.tail().slice(-40).join('\n'),
  );
}

export interface StartOptions {
  profile: Profile;
  /** Print the emulators' own output. */
  echo: boolean;
  log?: (line: string) => void;
  /** Type-check functions while building them (off where the lint layer checks them). */
  typeCheck?: boolean;
}

export async function startPlatform({
  profile,
  echo,
  log = console.log,
  typeCheck = true,
}: StartOptions): Promise<Platform> {
  const ports = portsFor(profile);
  const { backend, reason } = chooseBackend();
  mkdirSync(STATE_DIR, { recursive: true });

  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch(() => undefined);
    stoppers.length = 0;
  };

  try {
    await buildFunctions({ typeCheck });
    // The stand-in refuses what these indexes do not serve: never a stale file.
    await writeIndexFile();

    const env: Record<string, string> = {};
    let firestore: FirestoreStandIn | undefined;
    let storage: StorageStandIn | undefined;
    if (backend === 'stand-in') {
      firestore = await startFirestoreStandIn(HOST, ports.firestore, readIndexFile(INDEX_FILE));
      stoppers.push(() => firestore!.stop());
      storage = await startStorageStandIn(
        PROJECT_ID,
        HOST,
        ports.storage,
        path.join(ROOT, 'storage.rules'),
      );
      stoppers.push(() => storage!.stop());
      // The Functions emulator hands these to the functions it runs.
      env.FIRESTORE_EMULATOR_HOST = `${HOST}:${ports.firestore}`;
      env.FIREBASE_STORAGE_EMULATOR_HOST = `${HOST}:${ports.storage}`;
      env.HTA_FIRESTORE_BACKEND = 'stand-in';
    }

    // Echo's model: a fake for tests, and for the demo when asked (ECHO_FAKE_MODEL=1).
    let vertex: FakeVertex | undefined;
    if (profile === 'test' || process.env.ECHO_FAKE_MODEL === '1') {
      vertex = await startFakeVertex(HOST, ports.vertex);
      stoppers.push(() => vertex!.stop());
      env.ECHO_VERTEX_BASE_URL = vertex.url;
    }

    // Clients reach Auth through the production project's sign-in settings (authDoor.ts).
    const door = await startAuthDoor(HOST, ports.auth, `${HOST}:${ports.authEmulator}`);
    stoppers.push(() => door.stop());

    const only = backend === 'official' ? 'auth,functions,firestore,storage' : 'auth,functions';
    const config = writeFirebaseConfig(profile, ports);
    const logFile = path.join(STATE_DIR, `emulators-${profile}.log`);
    const firebase = startChild(
      'emulators',
      process.execPath,
      [
        bin('firebase-tools', 'lib/bin/firebase.js'),
        'emulators:start',
        '--only',
        only,
        '--project',
        PROJECT_ID,
        '--config',
        config,
      ],
      {
        cwd: ROOT,
        echo,
        logFile,
        env: {
          ...process.env,
          ...env,
          NO_UPDATE_NOTIFIER: '1',
          FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
          // Bounded workers, and time for them to start: see config.ts.
          FUNCTIONS_EMULATOR_PARALLEL: String(functionsEmulatorParallel()),
          FUNCTIONS_DISCOVERY_TIMEOUT: String(FUNCTIONS_WORKER_START_SECONDS),
        },
      },
    );
    stoppers.push(() => firebase.stop());

    const functionsUrl = `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}`;
    await waitForFunctions(functionsUrl, firebase, 180_000);

    const adminEnv = {
      GCLOUD_PROJECT: PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${ports.storage}`,
    };
    log(`Firestore: ${backend === 'official' ? 'official emulator' : 'HTA stand-in'} (${reason})`);
    return {
      profile,
      backend,
      backendReason: reason,
      ports,
      adminEnv,
      functionsUrl,
      fakeVertexUrl: vertex?.url ?? null,
      logFile,
      firestoreStandIn: firestore,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
