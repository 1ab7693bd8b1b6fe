// `npm start`: the app on the local emulators with seeded demo data.
import { startPlatform } from '../platform/platform.js';
import { seedPlatform } from '../platform/seedPlatform.js';
import { startWebDev } from '../platform/web.js';
import { readyBanner } from './banner.js';

const started = performance.now();
const verbose = process.env.HTA_VERBOSE === '1';

console.log('Starting HTA Hub on the local emulators (HTA_VERBOSE=1 shows their output)…');
// The emulators' own output goes to their log file (its path is in the banner): their "All
// emulators ready" comes before the app is, and function request logs would bury the banner.
const platform = await startPlatform({
  profile: 'dev',
  echo: verbose,
  log: (line) => {
    if (verbose) console.log(line);
  },
}).catch((error: unknown) => {
  console.error(
    `\n✖ The local platform did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local platform…');
  await web?.child.stop();
  await platform.stop();
  console.log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

let web: Awaited<ReturnType<typeof startWebDev>> | undefined;
try {
  const seed = await seedPlatform(platform);
  web = await startWebDev(platform.ports, verbose);
  console.log(`\n${readyBanner(platform, seed, web.url, (performance.now() - started) / 1000)}\n`);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
