import { afterEach, describe, expect, it, vi } from 'vitest';

import { echoConfigured, usingFakeModel } from './config.server.js';

afterEach(() => vi.unstubAllEnvs());

describe('whether Echo can answer', () => {
  it('is not configured on the local emulators without Google credentials, and says how to demo it', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', '');
    vi.stubEnv('ECHO_VERTEX_BASE_URL', '');
    const status = echoConfigured();
    expect(status.configured).toBe(false);
    expect(status.message).toContain('Echo is not configured');
    expect(status.message).toContain('ECHO_FAKE_MODEL=1');
  });

  it('answers with the fake model when the launcher provides one', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('ECHO_VERTEX_BASE_URL', 'http://127.0.0.1:8090');
    expect(echoConfigured()).toEqual({ configured: true, message: null });
    expect(usingFakeModel()).toBe(true);
  });

  it('answers in a deployed project, which has the service account’s credentials', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('ECHO_VERTEX_BASE_URL', '');
    expect(echoConfigured().configured).toBe(true);
    expect(usingFakeModel()).toBe(false);
  });
});
