// What the facilities feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export { FACILITY_SERVICES, facilities } from './contract.js';
export { SEEDED_SERVICES } from './seededServices.js';
