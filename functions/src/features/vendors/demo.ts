// Demo vendors (labelled demo), each listing the demo technologies it supplies.
import type { FeatureDemo } from '../../contract/demo.js';
import { vendors as vendorRegistry } from './contract.js';

export const demoVendors = [
  {
    id: 'demo-vendor-prairie',
    fields: {
      name: 'Prairie Telehealth Supply (demo)',
      website: 'https://example.org/prairie',
      country: 'Canada',
      notes: 'Demo vendor for the local platform.',
    },
  },
  {
    id: 'demo-vendor-aurora',
    fields: {
      name: 'Aurora Remote Care (demo)',
      website: 'https://example.org/aurora',
      country: 'Canada',
    },
  },
];

export const demo: FeatureDemo = {
  documents: () => ({
    // Its products are technologies' to list (their demo's `onRecords`).
    vendors: demoVendors.map((v) => ({
      id: v.id,
      fields: vendorRegistry.fields.parse(v.fields),
      extras: { products: [] },
    })),
  }),
};
