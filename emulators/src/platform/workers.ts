// The Functions emulator's worker processes of one platform (Node processes that each run one
// request at a time), and their memory. Read from /proc (Linux); elsewhere there is nothing to
// read and the lists are empty.
import { readFileSync, readdirSync } from 'node:fs';

interface FunctionWorker {
  pid: number;
  /** The function it serves (the emulator's FUNCTION_TARGET), e.g. "api". */
  target: string;
  rssBytes: number;
}

const RUNTIME_SCRIPT = 'functionsEmulatorRuntime';

function readOr(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // Gone meanwhile, or not ours to read.
  }
}

/**
 * The live workers of the platform whose Auth emulator listens at `authHost` ("host:port"):
 * the emulator hands that address to every worker it starts, and it tells this platform's
 * workers from those of other platforms on the same machine. Workers whose emulator is gone
 * (left behind if it was killed outright) serve nobody and are not counted.
 */
function functionWorkers(authHost: string): FunctionWorker[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const marker = `FIREBASE_AUTH_EMULATOR_HOST=${authHost}`;
  const workers: FunctionWorker[] = [];
  for (const pid of pids) {
    if (!readOr(`/proc/${pid}/cmdline`)?.includes(RUNTIME_SCRIPT)) continue;
    const environ = readOr(`/proc/${pid}/environ`)?.split('\0');
    if (!environ?.includes(marker)) continue;
    // stat: "pid (name) state ppid …"; the name may hold spaces, so read after its ")".
    const parent = readOr(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ')[1];
    if (!parent || !readOr(`/proc/${parent}/cmdline`)?.includes('firebase')) continue;
    const target =
      environ.find((v) => v.startsWith('FUNCTION_TARGET='))?.slice('FUNCTION_TARGET='.length) ??
      '?';
    const residentKb = Number(readOr(`/proc/${pid}/status`)?.match(/^VmRSS:\s+(\d+) kB/m)?.[1]);
    if (!Number.isFinite(residentKb)) continue;
    workers.push({ pid: Number(pid), target, rssBytes: residentKb * 1024 });
  }
  return workers;
}

export interface WorkerSample {
  /** Worker processes started while sampling. */
  started: number;
  /** The most workers alive at once, and the most serving `api` at once. */
  peakWorkers: number;
  peakApiWorkers: number;
  /** The highest total resident memory of the workers at one sample. */
  peakRssBytes: number;
}

/** Samples the workers every `everyMs` until `stop()`, which answers the peaks. */
export function sampleWorkers(authHost: string, everyMs = 200): { stop(): WorkerSample } {
  const before = new Set(functionWorkers(authHost).map((w) => w.pid));
  const started = new Set<number>();
  const sample: WorkerSample = { started: 0, peakWorkers: 0, peakApiWorkers: 0, peakRssBytes: 0 };
  const take = () => {
    const workers = functionWorkers(authHost);
    for (const w of workers) if (!before.has(w.pid)) started.add(w.pid);
    sample.started = started.size;
    sample.peakWorkers = Math.max(sample.peakWorkers, workers.length);
    sample.peakApiWorkers = Math.max(
      sample.peakApiWorkers,
      workers.filter((w) => w.target === 'api').length,
    );
    sample.peakRssBytes = Math.max(
      sample.peakRssBytes,
      workers.reduce((sum, w) => sum + w.rssBytes, 0),
    );
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { ...sample };
    },
  };
}

export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
