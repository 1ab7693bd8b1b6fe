// `npm start`: the app on the local emulators with seeded demo data. `npm start -- --offline`
// serves the production build instead of Vite's dev server: only it registers the service
// worker, so only it opens offline (README, "On a slow link, and offline").
import { startPlatform } from '../platform/platform.js';
import { seedPlatform } from '../platform/seedPlatform.js';
import { buildWeb, START_BUILD_DIR, startWebDev, startWebPreview } from '../platform/web.js';
import { readyBanner } from './banner.js';

const started = performance.now();
const verbose = process.env.HTA_VERBOSE === '1';
const offline = process.argv.slice(2).includes('--offline');

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
  if (offline) {
    console.log('Building the web app (production build, with its service worker)…');
    await buildWeb(platform.ports, START_BUILD_DIR);
    web = await startWebPreview(platform.ports, START_BUILD_DIR);
  } else {
    web = await startWebDev(platform.ports, verbose);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${readyBanner(platform, seed, web.url, seconds, offline)}\n`);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
