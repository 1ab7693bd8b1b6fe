// What the technologies feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export {
  LIFECYCLE_STAGES,
  areaKeys,
  technologies,
  type StageDecision,
  type Technology,
  type TechnologySummary,
} from './contract.js';
export { paths as technologiesPaths } from './routes.js';
