// Budget impact analyses' pages: their routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  budgetImpacts: '/budget-impact',
  budgetImpact: (analysisId: string) => `/budget-impact/${id(analysisId)}`,
  budgetImpactAdd: '/budget-impact/new',
  /** The new-analysis form, filled with a copy of this analysis's inputs. */
  budgetImpactCopy: (analysisId: string) =>
    `/budget-impact/new?from=${encodeURIComponent(analysisId)}`,
  budgetImpactEdit: (analysisId: string) => `/budget-impact/${id(analysisId)}/edit`,
} as const;

export default definePages({
  routes: [
    route(2, '/budget-impact', 'login', 'Budget impact analyses', 'budgetImpacts', true),
    route(2, '/budget-impact/new', 'login', 'New budget impact analysis', 'budgetImpactForm', true),
    route(2, '/budget-impact/:id', 'login', 'Budget impact analysis', 'budgetImpact', true),
    route(
      2,
      '/budget-impact/:id/edit',
      'login',
      'Edit budget impact analysis',
      'budgetImpactForm',
      true,
    ),
  ],
  paths,
});
