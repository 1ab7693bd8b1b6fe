// A demo evidence profile for the tele-ultrasound cart, labelled demo, citing only the study
// library's invented demo studies (named "not a real study"): its pooled effect comes from the
// invented demo trials through the demo meta-analysis, its risk of bias from their demo
// appraisals, so copying the table cannot misattribute a figure to a publication.
import type { FeatureDemo } from '../../contract/demo.js';
import { evidenceProfiles, type EvidenceProfileFieldsInput } from './contract.js';

const POOLED_DEMO =
  'DEMO: invented figures pooled from invented demo trials (Demo trials A and B), not a real result.';

const DEMO =
  'Demo: invented figures and judgements of invented studies (not real studies); they belong to no publication.';

export const demoProfiles: Array<{ id: string; fields: EvidenceProfileFieldsInput }> = [
  {
    id: 'demo-profile-ultrasound',
    fields: {
      title: 'Tele-ultrasound for people in northern communities (demo)',
      technologyId: 'demo-tech-ultrasound',
      questionId: 'demo-question-ultrasound',
      population: 'People in northern and remote communities needing an ultrasound exam.',
      setting: 'Community clinics and health centres, read by a radiologist at a distance.',
      comparison: 'Travel to a regional hospital for the exam.',
      outcomes: [
        {
          // Every figure here comes from the demo meta-analysis (synthesis/demo.ts) of the
          // invented demo trials A and B; synthesis/demo.test.ts keeps them in step.
          name: 'Travel to a regional hospital for the exam (demo)',
          importance: 'critical',
          studyIds: ['demo-study-trial-a', 'demo-study-trial-b'],
          participants: 270,
          evidence: 'randomised trials',
          measure: 'RR',
          estimate: 0.49,
          ciLow: 0.37,
          ciHigh: 0.66,
          comparatorPer1000: 600,
          analysisId: 'demo-analysis-travel',
          comments: POOLED_DEMO,
          down: {
            // The appraisals (appraisal/demo.ts): 56 % of participants in a trial at low risk.
            riskOfBias: {
              rating: 'not serious',
              reason: 'Most participants are in demo trial B, at low risk of bias (demo).',
            },
            imprecision: {
              rating: 'serious',
              reason: 'Two small trials, 270 participants (demo).',
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
      extras: {
        technologyName: 'Tele-ultrasound cart (demo)',
        questionTitle: 'Does tele-ultrasound in northern clinics reduce travel for an exam? (demo)',
      },
    })),
  }),
};
