// What the ultrasound feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export { travelAvoided, travelSchema, type PlacedFacility, type Point } from './ultrasound.js';
export { ultrasoundSessionRecord, ultrasoundSessions } from './contract.js';
