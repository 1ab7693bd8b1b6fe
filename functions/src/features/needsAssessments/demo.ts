// A demo needs assessment (labelled demo) of the demo needs.
import type { DemoContext, FeatureDemo } from '../../contract/demo.js';
import { demoNeeds } from '../clinicalNeeds/demo.js';
import { needsAssessments as needsAssessmentRegistry } from './contract.js';

const pearlPass = {
  propriety: true,
  economics: true,
  acceptability: true,
  resources: true,
  legality: true,
};

/** A demo needs assessment for La Ronge: two assessors, Hanlon, both demo needs. */
const assessments = [
  {
    id: 'demo-assessment-laronge',
    fields: needsAssessmentRegistry.fields.parse({
      title: 'La Ronge virtual-care priorities (demo)',
      communityId: '4718041',
      date: '2026-09-15',
      method: 'hanlon',
      assessors: ['Sam Staff (demo)', 'Alex Admin (demo)'],
      needs: [
        {
          needId: 'demo-need-ultrasound',
          pearl: pearlPass,
          ratings: [
            {
              assessor: 'Sam Staff (demo)',
              scores: { size: 6, seriousness: 16, effectiveness: 8, inequity: 9, positioning: 6 },
            },
            {
              assessor: 'Alex Admin (demo)',
              scores: { size: 6, seriousness: 14, effectiveness: 7, inequity: 8, positioning: 7 },
            },
          ],
        },
        {
          needId: 'demo-need-bp',
          pearl: pearlPass,
          ratings: [
            {
              assessor: 'Sam Staff (demo)',
              scores: { size: 7, seriousness: 12, effectiveness: 6, inequity: 5, positioning: 5 },
            },
            {
              assessor: 'Alex Admin (demo)',
              scores: { size: 8, seriousness: 10, effectiveness: 7, inequity: 5, positioning: 6 },
            },
          ],
        },
      ],
      dataNotes:
        'Demo scores. Size is the assessors’ own: the demo needs record no people affected a year, so none is suggested (a population alone says nothing of a problem’s size). Inequity suggested from La Ronge’s Index of Remoteness (Statistics Canada).',
      status: 'final',
    }),
  },
];

const DAY = 24 * 60 * 60 * 1000;

export const demo: FeatureDemo = {
  documents: ({ staff }: DemoContext) => ({
    needsAssessments: assessments.map((a) => ({
      id: a.id,
      fields: a.fields,
      extras: {
        communityName: 'La Ronge',
        facilityName: null,
        needTitles: Object.fromEntries(demoNeeds.map((n) => [n.id, n.fields.title])),
        finalisedAt: new Date(Date.now() - 60 * DAY),
      },
      author: staff,
    })),
  }),
};
