// What the synthesis feature offers other features' server parts: a profile's analyses as their
// page computes them, for the report's forest plots; and each study's extracted participants,
// which weigh the profile's suggested risk-of-bias rating.
export { extractedParticipantsOf, profileAnalyses } from './server.js';
