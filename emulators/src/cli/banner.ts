import path from 'node:path';

import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demoUsers.js';
import type { SeedReport } from '../seed/load.js';
import type { Platform } from '../platform/platform.js';
import { HOST } from '../platform/config.js';

/** What `npm start` prints when the platform is ready: where everything is and who runs it. */
export function readyBanner(
  platform: Platform,
  seed: SeedReport,
  appUrl: string,
  seconds: number,
  production = false,
): string {
  const { ports, backend, backendReason } = platform;
  const official = backend === 'official';
  const line = '═'.repeat(72);
  return [
    line,
    ` HTA Hub is ready in ${seconds.toFixed(1)} s  →  ${appUrl}`,
    line,
    ' Demo accounts (password for both: ' + DEMO_PASSWORD + ')',
    ...DEMO_USERS.map((u) => `   ${u.role.padEnd(6)} ${u.email}`),
    '',
    ` Services on ${HOST} (backend chosen because: ${backendReason})`,
    `   Auth        :${ports.auth}   official Firebase Auth emulator`,
    `   Functions   :${ports.functions}   official Firebase Functions emulator`,
    `   Firestore   :${ports.firestore}   ${official ? 'official Firestore emulator' : 'HTA STAND-IN (@firestore-emulator/server + our handlers)'}`,
    `   Storage     :${ports.storage}   ${official ? 'official Storage emulator' : 'STAND-IN (firebase-tools Storage emulator, deny-all rules, no Java)'}`,
    production
      ? `   Web app     :${ports.web}   production build with its service worker: opens offline once visited`
      : `   Web app     :${ports.web}   Vite dev server, no service worker (offline: npm start -- --offline)`,
    `   Echo        ${platform.fakeVertexUrl ? `:${ports.vertex}   FAKE MODEL (demo; answers only look data up)` : '       not configured locally (no Google credentials); ECHO_FAKE_MODEL=1 npm start for a demo'}`,
    '',
    ` Seed: ${seed.communities.total} communities (${seed.communities.written} new), ` +
      `${seed.facilities.total} facilities (${seed.facilities.written} new), ${seed.demo} new demo records, in ${seed.ms} ms`,
    ` Logs of the emulators and functions: ${path.relative(process.cwd(), platform.logFile)}`,
    ' Press Ctrl-C to stop everything.',
    line,
  ].join('\n');
}
