import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ROOT } from './config.js';
import {
  ANALYTICS_SOURCES,
  analyticsConfigured,
  deployConfig,
  deployHeaders,
  hostingHeaders,
  localHeaders,
  pathHeaders,
  type FirebaseJson,
} from './securityHeaders.js';

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers (firebase.json)', () => {
  const headers = hostingHeaders();
  const csp = directives(headers['Content-Security-Policy'] ?? '');

  it('allow scripts from the app itself only, and no framing', () => {
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBeTruthy();
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{7,}/);
  });

  it('connect only to Firebase Auth and the project’s functions', () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://*.cloudfunctions.net',
    ]);
  });

  it('locally, add the emulators to connect-src and nothing else, and drop HSTS', () => {
    const local = localHeaders(['http://127.0.0.1:19099', 'http://127.0.0.1:15001'], false);
    const localCsp = directives(local['Content-Security-Policy'] ?? '');
    expect(localCsp.get('connect-src')?.slice(-2)).toEqual([
      'http://127.0.0.1:19099',
      'http://127.0.0.1:15001',
    ]);
    for (const [name, values] of csp) {
      if (name !== 'connect-src') expect(localCsp.get(name), name).toEqual(values);
    }
    expect(local['Strict-Transport-Security']).toBeUndefined();
    expect(local['X-Frame-Options']).toBe('DENY');
  });

  it('give analytics nothing unless it is configured: firebase.json is the deploy without it', () => {
    for (const sources of Object.values(ANALYTICS_SOURCES))
      for (const source of sources)
        expect(headers['Content-Security-Policy'], source).not.toContain(source);
    expect(deployHeaders(false)).toEqual(headers);
    expect(deployConfig(false)).toBeNull();
  });
});

describe('security headers with page-view analytics (VITE_FIREBASE_MEASUREMENT_ID set)', () => {
  const base = directives(hostingHeaders()['Content-Security-Policy'] ?? '');

  it('allow exactly what Firebase Analytics needs: gtag.js, its collection and Firebase config', () => {
    const csp = directives(deployHeaders(true)['Content-Security-Policy'] ?? '');
    expect(csp.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp.get('img-src')?.slice(base.get('img-src')?.length)).toEqual([
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(csp.get('connect-src')?.slice(base.get('connect-src')?.length)).toEqual([
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://firebase.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
    ]);
    // Nothing else changes: no inline scripts, no framing, no other directive.
    for (const [name, values] of base)
      if (!['script-src', 'img-src', 'connect-src'].includes(name))
        expect(csp.get(name), name).toEqual(values);
  });

  it('deploy through a config beside firebase.json that differs in the CSP only', () => {
    const config = deployConfig(true);
    const served = config?.hosting.headers?.find((h) => h.source === '**')?.headers;
    expect(Object.fromEntries(served?.map((h) => [h.key, h.value]) ?? [])).toEqual(
      deployHeaders(true),
    );
    const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
      hosting: object;
    };
    const withoutHeaders = (c: { hosting: object } | null) => ({
      ...c,
      hosting: { ...c?.hosting, headers: undefined },
    });
    expect(withoutHeaders(config)).toEqual(withoutHeaders(firebaseJson));
  });

  it('are served locally too when the build has analytics, beside the emulators', () => {
    const local = localHeaders(['http://127.0.0.1:19099'], true);
    const csp = directives(local['Content-Security-Policy'] ?? '');
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(csp.get('connect-src')).toContain('http://127.0.0.1:19099');
    expect(csp.get('connect-src')).toContain('https://*.analytics.google.com');
    expect(
      localHeaders(['http://127.0.0.1:19099'], false)['Content-Security-Policy'],
    ).not.toContain('googletagmanager');
  });

  it('know the build has analytics from the environment or the web app’s .env files, as Vite does', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hta-env-'));
    expect(analyticsConfigured({}, dir)).toBe(false);
    writeFileSync(
      path.join(dir, '.env.production.local'),
      'VITE_FIREBASE_MEASUREMENT_ID=G-ABC123\n',
    );
    expect(analyticsConfigured({}, dir)).toBe(true);
    writeFileSync(path.join(dir, '.env.production.local'), 'VITE_FIREBASE_MEASUREMENT_ID=\n');
    expect(analyticsConfigured({}, dir)).toBe(false);
    expect(analyticsConfigured({ VITE_FIREBASE_MEASUREMENT_ID: 'G-XYZ' }, dir)).toBe(true);
    // Development files are not the production build's.
    writeFileSync(path.join(dir, '.env.development'), 'VITE_FIREBASE_MEASUREMENT_ID=G-DEV\n');
    expect(analyticsConfigured({}, dir)).toBe(false);
  });
});

describe('caching (firebase.json)', () => {
  it('revalidates pages and the app shell, and keeps hashed assets for a year', () => {
    expect(hostingHeaders()['Cache-Control']).toBe('no-cache');
    expect(pathHeaders()).toEqual([
      {
        path: '/assets/',
        folder: true,
        headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
      },
    ]);
  });

  it('refuses a header rule the local preview could not serve as Hosting does', () => {
    const config = (source: string): FirebaseJson => ({
      hosting: { headers: [{ source, headers: [{ key: 'Cache-Control', value: 'no-cache' }] }] },
    });
    expect(pathHeaders(config('/sw.js'))).toEqual([
      { path: '/sw.js', folder: false, headers: { 'Cache-Control': 'no-cache' } },
    ]);
    expect(() => pathHeaders(config('**/*.@(js|css)'))).toThrow(/neither a path nor a folder/);
  });
});
