// How each function runs in production, declared once with the reasons: memory, CPU, how many
// requests one instance serves at once (concurrency) and how many instances may run (min/max).
// Cloud Functions (2nd gen) runs an instance as one Node process serving up to `concurrency`
// requests together. The Functions emulator honours only `timeoutSeconds` of these: it runs one
// request at a time per worker process, so the local platform bounds its workers instead
// (FUNCTIONS_EMULATOR_PARALLEL in emulators/src/platform/config.ts; docs/local-platform.md).
import { setGlobalOptions, type GlobalOptions, type MemoryOption } from 'firebase-functions/v2';

export const REGION = 'us-central1';

interface RunOptions {
  memory: MemoryOption;
  cpu: number;
  concurrency: number;
  minInstances: number;
  maxInstances: number;
  timeoutSeconds: number;
}

/**
 * What a function gets unless it says otherwise.
 * - cpu 1: an instance serves more than one request at once only with a whole CPU.
 * - concurrency 80 (Cloud Run's default for one CPU): the handlers spend their time waiting for
 *   Firestore, not computing, so one warm instance takes a screen's burst of calls instead of
 *   starting an instance, with its cold start, per call.
 * - minInstances 0: no instance is paid for while nobody works; the first call after a quiet
 *   spell waits for a cold start. Give `api` 1 if that wait matters more than the idle cost.
 * - maxInstances 10: a ceiling on cost and on the load a runaway client or script can put on
 *   Firestore; 10 × 80 requests in flight is far more than the team's own use.
 * - timeoutSeconds 60: every call of the API is a page, a record or a write.
 */
const DEFAULTS: RunOptions = {
  memory: '256MiB',
  cpu: 1,
  concurrency: 80,
  minInstances: 0,
  maxInstances: 10,
  timeoutSeconds: 60,
};

/** Every deployed function (the exports of index.ts) and how it runs. */
export const RUNTIME = {
  /**
   * Every registry operation. 512 MiB: 80 calls at once may each hold an attachment's 1 MiB part
   * (base64 in the request), a 200-row import chunk or a page of 100 records with its parsing.
   */
  api: { ...DEFAULTS, memory: '512MiB' },
  /**
   * Echo. Each answer holds its instruction and data part (tens of thousands of tokens) and keeps
   * its stream open for up to 300 s while the model writes: fewer at once (20) than the API, so
   * that those answers share the 1 GiB. At most 5 instances: the daily token budgets bound the
   * spend, and this bounds it again should they fail.
   */
  echo: { ...DEFAULTS, memory: '1GiB', timeoutSeconds: 300, concurrency: 20, maxInstances: 5 },
  /** Attachment downloads: a file's 1 MiB parts streamed one at a time. */
  files: { ...DEFAULTS },
  /**
   * Exports: a page of 100 rows at a time, encoded as CSV or zipped XLSX for up to 540 s. Encoding
   * is the CPU's work, so fewer at once (10) than the API: a busy instance hands new exports to
   * another instead of slowing those it runs. At most 5 instances: exports are occasional.
   */
  exportData: {
    ...DEFAULTS,
    memory: '512MiB',
    timeoutSeconds: 540,
    concurrency: 10,
    maxInstances: 5,
  },
  /**
   * The sweep of expired uploads, every 15 minutes: a batch of Storage deletions. One at a time
   * and one instance: two sweeps at once would only race to delete the same parts.
   */
  expireUploads: { ...DEFAULTS, concurrency: 1, maxInstances: 1 },
  /**
   * Auth blocking functions: a check of the account and its claims. Identity Platform fails the
   * sign-in if they take over 7 s, cold start included: if first sign-ins of the day fail, give
   * `beforeSignIn` minInstances 1.
   */
  beforeCreate: { ...DEFAULTS, timeoutSeconds: 7 },
  beforeSignIn: { ...DEFAULTS, timeoutSeconds: 7 },
} satisfies Record<string, RunOptions>;

export type FunctionName = keyof typeof RUNTIME;

/** A function's options as its definition takes them. */
export const optionsOf = (name: FunctionName) => ({ region: REGION, ...RUNTIME[name] });

// Anything defined without its own options gets the defaults, not the platform's.
setGlobalOptions({ region: REGION, ...DEFAULTS } satisfies GlobalOptions);
