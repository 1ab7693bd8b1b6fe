// A demo evidence profile for the tele-ultrasound cart, labelled demo, citing only the study
// library's invented demo studies (named "not a real study"): its figures and judgements are
// invented and belong to no publication, so copying the table cannot misattribute them.
import type { FeatureDemo } from '../../contract/demo.js';
import { evidenceProfiles, type EvidenceProfileFieldsInput } from './contract.js';

const DEMO =
  'Demo: invented figures and judgements of invented studies (not real studies); they belong to no publication.';

export const demoProfiles: Array<{ id: string; fields: EvidenceProfileFieldsInput }> = [
  {
    id: 'demo-profile-ultrasound',
    fields: {
      title: 'Tele-ultrasound for people in northern communities (demo)',
      technologyId: 'demo-tech-ultrasound',
      population: 'People in northern and remote communities needing an ultrasound exam.',
      setting: 'Community clinics and health centres, read by a radiologist at a distance.',
      comparison: 'Travel to a regional hospital for the exam.',
      outcomes: [
        {
          name: 'Travel to a regional hospital for the exam (demo)',
          importance: 'critical',
          studyIds: ['demo-study-trial-a', 'demo-study-trial-b'],
          participants: 120,
          evidence: 'randomised trials',
          measure: 'RR',
          estimate: 0.4,
          ciLow: 0.25,
          ciHigh: 0.65,
          comparatorPer1000: 600,
          comments: DEMO,
          down: {
            // The appraisals (demo): 58 % of participants in a trial at low risk.
            riskOfBias: {
              rating: 'not serious',
              reason: 'Most participants are in demo trial A, at low risk of bias (demo).',
            },
            imprecision: {
              rating: 'serious',
              reason:
                'The CI excludes no effect, but 120 participants fall short of the optimal information size (demo).',
            },
          },
        },
        {
          name: 'Images adequate for a diagnosis (demo)',
          importance: 'important',
          studyIds: ['demo-study-cohort-c'],
          evidence: 'observational studies',
          measure: 'none',
          narrative: 'Told in words, not pooled (demo): one invented cohort, not a real study.',
          comments: DEMO,
          down: {
            riskOfBias: {
              rating: 'serious',
              reason: 'Demo cohort C is at serious risk of bias from confounding (demo).',
            },
          },
        },
      ],
    },
  },
];

export const demo: FeatureDemo = {
  documents: () => ({
    evidenceProfiles: demoProfiles.map((p) => ({
      id: p.id,
      fields: evidenceProfiles.fields.parse(p.fields),
      extras: { technologyName: 'Tele-ultrasound cart (demo)' },
    })),
  }),
};
