// A demo follow-up plan (labelled demo) for the demo tele-ultrasound cart: its targets are the demo
// budget impact analysis's year-1 prediction, computed from that analysis as the form prefills
// them; the share adequate is an illustrative assumption, marked so. Its facilities are those of
// the demo session log, with the go-lives the demo onboarding plans give.
import type { FeatureDemo } from '../../contract/demo.js';
import { demo as budgetImpactDemo, demoAnalysis } from '../budgetImpact/demo.js';
import { budgetImpacts } from '../budgetImpact/public.js';
import { followUpPlans } from './contract.js';
import type { FollowUpPlanInput } from './plan.js';
import { predictionFromAnalysis, type Prediction } from './prediction.js';

const LA_LOCHE = 'odhf-8710';
const BUFFALO_NARROWS = 'odhf-8565';
const LA_RONGE = 'odhf-8711';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The month `back` months before this one, YYYY-MM. */
const monthsAgo = (back: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 7);
};

export const DEMO_PLAN_ID = 'demo-follow-up-ultrasound';

/** The demo analysis as stored, in the fields a prediction reads. */
const forPrediction = budgetImpacts.record.pick({
  title: true,
  horizonYears: true,
  eligibleProportion: true,
  uptake: true,
  reTravelShare: true,
  nihbShare: true,
  payers: true,
  population: true,
  destinationBasis: true,
  costs: true,
  targets: true,
});

export const demo: FeatureDemo = {
  documents: (context) => {
    const analysis = budgetImpactDemo.documents(context).budgetImpacts?.[0];
    if (!analysis) throw new Error('The demo follow-up needs the demo budget impact analysis.');
    const prediction = predictionFromAnalysis(
      forPrediction.parse({ ...analysis.fields, ...analysis.extras }),
      1,
    );
    return {
      followUpPlans: [
        {
          id: DEMO_PLAN_ID,
          fields: followUpPlans.fields.parse(demoPlanFields(prediction)),
          extras: { technologyName: 'Tele-ultrasound cart (demo)' },
          author: context.staff,
        },
      ],
    };
  },
};

const demoPlanFields = (prediction: Prediction): FollowUpPlanInput => ({
  technologyId: demoAnalysis.fields.technologyId,
  budgetImpactId: demoAnalysis.id,
  startMonth: monthsAgo(3),
  reviewDate: day(270),
  facilities: [
    { facilityId: LA_RONGE, plannedGoLive: day(-200) },
    { facilityId: LA_LOCHE, plannedGoLive: day(45) },
    { facilityId: BUFFALO_NARROWS, plannedGoLive: day(120) },
  ],
  targets: {
    ...prediction.targets,
    shareAdequate: { value: 0.8, source: 'Illustrative assumption (demo).' },
  },
  costBasis: prediction.costBasis,
  notes:
    '(demo) A demo plan of the local platform: its targets are the demo analysis’s assumptions.',
});
