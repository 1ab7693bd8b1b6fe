// The list pages read virtual:hta/lists (web/vite/listCatalogue.ts), made from the contract when
// the app is built; here the same plugin makes it for the test run.
import { lists } from 'virtual:hta/lists';

import { listCatalogue } from '@hta/functions/contract';

describe('virtual:hta/lists', () => {
  it("is the contract's list catalogue", () => {
    expect(lists).toEqual(listCatalogue);
    expect(lists.studies.filters.design.length).toBeGreaterThan(0);
  });
});
