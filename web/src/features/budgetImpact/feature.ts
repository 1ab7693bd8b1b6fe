// Budget impact analyses: their list, form and page (the tornado chart loads only there), and a
// technology's analyses on the technology's page.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    budgetImpacts: { load: () => import('./BudgetImpactsPage') },
    budgetImpact: { load: () => import('./BudgetImpactPage'), heavy: ['chart'] },
    budgetImpactForm: { load: () => import('./BudgetImpactFormPage') },
  },
  nav: [{ group: 'Technologies', path: paths.budgetImpacts, order: 60 }],
  panels: { technologies: [{ order: 35, load: () => import('./TechnologyBudgetImpacts') }] },
} satisfies WebFeature;
