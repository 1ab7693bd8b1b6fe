import { describe, expect, it } from 'vitest';

import { hostingHeaders, localHeaders } from './securityHeaders.js';

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
    const local = localHeaders(['http://127.0.0.1:19099', 'http://127.0.0.1:15001']);
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
});
