import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import type { OperationName } from '@hta/functions/contract';

import { invalidate, queryKey, staleAfter, useApiFetch } from './api';

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
  it('renaming a community refreshes facilities (they show its name)', async () => {
    expect(has(await staleAfter('communities.update'), 'facilities')).toBe(true);
  });

  it('creating, moving or deleting a facility refreshes communities (they count facilities)', async () => {
    for (const op of ['facilities.create', 'facilities.update', 'facilities.delete'] as const) {
      expect(has(await staleAfter(op), 'communities'), op).toBe(true);
    }
  });

  it('renaming a vendor refreshes technologies and home', async () => {
    const stale = await staleAfter('vendors.update');
    expect(has(stale, 'technologies')).toBe(true);
    expect(has(stale, 'home')).toBe(true);
  });

  it('every registry write refreshes its own registry and home; reads refresh nothing', async () => {
    expect((await staleAfter('posts.create')).map((p) => p.join('.'))).toEqual(['posts', 'home']);
    expect(await staleAfter('communities.list')).toEqual([]);
    expect(await staleAfter('users.invite', ['users'])).toEqual([['users']]);
  });
});

// Views that join other registries' records are refreshed when those change: each feature
// declares what its views read (`reads`), and a write makes their cached answers stale.
describe('views refreshed when the records they read change', () => {
  const calendar = queryKey('events.calendar', { from: '2026-01-01', to: '2026-02-01' });
  const divisions = queryKey('geography.censusDivisions', {});

  /** Whether a successful call of `op` leaves the cached answer at `key` invalidated. */
  async function invalidatedBy(op: OperationName, key: unknown[]) {
    const client = new QueryClient();
    client.setQueryData(key, { items: [] });
    await invalidate(client, await staleAfter(op));
    return client.getQueryState(key)?.isInvalidated ?? false;
  }

  it('writing an onboarding plan, an evaluation or an event refreshes the calendar', async () => {
    for (const op of [
      'onboardings.create',
      'onboardings.update',
      'onboardings.delete',
      'evaluations.create',
      'evaluations.update',
      'evaluations.delete',
      'events.create',
      'events.update',
    ] as const) {
      expect(await invalidatedBy(op, calendar), op).toBe(true);
    }
  });

  it('writing a community or a facility refreshes the census division figures', async () => {
    for (const op of [
      'communities.create',
      'communities.update',
      'communities.delete',
      'facilities.create',
      'facilities.update',
      'facilities.delete',
    ] as const) {
      expect(await invalidatedBy(op, divisions), op).toBe(true);
    }
  });

  it('a write elsewhere leaves them cached', async () => {
    expect(await invalidatedBy('posts.create', calendar)).toBe(false);
    expect(await invalidatedBy('evaluations.update', divisions)).toBe(false);
  });
});

describe('useApiFetch', () => {
  it('gives the same function on every render, so effects that use it run once', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(() => useApiFetch(), { wrapper });
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });
});
