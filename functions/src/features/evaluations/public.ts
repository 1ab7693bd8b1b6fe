// What the evaluations feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export { evaluations, type Answer } from './contract.js';
export {
  evaluationAggregate,
  FLAG_BELOW,
  flaggedDomains,
  lowestDomain,
  MAST_DOMAINS,
  PRECEDING_KEYS,
  type EvaluationAggregate,
  type EvaluationLike,
} from './mast.js';
export { answerNote } from './questions.js';
