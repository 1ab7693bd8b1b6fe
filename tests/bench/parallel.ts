// Benchmark, on its own platform (ports +22000): twenty API calls at once, first on
// a platform that has run one call (cold), then again (warm). Prints, per round, how many of the
// 20 answered and in what time, the Functions emulator's workers (started, most at once, most
// serving `api`) and their peak resident memory. Exits 1 when a call did not answer within 90 s.
// FUNCTIONS_EMULATOR_PARALLEL=50 (firebase-tools' own default) shows the emulator unbounded.
// Run: npm run bench:parallel
process.env.HTA_PORT_OFFSET ??= '22000';

const { startPlatform } = await import('../../emulators/src/platform/platform.js');
const { seedPlatform } = await import('../../emulators/src/platform/seedPlatform.js');
const { functionsEmulatorParallel } = await import('../../emulators/src/platform/config.js');
const { megabytes, sampleWorkers } = await import('../../emulators/src/platform/workers.js');
const { signIn } = await import('./support.js');

const CALLS: Array<[op: string, input: unknown]> = [
  ...Array.from({ length: 5 }, (): [string, unknown] => ['communities.get', { id: '4706027' }]),
  ...Array.from({ length: 5 }, (): [string, unknown] => ['communities.list', { pageSize: 25 }]),
  ...Array.from({ length: 4 }, (): [string, unknown] => ['facilities.list', { pageSize: 25 }]),
  ...Array.from({ length: 3 }, (): [string, unknown] => ['home.summary', {}]),
  ...Array.from({ length: 3 }, (): [string, unknown] => ['geography.censusDivisions', {}]),
];
const GIVE_UP_MS = 90_000;

async function main() {
  const platform = await startPlatform({ profile: 'test', echo: false });
  let unanswered = 0;
  try {
    await seedPlatform(platform);
    const idToken = await signIn(platform, 'staff@hta.test');
    const authHost = platform.adminEnv.FIREBASE_AUTH_EMULATOR_HOST ?? '';
    const call = async ([op, input]: [string, unknown]) => {
      const response = await fetch(`${platform.functionsUrl}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
        body: JSON.stringify({ data: { op, input } }),
        signal: AbortSignal.timeout(GIVE_UP_MS),
      });
      await response.arrayBuffer();
      return response.status;
    };

    console.log(
      `\n${CALLS.length} API calls at once; Functions emulator work limit ` +
        `FUNCTIONS_EMULATOR_PARALLEL=${functionsEmulatorParallel()}`,
    );
    console.log(
      'round  answered  time      workers started  most at once (api)  peak RSS of workers',
    );
    for (const round of ['cold', 'warm']) {
      const sampler = sampleWorkers(authHost);
      const started = performance.now();
      const outcomes = await Promise.allSettled(CALLS.map(call));
      const seconds = (performance.now() - started) / 1000;
      const workers = sampler.stop();
      const answered = outcomes.filter((o) => o.status === 'fulfilled' && o.value === 200).length;
      unanswered += CALLS.length - answered;
      console.log(
        `${round.padEnd(6)} ${`${answered}/${CALLS.length}`.padEnd(9)} ` +
          `${`${seconds.toFixed(1)} s`.padEnd(9)} ${String(workers.started).padEnd(16)} ` +
          `${`${workers.peakWorkers} (${workers.peakApiWorkers})`.padEnd(19)} ` +
          megabytes(workers.peakRssBytes),
      );
    }
  } finally {
    await platform.stop();
  }
  if (unanswered > 0) {
    console.error(`✖ ${unanswered} call(s) got no answer within ${GIVE_UP_MS / 1000} s`);
    process.exit(1);
  }
}

await main();
