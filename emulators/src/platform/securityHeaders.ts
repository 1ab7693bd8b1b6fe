// The web app's security headers, as Firebase Hosting serves them in production: read from
// firebase.json (their one source) so the end-to-end tests run the production build under the
// same policy — a Content-Security-Policy violation there fails a test.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from './config.js';

interface HostingHeaders {
  hosting: { headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
}

/** The headers firebase.json gives every path (`"source": "**"`). */
export function hostingHeaders(config = readFirebaseJson()): Record<string, string> {
  const all = config.hosting.headers?.find((h) => h.source === '**');
  if (!all) throw new Error('firebase.json has no hosting headers for "**"');
  return Object.fromEntries(all.headers.map((h) => [h.key, h.value]));
}

/**
 * The same headers for the local platform, where the app talks to the emulators over plain
 * http on loopback instead of Google's https endpoints: only connect-src gains those origins.
 * HSTS is left out: it would pin 127.0.0.1 to https in the test browser.
 */
export function localHeaders(
  emulatorOrigins: string[],
  headers = hostingHeaders(),
): Record<string, string> {
  const csp = headers['Content-Security-Policy'];
  if (!csp) throw new Error('firebase.json sets no Content-Security-Policy');
  const directives = csp.split(';').map((d) => d.trim());
  const connect = directives.findIndex((d) => d.startsWith('connect-src '));
  if (connect < 0) throw new Error('The Content-Security-Policy has no connect-src');
  directives[connect] = `${directives[connect]} ${emulatorOrigins.join(' ')}`;
  const { 'Strict-Transport-Security': _hsts, ...rest } = headers;
  return { ...rest, 'Content-Security-Policy': directives.join('; ') };
}

function readFirebaseJson(): HostingHeaders {
  return JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as HostingHeaders;
}
