// Vendors on the server: the directory is open, but visitors see name, website and products
// only, and may neither sort nor filter by country.
import { HttpsError } from 'firebase-functions/v2/https';

import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { vendorsFeature } from './feature.js';

const PUBLIC_FIELDS = ['name', 'website', 'products'];

export const vendorServer: RegistryServer = {
  listInput(input, caller) {
    if (!caller.uid && (input.filters.country !== undefined || input.sort.field === 'country')) {
      throw new HttpsError('unauthenticated', 'Sign in to sort or filter vendors by country.');
    }
    return input;
  },
  select: (caller) => (caller.uid ? undefined : PUBLIC_FIELDS),
  view(vendor, caller) {
    if (caller.uid) return vendor;
    return {
      id: vendor.id,
      name: vendor.name,
      website: vendor.website ?? null,
      products: vendor.products ?? [],
    };
  },
};

export const vendorsServer = defineFeatureServer(vendorsFeature, {
  registries: { vendors: vendorServer },
});

export default vendorsServer;
