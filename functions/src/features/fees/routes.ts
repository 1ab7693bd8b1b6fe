// The fees feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  feeEstimate: '/fee-gen',
  /** The fee estimate page opened on one saved estimate. */
  feeEstimateOf: (estimateId: string) => `/fee-gen?estimate=${id(estimateId)}`,
} as const;

export default definePages({
  routes: [route(2, '/fee-gen', 'login', 'Fee estimate', 'feeEstimate')],
  paths,
});
