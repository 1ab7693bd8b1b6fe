// What the studies feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export { studies, STUDY_DESIGNS, type StudyDesign, type StudyFields } from './contract.js';
export {
  CITATION_FILE_LIMIT,
  CITATION_FILE_MAX_CHARS,
  citationFileProblem,
} from './studyImport.js';
export type { CslItem, CslName } from './citationDrafts.js';
export { vancouverName } from './citationDrafts.js';
export { normalisedDoi, normalisedTitle, titleYearKey } from './vancouver.js';
export { studyFromCitation, type Citation, type StudyFromCitation } from './studyFromCitation.js';
