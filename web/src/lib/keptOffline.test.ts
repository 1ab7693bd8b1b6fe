import { keptOffline } from '../app/features';
import { queryKey } from './api';
import { operationOfKey, shouldKeepQuery } from './keptOffline';

const query = (key: unknown[], status: 'success' | 'error' | 'pending') => ({
  queryKey: key,
  state: { status },
});

describe('what is kept offline', () => {
  it('reads the operation from a query key, before its input', () => {
    expect(operationOfKey(queryKey('communities.get', { id: 'c1' }))).toBe('communities.get');
    expect(operationOfKey(['echo', 'conversations'])).toBe('echo.conversations');
  });

  it('keeps only the declared operations’ answers that arrived', () => {
    const keep = shouldKeepQuery(new Set(['communities.get']));
    expect(keep(query(['communities', 'get', { id: 'c1' }], 'success'))).toBe(true);
    expect(keep(query(['communities', 'get', { id: 'c1' }], 'error'))).toBe(false);
    expect(keep(query(['communities', 'list', {}], 'success'))).toBe(false);
  });

  it('is what the features declare: the records people work on, not everything', () => {
    for (const op of [
      'communities.get',
      'communities.list',
      'facilities.get',
      'facilities.list',
      'evaluations.get',
      'needsAssessments.get',
    ]) {
      expect(keptOffline.has(op), op).toBe(true);
    }
    // Undeclared: not kept (the default).
    expect(keptOffline.has('echo.conversations')).toBe(false);
    expect(keptOffline.has('users.list')).toBe(false);
  });
});
