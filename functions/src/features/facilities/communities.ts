// What facilities add to a community's page (contract/contributions.ts): the facilities there,
// which their server part lists (server.ts). A facility belongs to a community, so the community
// knows nothing of facilities.
import { z } from 'zod';

import { related } from '../../contract/common.js';
import { defineContribution } from '../../contract/contributions.js';

export const facilitiesOnCommunities = defineContribution({
  record: {},
  profile: {
    facilities: z.array(related),
    /** The true count of its facilities, of which the page lists the first 100. */
    facilityTotal: z.number().int(),
  },
});
