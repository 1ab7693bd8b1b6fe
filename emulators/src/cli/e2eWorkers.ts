// How many Playwright workers `npm test` gives the end-to-end layer. A test there mostly waits
// (on the Functions emulator, the page, an assertion's next poll): with two workers on two
// cores the layer used under 40 % of them on a quiet machine, so four finish sooner. On a machine
// others keep busy, four browsers only queue for the same cores and the Functions emulator, and
// saves ran past the 20 s an expectation waits (seen at load 40): there it keeps two.
import os from 'node:os';

/** Workers when the cores are busy with other work (and when a person runs Playwright alone). */
export const BASE_WORKERS = 2;
/** At most: the Functions emulator answers four requests at once (FUNCTIONS_EMULATOR_PARALLEL). */
export const MAX_WORKERS = 4;
/** The share of CPU time that must be idle for more workers. */
export const IDLE_ENOUGH = 0.75;

/** The workers for `idleShare` (0–1) of `cores` left idle by everything else. */
export function workersFor(idleShare: number, cores: number): number {
  if (idleShare < IDLE_ENOUGH) return BASE_WORKERS;
  return Math.max(BASE_WORKERS, Math.min(MAX_WORKERS, 2 * cores));
}

const cpuTimes = () =>
  os.cpus().reduce(
    (sum, { times }) => {
      sum.idle += times.idle;
      sum.total += times.user + times.nice + times.sys + times.idle + times.irq;
      return sum;
    },
    { idle: 0, total: 0 },
  );

/** The share of CPU time idle over the next `ms` (measured while the suite itself is idle). */
export async function idleShare(ms = 1000): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 0;
}

/** HTA_E2E_WORKERS when set; otherwise chosen from how idle the cores are now. */
export async function e2eWorkers(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ workers: number; why: string }> {
  if (env.HTA_E2E_WORKERS) return { workers: Number(env.HTA_E2E_WORKERS), why: 'HTA_E2E_WORKERS' };
  const idle = await idleShare();
  const cores = os.availableParallelism();
  return {
    workers: workersFor(idle, cores),
    why: `${Math.round(idle * 100)} % of ${cores} cores idle`,
  };
}
