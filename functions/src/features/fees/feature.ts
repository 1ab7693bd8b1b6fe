// The fees feature's contract part (see contract/feature.ts).
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { feeEstimates } from './contract.js';
import { feeCodes } from './feeCodes.js';

export const feesFeature = defineFeature({
  name: 'fees',
  pages,
  registries: [feeCodes, feeEstimates],
});

export * from './contract.js';
export * from './feeCodes.js';
export * from './fees.js';
