import { describe, expect, it } from 'vitest';

import { patchParams } from './searchParams';

describe('patchParams', () => {
  it('sets and removes the changed parameters and keeps the others', () => {
    const before = new URLSearchParams('measure=cases&zone=SK001&week=2021-01-03');
    const after = patchParams(before, { zone: null, week: '2021-01-10', rate: '1' });
    expect(after.toString()).toBe('measure=cases&week=2021-01-10&rate=1');
    expect(before.toString()).toBe('measure=cases&zone=SK001&week=2021-01-03');
  });
});
