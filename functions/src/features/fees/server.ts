// Fee estimates on the server: each write prices the lines at the fees in the schedule (read in
// the same transaction), so what is stored is what the schedule said when it was saved.
import { priceEstimate, type FeeCodeLike } from './fees.js';
import { type FeeEstimateFieldsInput } from './contract.js';
import { readMany } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { feesFeature } from './feature.js';

export const feeEstimateServer: RegistryServer = {
  async derive(ctx, input) {
    const fields = input as Required<Pick<FeeEstimateFieldsInput, 'lines' | 'periodFrom'>>;
    const codes = await readMany(
      ctx.tx,
      'feeCodes',
      fields.lines.map((l) => l.feeCodeId),
    );
    const byId = new Map(codes.found.map((d) => [d.id, { id: d.id, ...d.data() } as FeeCodeLike]));
    return { data: { priced: priceEstimate(fields.lines, byId, fields.periodFrom) } };
  },
};

export const feesServer = defineFeatureServer(feesFeature, {
  registries: { feeEstimates: feeEstimateServer },
});

export default feesServer;
