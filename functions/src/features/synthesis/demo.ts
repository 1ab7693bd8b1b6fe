// A demo meta-analysis of the demo evidence profile's travel outcome, labelled demo: invented
// figures from the invented demo trials A and B (studies/demo.ts), never from a real study. Two
// demo people extracted trial B and differ on one figure, to show how a difference is chosen.
import type { DemoDoc, FeatureDemo } from '../../contract/demo.js';
import {
  analyses,
  extractions,
  type AnalysisFieldsInput,
  type ExtractionFieldsInput,
} from './contract.js';

export const DEMO_ANALYSIS_ID = 'demo-analysis-travel';

export const demoAnalysis: { id: string; fields: AnalysisFieldsInput } = {
  id: DEMO_ANALYSIS_ID,
  fields: {
    profileId: 'demo-profile-ultrasound',
    outcome: 'Travel to a regional hospital for the exam (demo)',
    measure: 'RR',
    method: 'MH',
    model: 'fixed',
    comparatorRisk: 'median',
    chosen: [{ studyId: 'demo-study-trial-b', extractionId: 'demo-extraction-b-staff' }],
  },
};

const NOTE = '(demo) Invented figures for the demo; no real study reported them.';

export const demoExtractions: Array<{
  id: string;
  by: 'staff' | 'admin';
  fields: ExtractionFieldsInput;
}> = [
  {
    id: 'demo-extraction-a-staff',
    by: 'staff',
    fields: {
      analysisId: DEMO_ANALYSIS_ID,
      studyId: 'demo-study-trial-a',
      data: { type: 'dichotomous', events1: 18, total1: 60, events2: 36, total2: 60 },
      notes: NOTE,
    },
  },
  {
    id: 'demo-extraction-b-staff',
    by: 'staff',
    fields: {
      analysisId: DEMO_ANALYSIS_ID,
      studyId: 'demo-study-trial-b',
      data: { type: 'dichotomous', events1: 22, total1: 75, events2: 45, total2: 75 },
      notes: NOTE,
    },
  },
  {
    id: 'demo-extraction-b-admin',
    by: 'admin',
    fields: {
      analysisId: DEMO_ANALYSIS_ID,
      studyId: 'demo-study-trial-b',
      data: { type: 'dichotomous', events1: 22, total1: 75, events2: 44, total2: 75 },
      notes: `${NOTE} Read from a different table of the invented report.`,
    },
  },
];

const STUDY_TITLES: Record<string, string> = {
  'demo-study-trial-a':
    'Demo trial A (not a real study): remote-guided obstetric ultrasound versus travel to a regional hospital',
  'demo-study-trial-b':
    'Demo trial B (not a real study): tele-ultrasound clinics versus usual referral in remote communities',
};

export const demo: FeatureDemo = {
  documents: (people) => ({
    analyses: [
      {
        id: demoAnalysis.id,
        fields: analyses.fields.parse(demoAnalysis.fields),
        extras: { profileTitle: 'Tele-ultrasound for people in northern communities (demo)' },
      },
    ],
    extractions: demoExtractions.map((x): DemoDoc => ({
      id: x.id,
      fields: extractions.fields.parse(x.fields),
      extras: { studyTitle: STUDY_TITLES[x.fields.studyId] ?? null },
      author: people[x.by],
    })),
  }),
};
