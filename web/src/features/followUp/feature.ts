// The follow-up of adopted technologies: its list, a plan's page (observed against predicted; the
// chart loads only there) and form, its panel on a technology's page, the "reassessment due"
// list on home and the marker on the lifecycle board.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    followUps: { load: () => import('./FollowUpsPage') },
    followUp: { load: () => import('./FollowUpPage'), heavy: ['chart'] },
    followUpForm: { load: () => import('./FollowUpFormPage') },
  },
  nav: [{ group: 'Technologies', path: paths.followUps, order: 62 }],
  panels: { technologies: [{ order: 38, load: () => import('./TechnologyFollowUp') }] },
  home: [{ order: 10, load: () => import('./ReassessmentDue') }],
  technologyMarkers: { load: () => import('./ReassessmentMarker') },
} satisfies WebFeature;
