// The list pages read virtual:hta/registries (web/vite/registryCatalogue.ts), made from the contract when
// the app is built; here the same plugin makes it for the test run.
import { catalogue } from 'virtual:hta/registries';

import { registryCatalogue } from '@hta/functions/contract';

describe('virtual:hta/registries', () => {
  it("is the contract's list catalogue", () => {
    expect(catalogue).toEqual(registryCatalogue);
    expect(catalogue.studies.filters.design.length).toBeGreaterThan(0);
  });
});
