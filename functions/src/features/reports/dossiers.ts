// What the HTA report keeps on an assessment dossier (contract/contributions.ts): nothing on the
// dossier's record itself — an approved version's report is kept beside it, one document per
// version (frozen.server.ts) — and, on its page, which approved versions have their report kept
// as approved, so the page says which reports show what was approved and which are made from
// the records as they are now (versions approved before reports were kept).
import { z } from 'zod';

import { defineContribution } from '../../contract/contributions.js';

export const reportsOnDossiers = defineContribution({
  record: {},
  profile: {
    /** The approved versions whose report was kept when they were approved, oldest first. */
    keptReports: z.array(z.number().int()),
  },
});
