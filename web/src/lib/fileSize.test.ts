import { describe, expect, it } from 'vitest';

import { fileSize } from './fileSize';

describe('fileSize', () => {
  it('shows small files in bytes, not rounded up to a kilobyte', () => {
    expect(fileSize(193)).toBe('193 bytes');
    expect(fileSize(1)).toBe('1 byte');
  });
  it('shows kilobytes and megabytes', () => {
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(200 * 1024)).toBe('200 KB');
    expect(fileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});
