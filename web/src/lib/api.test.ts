import { describe, expect, it } from 'vitest';

import { queryKey, staleAfter } from './api';

const has = (prefixes: string[][], key: string) => prefixes.some((p) => p.join('.') === key);

describe('query keys and what a write makes stale', () => {
  it('keys queries by the operation’s parts, then the input', () => {
    expect(queryKey('communities.list', { pageSize: 5 })).toEqual([
      'communities',
      'list',
      { pageSize: 5 },
    ]);
    expect(queryKey('echo.conversations.list')).toEqual(['echo', 'conversations', 'list']);
  });

  // The three stale caches a careful read found (issue "Registries declared once").
  it('renaming a community refreshes facilities (they show its name)', () => {
    expect(has(staleAfter('communities.update'), 'facilities')).toBe(true);
  });

  it('creating, moving or deleting a facility refreshes communities (they count facilities)', () => {
    for (const op of ['facilities.create', 'facilities.update', 'facilities.delete'] as const) {
      expect(has(staleAfter(op), 'communities'), op).toBe(true);
    }
  });

  it('renaming a vendor refreshes technologies and home', () => {
    const stale = staleAfter('vendors.update');
    expect(has(stale, 'technologies')).toBe(true);
    expect(has(stale, 'home')).toBe(true);
  });

  it('every registry write refreshes its own registry and home; reads refresh nothing', () => {
    expect(staleAfter('posts.create').map((p) => p.join('.'))).toEqual(['posts', 'home']);
    expect(staleAfter('communities.list')).toEqual([]);
    expect(staleAfter('users.invite', ['users'])).toEqual([['users']]);
  });
});
