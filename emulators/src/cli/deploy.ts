// `npm run deploy [-- <firebase deploy options>]`: builds and deploys with the security headers
// the build needs. Without page-view analytics that is firebase.json as it is; with it
// (VITE_FIREBASE_MEASUREMENT_ID for the production build), a config beside firebase.json whose
// CSP adds exactly analytics' sources (platform/securityHeaders.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from '../platform/config.js';
import { run } from '../platform/processes.js';
import { ANALYTICS_FLAG, analyticsConfigured, deployConfig } from '../platform/securityHeaders.js';

const FIREBASE = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const analytics = analyticsConfigured();
const config = deployConfig(analytics);
let configArgs: string[] = [];
if (config) {
  // Beside firebase.json (firebase-tools resolves paths from the config's folder); not in git.
  const file = path.join(ROOT, '.firebase.deploy.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  configArgs = ['--config', file];
}
console.log(
  analytics
    ? 'Page-view analytics is configured: deploying with its sources added to the CSP (.firebase.deploy.json).'
    : 'No page-view analytics: deploying with firebase.json’s CSP.',
);

const built = await run(NPM, ['run', 'build'], { cwd: ROOT });
if (built !== 0) process.exit(built);
const code = await run(
  process.execPath,
  [FIREBASE, 'deploy', ...configArgs, ...process.argv.slice(2)],
  { cwd: ROOT, env: { ...process.env, [ANALYTICS_FLAG]: analytics ? '1' : '0' } },
);
process.exit(code);
