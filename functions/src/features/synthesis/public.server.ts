// What the synthesis feature offers other features' server parts: a profile's analyses as their
// page computes them, for the report's forest plots.
export { profileAnalyses } from './server.js';
