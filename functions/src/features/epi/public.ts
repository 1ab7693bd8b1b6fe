// What the epi feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export { EPI_SERIES, EPI_SUBJECTS } from './collections.js';
export {
  latestOf,
  seriesId,
  SPARKLINE,
  seriesSchema,
  subjectSchema,
  type DataSource,
  type Series,
  type Subject,
} from './contract.js';
