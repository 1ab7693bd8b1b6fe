// A demo evidence profile for the tele-ultrasound cart, labelled demo. Its pooled effect comes
// from invented demo trials through the demo meta-analysis; a real study is cited only for
// what it reports, told in words, with no invented figure beside it.
import type { FeatureDemo } from '../../contract/demo.js';
import { evidenceProfiles, type EvidenceProfileFieldsInput } from './contract.js';

const POOLED_DEMO =
  'DEMO: invented figures pooled from invented demo trials (Demo trials A and B), not a real result.';

const ILLUSTRATIVE =
  'Illustrative (demo): figures and judgements written to show the table, not taken from the cited studies.';

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
            imprecision: {
              rating: 'serious',
              reason: 'Two small trials, 270 participants (demo).',
            },
          },
        },
        {
          name: 'Images adequate for a diagnosis (illustrative)',
          importance: 'important',
          studyIds: ['demo-study-britton-2019'],
          evidence: 'observational studies',
          measure: 'none',
          narrative:
            'Told in words, not pooled (illustrative); read the cited review for its findings.',
          comments: ILLUSTRATIVE,
          down: {
            riskOfBias: { rating: 'serious', reason: 'Small uncontrolled studies (illustrative).' },
            indirectness: {
              rating: 'serious',
              reason: 'Resource-limited settings elsewhere, not rural or remote Saskatchewan.',
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
