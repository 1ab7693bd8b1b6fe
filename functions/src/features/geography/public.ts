// What the geography feature offers other features: nothing else of its folder may be imported
// from outside it (.config/eslint/boundaries.js).
export { CENSUS_DIVISIONS } from './contract.js';
// Echo tells of each census division with these figures.
export { censusDivisionEcho, censusDivisionFigures, type CommunityForFigures } from './contract.js';
