import { describe, expect, it } from 'vitest';

import { e2eWorkers, workersFor } from './e2eWorkers.js';

describe('the end-to-end workers', () => {
  it('are four on two idle cores, and two when other work keeps the cores busy', () => {
    expect(workersFor(0.95, 2)).toBe(4);
    expect(workersFor(0.75, 2)).toBe(4);
    expect(workersFor(0.74, 2)).toBe(2);
    expect(workersFor(0, 2)).toBe(2);
  });

  it('are never more than the Functions emulator answers at once, nor fewer than two', () => {
    expect(workersFor(1, 16)).toBe(4);
    expect(workersFor(1, 1)).toBe(2);
  });

  it('are what HTA_E2E_WORKERS says when it is set', async () => {
    await expect(e2eWorkers({ HTA_E2E_WORKERS: '1' })).resolves.toEqual({
      workers: 1,
      why: 'HTA_E2E_WORKERS',
    });
  });
});
