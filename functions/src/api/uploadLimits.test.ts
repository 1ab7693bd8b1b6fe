import { describe, expect, it } from 'vitest';

import {
  MAX_OPEN_UPLOADS,
  UPLOAD_IDLE_MS,
  beginRefusal,
  expiryCutoff,
  isExpired,
} from './uploadLimits.js';

describe('upload limits', () => {
  const now = Date.UTC(2026, 10, 29, 2, 0);

  it('expires an upload after 15 minutes without a chunk, not before', () => {
    expect(UPLOAD_IDLE_MS).toBe(15 * 60 * 1000);
    expect(isExpired(now - UPLOAD_IDLE_MS + 1, now)).toBe(false);
    expect(isExpired(now - UPLOAD_IDLE_MS, now)).toBe(true);
    expect(expiryCutoff(now)).toBe(now - UPLOAD_IDLE_MS);
  });

  it('admits a begin below the limit and refuses one at it, saying what to do', () => {
    expect(beginRefusal(MAX_OPEN_UPLOADS - 1)).toBeNull();
    const refusal = beginRefusal(MAX_OPEN_UPLOADS);
    expect(refusal).toContain('3 files uploading');
    expect(refusal).toContain('15 minutes');
    expect(beginRefusal(MAX_OPEN_UPLOADS + 5)).not.toBeNull();
  });
});
