// A demo assessment dossier (labelled "(demo)") for the tele-ultrasound cart: it gathers the demo
// evidence profile and budget impact analysis, the readiness of La Loche's and La Ronge's
// facilities and the demo needs assessment's rank of the ultrasound need. It waits in review
// with one open comment from the demo admin, its named reviewer, so the page shows the review.
import type { FeatureDemo } from '../../contract/demo.js';
import { dossiers, type DossierFieldsInput } from './contract.js';

export const demoDossier: { id: string; fields: DossierFieldsInput } = {
  id: 'demo-dossier-ultrasound',
  fields: {
    title: 'Tele-ultrasound cart for northern communities (demo)',
    technologyId: 'demo-tech-ultrasound',
    reviewerEmails: ['admin@hta.test'],
    evidenceProfileId: 'demo-profile-ultrasound',
    budgetImpactId: 'demo-bia-ultrasound-north',
    // The demo evidence profile and budget impact analysis of the cart (their features' demo.ts).
    // La Loche Health Centre and La Ronge's health centre: their demo readiness assessments.
    facilityIds: ['odhf-8710', 'odhf-8711'],
    needsAssessmentId: 'demo-assessment-laronge',
    needIds: ['demo-need-ultrasound'],
    recommendation: 'adopt with conditions',
    rationale:
      '(demo) Written to show the dossier, not a finding: travel avoided is the main benefit; the certainty is very low to low, and the unit costs are assumptions to confirm in a pilot at La Loche before wider adoption.',
  },
};

export const demo: FeatureDemo = {
  documents: ({ staff, admin }) => ({
    dossiers: [
      {
        id: demoDossier.id,
        fields: dossiers.fields.parse(demoDossier.fields),
        extras: {
          technologyName: 'Tele-ultrasound cart (demo)',
          state: 'in review',
          versionNumber: 1,
          approved: [],
          lastApproved: null,
          comments: [
            {
              id: 'demo-comment-budget',
              version: 1,
              section: 'budget',
              text: '(demo) Every unit cost is an assumption: say which ones the pilot will measure before this is approved.',
              byEmail: admin.email,
              at: '2026-11-01T15:00:00.000Z',
              resolvedAt: null,
              resolvedByEmail: null,
            },
          ],
        },
        author: staff,
      },
    ],
  }),
};
