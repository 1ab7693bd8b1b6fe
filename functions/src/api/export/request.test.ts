import { describe, expect, it } from 'vitest';

import { DISABLED_MESSAGE, VISITOR, type Caller } from '../../auth/caller.js';
import { accessRefusal, exportTarget, listParamOf } from './request.js';

const staff: Caller = { kind: 'staff', uid: 'u1', email: 's@hta.test', admin: false };
const admin: Caller = { ...staff, admin: true };
const unadmitted: Caller = {
  kind: 'unadmitted',
  uid: null,
  email: 'x@hta.test',
  admin: false,
  reason: 'disabled',
};

describe('what an export asks for', () => {
  it('reads the registry and format from the path, and nothing else', () => {
    const target = exportTarget('/facilities.csv');
    expect(target?.registry.name).toBe('facilities');
    expect(target?.format).toBe('csv');
    expect(exportTarget('/facilities.xlsx')?.format).toBe('xlsx');
    expect(exportTarget('/facilities.pdf')).toBeNull();
    expect(exportTarget('/nothing.csv')).toBeNull();
    expect(exportTarget('/facilities.csv/more')).toBeNull();
    expect(exportTarget('/constructor.json')).toBeNull();
  });

  it('keeps the list’s search, filters and sort, and leaves paging to the export', () => {
    expect(
      listParamOf(
        '{"search":"clinic","sort":{"field":"name","direction":"asc"},"cursor":"x","pageSize":5}',
      ),
    ).toEqual({ value: { search: 'clinic', sort: { field: 'name', direction: 'asc' } } });
    expect(listParamOf('{}')).toEqual({ value: {} });
  });

  it('says what is wrong with a list parameter that is not one JSON object', () => {
    expect(listParamOf(['{}', '{}'])).toEqual({ error: 'Give the list parameter once, as JSON.' });
    expect(listParamOf('{search')).toEqual({ error: 'The list parameter must be JSON.' });
    for (const notObject of ['[]', 'null', '"text"', '3'])
      expect(listParamOf(notObject)).toEqual({
        error: 'The list parameter must be a JSON object: the list’s search, filters and sort.',
      });
  });
});

describe('who may export a list', () => {
  it('lets anyone export a public list', () => {
    for (const caller of [VISITOR, unadmitted, staff])
      expect(accessRefusal('public', caller)).toBeNull();
  });

  it('asks visitors to sign in, and refuses accounts not admitted with the reason', () => {
    expect(accessRefusal('signedIn', VISITOR)).toEqual({
      status: 401,
      message: 'Please sign in to export this list.',
    });
    expect(accessRefusal('signedIn', unadmitted)).toEqual({
      status: 403,
      message: DISABLED_MESSAGE,
    });
    expect(accessRefusal('signedIn', staff)).toBeNull();
  });

  it('keeps administrators’ lists to administrators', () => {
    expect(accessRefusal('admin', staff)).toEqual({
      status: 403,
      message: 'Only administrators can export this list.',
    });
    expect(accessRefusal('admin', admin)).toBeNull();
  });
});
