// The Storage stand-in: firebase-tools' own Node Storage emulator, started in this process
// without its Java rules runtime. In its place a ruleset that denies every client request,
// which is what storage.rules says; the Admin SDK (our functions) bypasses rules as it does
// in production. This reaches into firebase-tools internals, so firebase-tools is pinned to an
// exact version in emulators/package.json.
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface RulesManager {
  start(): Promise<unknown>;
  stop(): Promise<void>;
  getRuleset(): unknown;
}

interface StorageEmulatorInstance {
  getName(): string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

type StorageEmulatorClass = new (args: {
  projectId: string;
  host: string;
  port: number;
  rules: { name: string; content: string };
  auto_download: boolean;
}) => StorageEmulatorInstance;

// firebase-tools ships CommonJS without type declarations for its internals.
const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js') as {
  StorageEmulator: StorageEmulatorClass;
};
// The emulator builds download URLs from its registry entry, so it must be registered.
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js') as {
  EmulatorRegistry: {
    start(instance: StorageEmulatorInstance): Promise<void>;
    stop(name: string): Promise<void>;
  };
};

/** A ruleset whose every verdict is "denied", standing in for `storage.rules`. */
const denyAll = {
  verify: () =>
    Promise.resolve({ permitted: false, issues: { exist: () => false, all: [] as string[] } }),
};

class DenyAllStorageEmulator extends StorageEmulator {
  constructor(args: ConstructorParameters<StorageEmulatorClass>[0]) {
    super(args);
    // No Java process: the rules runtime is never started.
    (this as unknown as { _rulesRuntime: object })._rulesRuntime = {
      start: () => Promise.resolve(),
      stop: () => Promise.resolve(),
    };
  }

  /**
   * Its own blob directory. firebase-tools' (<tmp>/firebase/storage/blobs) is shared by every
   * platform on the machine, and each deletes it when it stops: an upload to another platform
   * then failed with ENOENT, uncaught, and took that platform's launcher down.
   */
  getPersistenceTmpDir(): string {
    const { port } = (this as unknown as { args: { port: number } }).args;
    return path.join(tmpdir(), `hta-storage-${port}`, 'blobs');
  }

  createRulesManager(): RulesManager {
    return {
      start: () => Promise.resolve(undefined),
      stop: () => Promise.resolve(),
      getRuleset: () => denyAll,
    };
  }
}

export interface StorageStandIn {
  host: string;
  port: number;
  stop(): Promise<void>;
}

export async function startStorageStandIn(
  projectId: string,
  host: string,
  port: number,
  rulesFile: string,
): Promise<StorageStandIn> {
  const emulator = new DenyAllStorageEmulator({
    projectId,
    host,
    port,
    rules: { name: rulesFile, content: '' },
    auto_download: false,
  });
  await EmulatorRegistry.start(emulator);
  return { host, port, stop: () => EmulatorRegistry.stop('storage') };
}
