// What the selection feature shows on a community's page (contract/contributions.ts): the saved
// selections made for it, filled from its own folder (server.ts). A need's page shows them too,
// but a need's record is not an object schema and takes no contract contribution: its page
// declares the key (clinicalNeeds/contract.ts) and this feature's server fills it.
import { z } from 'zod';

import { related } from '../../contract/common.js';
import { defineContribution } from '../../contract/contributions.js';

export const selectionsOnCommunities = defineContribution({
  record: {},
  profile: {
    /** Saved technology selections made for this community. */
    selections: z.array(related),
  },
});
