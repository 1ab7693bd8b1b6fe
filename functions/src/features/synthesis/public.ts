// What the synthesis feature offers other features (the report draws the forest plots): nothing
// else of its folder may be imported from outside it (.config/eslint/boundaries.js).
export { analyses, extractions, analysisResult, type AnalysisRecord } from './contract.js';
export { analyse, type Analysis } from './analysis.js';
export { effectText, forestPlot, svgMarkup, type SvgNode } from './forestPlot.js';
