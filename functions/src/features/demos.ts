// The features' demo records (each feature's `demo.ts`), which the local platform's seed writes
// (emulators/src/seed/demoRecords.ts): the seed's list, beside the list of features. A feature
// without demo records has no entry; the compiler refuses an entry that is not a feature's.
import type { FeatureDemo } from '../contract/demo.js';
import type { FeatureName } from './index.js';
import { demo as appraisal } from './appraisal/demo.js';
import { demo as budgetImpact } from './budgetImpact/demo.js';
import { demo as calendar } from './calendar/demo.js';
import { demo as clinicalNeeds } from './clinicalNeeds/demo.js';
import { demo as dossiers } from './dossiers/demo.js';
import { demo as evaluations } from './evaluations/demo.js';
import { demo as evidenceProfiles } from './evidenceProfiles/demo.js';
import { demo as facilities } from './facilities/demo.js';
import { demo as feedback } from './feedback/demo.js';
import { demo as fees } from './fees/demo.js';
import { demo as followUp } from './followUp/demo.js';
import { demo as needsAssessments } from './needsAssessments/demo.js';
import { demo as onboarding } from './onboarding/demo.js';
import { demo as pathways } from './pathways/demo.js';
import { demo as posts } from './posts/demo.js';
import { demo as questions } from './questions/demo.js';
import { demo as readiness } from './readiness/demo.js';
import { demo as screening } from './screening/demo.js';
import { demo as searches } from './searches/demo.js';
import { demo as studies } from './studies/demo.js';
import { demo as synthesis } from './synthesis/demo.js';
import { demo as technologies } from './technologies/demo.js';
import { demo as ultrasound } from './ultrasound/demo.js';
import { demo as vendors } from './vendors/demo.js';

export const featureDemos = {
  appraisal,
  budgetImpact,
  calendar,
  clinicalNeeds,
  dossiers,
  evaluations,
  evidenceProfiles,
  facilities,
  feedback,
  fees,
  followUp,
  needsAssessments,
  onboarding,
  pathways,
  posts,
  questions,
  readiness,
  screening,
  searches,
  studies,
  synthesis,
  technologies,
  ultrasound,
  vendors,
} satisfies Partial<Record<FeatureName, FeatureDemo>>;
