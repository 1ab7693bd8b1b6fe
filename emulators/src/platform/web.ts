// The web app on the local platform: Vite's dev server for `npm start`, a production build
// served by `vite preview` for end-to-end tests.
import path from 'node:path';

import { HOST, ROOT, type Ports } from './config.js';
import { run, startChild, type Child } from './processes.js';
import { localHeaders, pathHeaders } from './securityHeaders.js';

const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');
const WEB = path.join(ROOT, 'web');

/** Build-time settings that point the web app at this platform's emulators. */
function webEnv(ports: Ports): Record<string, string> {
  return {
    VITE_FIREBASE_PROJECT_ID: 'demo-hta',
    VITE_AUTH_EMULATOR_URL: `http://${HOST}:${ports.auth}`,
    VITE_FUNCTIONS_EMULATOR: `${HOST}:${ports.functions}`,
  };
}

async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`The web server exited:\n${child.tail().join('\n')}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The web server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export async function startWebDev(
  ports: Ports,
  echo: boolean,
): Promise<{ url: string; child: Child }> {
  const url = `http://${HOST}:${ports.web}`;
  const child = startChild('web', process.execPath, [VITE, '--port', String(ports.web)], {
    cwd: WEB,
    echo,
    env: { ...process.env, ...webEnv(ports) },
  });
  await waitForHttp(url, child, 60_000);
  return { url, child };
}

/**
 * Where `npm start -- --offline` builds and serves the app: apart from `web/dist`, which
 * `npm test` builds for its own ports, so that either can run beside the other.
 */
export const START_BUILD_DIR = path.join(ROOT, '.hta/web-start');

/** Vite's arguments for a build directory other than its default `web/dist`. */
const outDirArgs = (outDir: string | undefined) => (outDir ? ['--outDir', outDir] : []);

export async function buildWeb(ports: Ports, outDir?: string): Promise<void> {
  const args = [VITE, 'build', '--logLevel', 'warn', ...outDirArgs(outDir)];
  if (outDir) args.push('--emptyOutDir');
  const code = await run(process.execPath, args, {
    cwd: WEB,
    env: { ...process.env, ...webEnv(ports) },
  });
  if (code !== 0) throw new Error('Building the web app failed.');
}

/** The production build, served with the security headers Firebase Hosting sends. */
export async function startWebPreview(
  ports: Ports,
  outDir?: string,
): Promise<{ url: string; child: Child }> {
  const url = `http://${HOST}:${ports.web}`;
  const headers = localHeaders([
    `http://${HOST}:${ports.auth}`,
    `http://${HOST}:${ports.functions}`,
  ]);
  const child = startChild(
    'web',
    process.execPath,
    [VITE, 'preview', '--port', String(ports.web), ...outDirArgs(outDir)],
    {
      cwd: WEB,
      echo: false,
      env: {
        ...process.env,
        HTA_PREVIEW_HEADERS: JSON.stringify(headers),
        HTA_PREVIEW_PATH_HEADERS: JSON.stringify(pathHeaders()),
      },
    },
  );
  await waitForHttp(url, child, 30_000);
  return { url, child };
}
