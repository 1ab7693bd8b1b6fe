import { beforeEach, describe, expect, it } from 'vitest';

import { backupKey, differs, dropBackup, readBackup, writeBackup } from './localBackup';

describe('local backup', () => {
  const key = backupKey('evaluation', 'e1');
  beforeEach(() => localStorage.clear());

  it('keeps the values with the version they were based on, until dropped', () => {
    const backup = { version: 3, savedAt: '2026-11-23T10:00:00Z', values: { title: 'Draft' } };
    expect(writeBackup(key, backup)).toBe(true);
    expect(readBackup(key)).toEqual(backup);
    dropBackup(key);
    expect(readBackup(key)).toBeNull();
  });

  it('offers nothing for unreadable or foreign content', () => {
    localStorage.setItem(key, '{not json');
    expect(readBackup(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ values: { title: 'x' } }));
    expect(readBackup(key)).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(writeBackup(key, { version: 1, savedAt: '', values: {} }, full)).toBe(false);
  });

  it('tells apart a backup that holds more than the record', () => {
    const backup = { version: 1, savedAt: '', values: { title: 'Mine' } };
    expect(differs(backup, { title: 'Mine' })).toBe(false);
    expect(differs(backup, { title: 'Theirs' })).toBe(true);
    const nested = { version: 1, savedAt: '', values: { a: { x: 1, y: [1, 2] }, b: null } };
    expect(differs(nested, { b: null, a: { y: [1, 2], x: 1 } })).toBe(false);
    expect(differs(nested, { b: null, a: { y: [2, 1], x: 1 } })).toBe(true);
  });
});
