// What the review questions offer other features (their searches, screening and evidence
// profiles answer a question; a profile's outcomes and their MIDs come from it).
export { questions, type ReviewQuestion } from './contract.js';
export {
  MID_SCALES,
  MID_SCALE_LABELS,
  midProblems,
  midShape,
  midText,
  type MidScale,
} from './mid.js';
