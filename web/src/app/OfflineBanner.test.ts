import { offlineState } from './OfflineBanner';

const shown = (data: unknown, dataUpdatedAt: number) => ({ state: { data, dataUpdatedAt } });

describe('what the offline banner says', () => {
  it('says nothing online', () => {
    expect(offlineState(true, [shown({}, 5)])).toEqual({ kind: 'online' });
  });

  it('offline, gives the time of the oldest kept answer on the page', () => {
    // Two answers kept at 2000 and 1000 ms, one never kept: the page's data dates from 1000.
    expect(offlineState(false, [shown({}, 2000), shown({}, 1000), shown(undefined, 0)])).toEqual({
      kind: 'kept',
      since: 1000,
    });
  });

  it('offline with nothing kept: the page needs a connection', () => {
    expect(offlineState(false, [shown(undefined, 0)])).toEqual({ kind: 'none' });
    expect(offlineState(false, [])).toEqual({ kind: 'none' });
  });
});
