// The web app's security headers, as Firebase Hosting serves them in production: read from
// firebase.json (their one source) so the end-to-end tests run the production build under the
// same policy — a Content-Security-Policy violation there fails a test.
//
// Page-view analytics (Firebase Analytics, i.e. GA4 through gtag.js) is optional: a build with
// VITE_FIREBASE_MEASUREMENT_ID needs a few Google sources more, a build without must not allow
// them. firebase.json is the policy without analytics; `npm run deploy` (cli/deploy.ts) deploys
// a build with analytics through a config beside it whose CSP adds ANALYTICS_SOURCES, and the
// hosting predeploy check refuses a plain `firebase deploy` of such a build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

import { ROOT } from './config.js';

interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

export interface FirebaseJson {
  hosting: { headers?: HeaderRule[]; [key: string]: unknown };
  [key: string]: unknown;
}

const WEB_DIR = path.join(ROOT, 'web');

/** Set by `npm run deploy` to the policy it chose ('1': with analytics), for the predeploy check. */
export const ANALYTICS_FLAG = 'HTA_DEPLOY_ANALYTICS';

/**
 * What Firebase Analytics needs, by directive: gtag.js (which the SDK loads from
 * www.googletagmanager.com), Google's sources for GA4's collection requests (regional hosts of
 * google-analytics.com and analytics.google.com, beacons as images) — Google's published CSP for
 * GA4 — and the SDK's own calls: the app's analytics config (firebase.googleapis.com) and its
 * installation id (firebaseinstallations.googleapis.com).
 */
export const ANALYTICS_SOURCES = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://firebase.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
  ],
} as const satisfies Record<string, readonly string[]>;

/** The headers firebase.json gives every path (`"source": "**"`). */
export function hostingHeaders(config = readFirebaseJson()): Record<string, string> {
  return Object.fromEntries(allPaths(config).headers.map((h) => [h.key, h.value]));
}

/** A CSP with sources added to some of its directives (each must exist). */
function extendCsp(csp: string, additions: Record<string, readonly string[]>): string {
  const directives = csp.split(';').map((d) => d.trim());
  for (const [name, sources] of Object.entries(additions)) {
    const at = directives.findIndex((d) => d.startsWith(`${name} `));
    if (at < 0) throw new Error(`The Content-Security-Policy has no ${name}`);
    directives[at] = `${directives[at]} ${sources.join(' ')}`;
  }
  return directives.join('; ');
}

function cspOf(headers: Record<string, string>): string {
  const csp = headers['Content-Security-Policy'];
  if (!csp) throw new Error('firebase.json sets no Content-Security-Policy');
  return csp;
}

/** The headers production serves: firebase.json's, with analytics' sources only with analytics. */
export function deployHeaders(
  analytics: boolean,
  headers = hostingHeaders(),
): Record<string, string> {
  if (!analytics) return headers;
  return { ...headers, 'Content-Security-Policy': extendCsp(cspOf(headers), ANALYTICS_SOURCES) };
}

/**
 * The Firebase config a deploy uses when firebase.json's policy is not the one: firebase.json
 * with the analytics headers (null without analytics: deploy with firebase.json itself).
 */
export function deployConfig(analytics: boolean, config = readFirebaseJson()): FirebaseJson | null {
  if (!analytics) return null;
  const headers = deployHeaders(true, hostingHeaders(config));
  const rules = (config.hosting.headers ?? []).map((rule) =>
    rule.source === '**'
      ? { ...rule, headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }
      : rule,
  );
  return { ...config, hosting: { ...config.hosting, headers: rules } };
}

/**
 * The same headers for the local platform, where the app talks to the emulators over plain
 * http on loopback instead of Google's https endpoints: connect-src gains those origins, and
 * analytics' sources come as in production when the build has analytics. HSTS is left out: it
 * would pin 127.0.0.1 to https in the test browser.
 */
export function localHeaders(
  emulatorOrigins: string[],
  analytics = analyticsConfigured(),
  headers = hostingHeaders(),
): Record<string, string> {
  const served = deployHeaders(analytics, headers);
  const { 'Strict-Transport-Security': _hsts, ...rest } = served;
  return {
    ...rest,
    'Content-Security-Policy': extendCsp(cspOf(served), { 'connect-src': emulatorOrigins }),
  };
}

/**
 * Whether the production build has page-view analytics: VITE_FIREBASE_MEASUREMENT_ID set and not
 * empty, read as Vite reads it for `vite build` — the environment first, then web/'s
 * .env.production.local, .env.production, .env.local and .env.
 */
export function analyticsConfigured(env: NodeJS.ProcessEnv = process.env, dir = WEB_DIR): boolean {
  const key = 'VITE_FIREBASE_MEASUREMENT_ID';
  if (env[key] !== undefined) return env[key].trim() !== '';
  for (const file of ['.env.production.local', '.env.production', '.env.local', '.env']) {
    const at = path.join(dir, file);
    if (!existsSync(at)) continue;
    const value = parseEnv(readFileSync(at, 'utf8'))[key];
    if (value !== undefined) return value.trim() !== '';
  }
  return false;
}

/**
 * The headers firebase.json gives some paths only (hashed assets cached for a year), for the
 * local preview server (web/vite/previewPathHeaders.ts). Firebase Hosting applies every matching
 * rule, a later one's header over an earlier one's; the preview understands an exact path or a
 * folder (`/assets/**`) — any other glob is refused here, so the two cannot silently differ.
 */
export interface PathHeaders {
  /** An exact path, or a folder's prefix ending in "/". */
  path: string;
  folder: boolean;
  headers: Record<string, string>;
}

export function pathHeaders(config = readFirebaseJson()): PathHeaders[] {
  return (config.hosting.headers ?? [])
    .filter((rule) => rule.source !== '**')
    .map((rule) => {
      const folder = /^(\/[\w.-]+)+\/\*\*$/.test(rule.source);
      if (!folder && !/^(\/[\w.-]+)+$/.test(rule.source))
        throw new Error(
          `firebase.json's header source "${rule.source}" is neither a path nor a folder ("/dir/**"): ` +
            'the local preview cannot serve it as Hosting does',
        );
      return {
        path: folder ? rule.source.slice(0, -2) : rule.source,
        folder,
        headers: Object.fromEntries(rule.headers.map((h) => [h.key, h.value])),
      };
    });
}

function allPaths(config: FirebaseJson): HeaderRule {
  const all = config.hosting.headers?.find((h) => h.source === '**');
  if (!all) throw new Error('firebase.json has no hosting headers for "**"');
  return all;
}

function readFirebaseJson(): FirebaseJson {
  return JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
}
