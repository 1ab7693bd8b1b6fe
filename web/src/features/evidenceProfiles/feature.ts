// GRADE evidence profiles: their list, a profile's Summary of Findings page and form, and the
// profiles of a technology on the technology's page and of a review question on the question's.
import { paths } from '../../app/paths';

import type { WebFeature } from '../../app/feature';

export default {
  pages: {
    evidenceProfiles: { load: () => import('./EvidenceProfilesPage') },
    evidenceProfile: { load: () => import('./EvidenceProfilePage') },
    evidenceProfileForm: { load: () => import('./EvidenceProfileFormPage') },
  },
  nav: [{ group: 'Technologies', path: paths.evidenceProfiles, order: 55 }],
  panels: {
    technologies: [{ order: 35, load: () => import('./TechnologyEvidenceProfiles') }],
    questions: [{ order: 40, load: () => import('./QuestionEvidenceProfiles') }],
  },
} satisfies WebFeature;
