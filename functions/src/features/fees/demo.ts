// The fee codes the seed holds: real, citable codes (not demo data), each marked to be verified.
import type { FeatureDemo } from '../../contract/demo.js';
import { feeCodes as feeCodeRegistry } from './feeCodes.js';

/**
 * The only fee codes a source can be cited for here (DOMAIN.md section 6), each to be verified
 * against the current Medical Services Branch Payment Schedule before use.
 */
const feeCodeSeed = [
  {
    id: 'sk-510a',
    fields: {
      code: '510A',
      description: 'Telephone assessment (pandemic virtual care code)',
      unit: 'per assessment',
      amount: 35,
      effectiveFrom: '2020-03-16',
      effectiveTo: '2021-05-31',
      source:
        'Saskatchewan Medical Association, pandemic virtual care codes (introduced March 2020; not payable after 31 May 2021).',
      verified: false,
      notes: 'Replaced by the Virtual Care Pilot codes. Verify against the current schedule.',
    },
  },
  {
    id: 'sk-515a',
    fields: {
      code: '515A',
      description: 'Video assessment (pandemic virtual care code)',
      unit: 'per assessment',
      amount: 35,
      effectiveFrom: '2020-03-16',
      effectiveTo: '2021-05-31',
      source:
        'Saskatchewan Medical Association, pandemic virtual care codes (introduced March 2020; not payable after 31 May 2021).',
      verified: false,
      notes: 'Replaced by the Virtual Care Pilot codes. Verify against the current schedule.',
    },
  },
  {
    id: 'on-a101',
    fields: {
      code: 'A101',
      description: 'Limited virtual care by video (Ontario)',
      unit: 'per service',
      amount: null,
      effectiveFrom: '2022-12-01',
      source: 'Ontario Schedule of Benefits, virtual care codes effective 1 December 2022.',
      verified: false,
      notes: 'For comparison; no amount cited here. Verify against the current schedule.',
    },
  },
  {
    id: 'on-a102',
    fields: {
      code: 'A102',
      description: 'Limited virtual care by telephone (Ontario)',
      unit: 'per service',
      amount: null,
      effectiveFrom: '2022-12-01',
      source: 'Ontario Schedule of Benefits, virtual care codes effective 1 December 2022.',
      verified: false,
      notes: 'For comparison; no amount cited here. Verify against the current schedule.',
    },
  },
];

export const demo: FeatureDemo = {
  documents: () => ({
    feeCodes: feeCodeSeed.map((c) => ({
      id: c.id,
      fields: feeCodeRegistry.fields.parse(c.fields),
      extras: {},
    })),
  }),
};
