// What the appraisal feature offers other features' server parts: a profile's risk-of-bias
// tables, read and drawn as its page reads them, for the report.
export { profileRobTables } from './server.js';
