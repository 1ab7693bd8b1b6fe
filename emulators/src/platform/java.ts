import { spawnSync } from 'node:child_process';

/** The major version of `java` on PATH, or null when there is none. */
function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8".
  return major === 1 ? Number(match[2]) : major;
}

export type Backend = 'official' | 'stand-in';

/**
 * Official Firestore and Storage emulators need Java 21+ (firebase-tools 15 refuses older Java).
 * HTA_EMULATORS=official|stand-in overrides the choice.
 */
export function chooseBackend(env: NodeJS.ProcessEnv = process.env): {
  backend: Backend;
  reason: string;
} {
  const forced = env.HTA_EMULATORS;
  if (forced === 'official' || forced === 'stand-in') {
    return { backend: forced, reason: `HTA_EMULATORS=${forced}` };
  }
  if (forced) throw new Error(`HTA_EMULATORS must be "official" or "stand-in", not "${forced}"`);
  const java = javaMajorVersion();
  if (java !== null && java >= 21) return { backend: 'official', reason: `Java ${java} found` };
  return {
    backend: 'stand-in',
    reason:
      java === null
        ? 'no Java found (the official emulators need Java 21+)'
        : `Java ${java} is older than 21`,
  };
}
