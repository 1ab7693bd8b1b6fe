// What the appraisal feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js). The report draws the traffic-light table from
// the same data the page does.
export { robAssessments } from './contract.js';
export {
  JUDGEMENT_BAND,
  JUDGEMENT_SYMBOL,
  trafficLightTables,
  type TableAssessment,
  type TableRow,
  type ToolTable,
} from './trafficLight.js';
