// The meta-analyses' pages: their routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  analyses: '/analyses',
  analysis: (analysisId: string) => `/analysis/${id(analysisId)}`,
  /** A new analysis of a profile's outcome (both given as query parameters when known). */
  analysisAdd: '/analyses/new',
  analysisEdit: (analysisId: string) => `/analysis/${id(analysisId)}/edit`,
  /** Named by the record it works on, then what it does there (the e2e sweep reads names so). */
  analysisExtraction: (analysisId: string) => `/analysis/${id(analysisId)}/extract`,
  extraction: (extractionId: string) => `/extraction/${id(extractionId)}`,
} as const;

export default definePages({
  routes: [
    route(2, '/analyses', 'login', 'Meta-analyses', 'analyses', true),
    route(2, '/analyses/new', 'login', 'New meta-analysis', 'analysisForm', true),
    route(2, '/analysis/:id', 'login', 'Meta-analysis', 'analysis', true),
    route(2, '/analysis/:id/edit', 'login', 'Edit meta-analysis', 'analysisForm', true),
    route(2, '/analysis/:id/extract', 'login', 'Extract a study', 'extractionForm', true),
    route(2, '/extraction/:id', 'login', 'Extraction', 'extractionForm', true),
  ],
  paths,
});
