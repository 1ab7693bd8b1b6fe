// Page views go to Firebase Analytics when a measurement id is configured, and nothing is
// sent (or even loaded) otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';

const logEvent =
  vi.fn<(analytics: unknown, name: string, params: Record<string, string>) => void>();
const getAnalytics = vi.fn(() => ({ analytics: true }));
vi.mock('firebase/analytics', () => ({ getAnalytics, logEvent }));

afterEach(async () => {
  // Each test imports a fresh lib/firebase, which initialises the default app again.
  const { deleteApp, getApps } = await import('firebase/app');
  await Promise.all(getApps().map((app) => deleteApp(app)));
  vi.unstubAllEnvs();
  vi.resetModules();
  logEvent.mockClear();
  getAnalytics.mockClear();
});

describe('page-view tracking', () => {
  it('sends nothing without a measurement id', async () => {
    vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', '');
    const { analyticsEnabled, trackPageView } = await import('./firebase');
    expect(analyticsEnabled).toBe(false);
    await trackPageView('/home', 'Home');
    expect(getAnalytics).not.toHaveBeenCalled();
    expect(logEvent).not.toHaveBeenCalled();
  });

  it('logs a page_view with path and title when configured', async () => {
    vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', 'G-TEST123');
    const { analyticsEnabled, trackPageView } = await import('./firebase');
    expect(analyticsEnabled).toBe(true);
    await trackPageView('/site2/4706027', 'Community profile');
    expect(logEvent).toHaveBeenCalledWith({ analytics: true }, 'page_view', {
      page_path: '/site2/4706027',
      page_title: 'Community profile',
    });
  });
});
