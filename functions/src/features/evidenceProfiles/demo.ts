// A demo evidence profile for the tele-ultrasound cart, citing the study library's demo studies.
// Labelled demo; its effects and judgements are illustrative, written to show the table, and
// not findings of the cited studies.
import type { FeatureDemo } from '../../contract/demo.js';
import { evidenceProfiles, type EvidenceProfileFieldsInput } from './contract.js';

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
          name: 'Travel to a regional hospital for the exam (illustrative)',
          importance: 'critical',
          studyIds: ['demo-study-obaid-2021', 'demo-study-britton-2019'],
          participants: 120,
          evidence: 'observational studies',
          measure: 'RR',
          estimate: 0.4,
          ciLow: 0.25,
          ciHigh: 0.65,
          comparatorPer1000: 600,
          comments: ILLUSTRATIVE,
          down: {
            imprecision: { rating: 'serious', reason: 'Few participants (illustrative).' },
          },
          up: { largeEffect: { rating: 'large', reason: 'RR below 0.5 (illustrative).' } },
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
