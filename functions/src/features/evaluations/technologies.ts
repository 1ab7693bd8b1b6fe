// What evaluations keep on a technology (contract/contributions.ts): its submitted evaluations'
// results, which the evaluations' write path recomputes in the same transaction (server.ts) — so
// the results page, selection and the dossier read one record per technology, never its
// evaluations — and the evaluations its page lists.
import { z } from 'zod';

import { related } from '../../contract/common.js';
import { defineContribution } from '../../contract/contributions.js';
import { domainsText, evaluationAggregate } from './mast.js';
import { paths } from './routes.js';

export const evaluationsOnTechnologies = defineContribution({
  record: {
    /** Its submitted evaluations' results (null before the first is submitted). */
    evaluationResults: evaluationAggregate.nullable().default(null),
    hasResults: z.boolean().default(false),
  },
  summary: ['evaluationResults'],
  filters: { hasResults: { schema: z.literal(true) } },
  profile: {
    evaluations: z.array(related),
    /** The true count of its evaluations, of which the page lists at most 50. */
    evaluationTotal: z.number().int(),
  },
  echo: {
    'submitted evaluations': (t) => t.evaluationResults?.evaluations || null,
    // Each domain by itself: MAST defines no overall score, so none is offered to average.
    'domain means 1-5 (flagged below 3)': (t) =>
      t.evaluationResults ? domainsText(t.evaluationResults) : null,
    recommendations: (t) =>
      t.evaluationResults
        ? Object.entries(t.evaluationResults.recommendations)
            .filter(([, n]) => n > 0)
            .map(([r, n]) => `${r} ${n}`)
            .join(', ') || null
        : null,
    'results page': (t): string | null => (t.hasResults ? paths.evaluationResults : null),
  },
});
