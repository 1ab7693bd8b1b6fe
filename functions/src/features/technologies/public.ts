// What the technologies feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export {
  areaKeys,
  LICENCE_CLASSES,
  LIFECYCLE_STAGES,
  stageDecision,
  technologies,
  technology,
  TECHNOLOGY_CATEGORIES,
  technologySummary,
  type StageDecision,
  type Technology,
  type TechnologySummary,
} from './contract.js';
