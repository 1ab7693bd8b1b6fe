// Demo risk-of-bias assessments of the demo evidence profile's invented studies (demo trials A and
// B with RoB 2, demo cohort C with ROBINS-I): answers written to show the table, labelled demo in
// their notes, of studies that are named "not a real study". Written as the seed, so both demo
// accounts may add their own assessment beside them.
import type { FeatureDemo } from '../../contract/demo.js';
import type { AssessmentFieldsInput } from './assessment.js';
import { robAssessments } from './contract.js';

const NOTE =
  '(demo) Invented answers to show the risk-of-bias table; the study is not a real study.';
const PROFILE = 'demo-profile-ultrasound';

export const demoAssessments: Array<{ id: string; fields: AssessmentFieldsInput; title: string }> =
  [
    {
      id: 'demo-rob-trial-b',
      title:
        'Demo trial B (not a real study): tele-ultrasound clinics versus usual referral in remote communities',
      fields: {
        profileId: PROFILE,
        studyId: 'demo-study-trial-b',
        tool: 'RoB 2',
        participants: 150,
        // Low risk in every domain.
        answers: {
          '1.1': 'Y',
          '1.2': 'Y',
          '1.3': 'N',
          '2.1': 'Y',
          '2.2': 'Y',
          '2.3': 'N',
          '2.6': 'Y',
          '3.1': 'Y',
          '4.1': 'N',
          '4.2': 'N',
          '4.3': 'N',
          '5.1': 'Y',
          '5.2': 'N',
          '5.3': 'N',
        },
        notes: NOTE,
      },
    },
    {
      id: 'demo-rob-trial-a',
      title:
        'Demo trial A (not a real study): remote-guided obstetric ultrasound versus travel to a regional hospital',
      fields: {
        profileId: PROFILE,
        studyId: 'demo-study-trial-a',
        tool: 'RoB 2',
        participants: 120,
        // Some concerns: concealment not reported (D1), outcome assessors aware (D4).
        answers: {
          '1.1': 'Y',
          '1.2': 'NI',
          '1.3': 'N',
          '2.1': 'Y',
          '2.2': 'Y',
          '2.3': 'N',
          '2.6': 'Y',
          '3.1': 'Y',
          '4.1': 'N',
          '4.2': 'N',
          '4.3': 'Y',
          '4.4': 'PY',
          '4.5': 'PN',
          '5.1': 'Y',
          '5.2': 'N',
          '5.3': 'N',
        },
        notes: NOTE,
      },
    },
    {
      id: 'demo-rob-cohort-c',
      title: 'Demo cohort C (not a real study): robotic tele-echography in northern health centres',
      fields: {
        profileId: PROFILE,
        studyId: 'demo-study-cohort-c',
        tool: 'ROBINS-I',
        participants: 40,
        domains: {
          confounding: 'serious',
          selection: 'moderate',
          classification: 'low',
          deviations: 'low',
          missingData: 'moderate',
          measurement: 'moderate',
          reporting: 'low',
        },
        notes: NOTE,
      },
    },
  ];

export const demo: FeatureDemo = {
  documents: () => ({
    robAssessments: demoAssessments.map((a) => ({
      id: a.id,
      fields: robAssessments.fields.parse(a.fields),
      extras: {
        studyTitle: a.title,
        profileTitle: 'Tele-ultrasound for people in northern communities (demo)',
      },
    })),
  }),
};
