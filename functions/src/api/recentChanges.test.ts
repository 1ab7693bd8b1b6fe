import { describe, expect, it, vi } from 'vitest';

import type { AuditEntry as Entry } from './recentChanges.js';

// settings.ts (the settings collection's name) reaches the Admin SDK; nothing here reads.
vi.mock('../platform/admin.js', () => ({ db: {}, auth: {}, bucket: () => ({}) }));

const { collect, mayOpen, openerOf } = await import('./recentChanges.js');

const staff = { kind: 'staff', uid: 'u-staff', email: 'staff@hta.test', admin: false } as const;
const admin = { kind: 'staff', uid: 'u-admin', email: 'admin@hta.test', admin: true } as const;

const entry = (over: Partial<Entry>): Entry => ({
  collection: 'vendors',
  recordId: 'v1',
  name: 'A vendor',
  action: 'update',
  byUid: 'u-staff',
  by: 'staff@hta.test',
  at: '2026-11-24T10:00:00.000Z',
  ...over,
});

describe('recent changes: what a reader may open', () => {
  it('names the operation that opens each kind of entry, and none for the unknown', () => {
    expect(openerOf('vendors', 'v1')).toBe('vendors.get');
    expect(openerOf('settings', 'mastQuestions')).toBe('mastQuestions.get');
    expect(openerOf('epiSubjects', 'D001')).toBe('epi.subject');
    expect(openerOf('users', 'u1')).toBeUndefined();
  });

  it('hides what only administrators may open from everyone else', () => {
    const adminOnly = () => 'admin' as const;
    expect(mayOpen(entry({}), staff, adminOnly)).toBe(false);
    expect(mayOpen(entry({}), admin, adminOnly)).toBe(true);
    expect(mayOpen(entry({}), staff)).toBe(true);
    expect(mayOpen(entry({ collection: 'settings', recordId: 'noSuchSetting' }), admin)).toBe(
      false,
    );
    expect(mayOpen(entry({ collection: 'somethingElse' }), admin)).toBe(false);
  });

  it('shows records kept per person to their author and administrators only', () => {
    const note = entry({ collection: 'feedback', byUid: 'u-other', by: 'other@hta.test' });
    expect(mayOpen(note, staff)).toBe(false);
    expect(mayOpen(note, admin)).toBe(true);
    expect(mayOpen({ ...note, byUid: 'u-staff' }, staff)).toBe(true);
  });
});

describe('recent changes: one line per record and person', () => {
  it('keeps the latest line of each, fills up to the count, and skips what is hidden', () => {
    const trail = [
      entry({ name: 'Saved 3', at: '2026-11-24T10:03:00.000Z' }),
      entry({ collection: 'feedback', byUid: 'u-other', by: 'other@hta.test' }),
      entry({ name: 'Saved 2', at: '2026-11-24T10:02:00.000Z' }),
      entry({ name: 'By admin', byUid: 'u-admin', by: 'admin@hta.test' }),
      entry({ recordId: 'v2', name: 'Another' }),
      entry({ recordId: 'v3', name: 'Over the count' }),
    ];
    const lines: Entry[] = [];
    collect(lines, trail.slice(0, 3), 3, staff);
    collect(lines, trail.slice(3), 3, staff);
    expect(lines.map((l) => l.name)).toEqual(['Saved 3', 'By admin', 'Another']);
  });
});
