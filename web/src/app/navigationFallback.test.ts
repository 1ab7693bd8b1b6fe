import { describe, expect, it } from 'vitest';

import { fallsBackToIndex } from './navigationFallback';

describe("the service worker's navigation fallback", () => {
  it.each([
    '/',
    '/home',
    '/site',
    '/site2/abc123',
    '/login?from=%2Fsite2%2Fabc123',
    '/site?q=St.%20Walburg',
    '/api-guide',
  ])('opens the app for %s', (path) => expect(fallsBackToIndex(path)).toBe(true));

  it.each([
    '/__/auth/handler',
    '/__/firebase/init.json',
    '/api',
    '/api/communities.list',
    '/functions/api',
    '/assets/index-abc.js',
    '/manifest.webmanifest',
    '/sw.js?v=2',
  ])('leaves %s to the network', (path) => expect(fallsBackToIndex(path)).toBe(false));
});
