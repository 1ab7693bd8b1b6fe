// The services the seed declares on a few hospitals (seededServices.ts), each with its source:
// an assumption of the demo, said so on the facility's page.
import type { FeatureDemo } from '../../contract/demo.js';
import { SEEDED_SERVICES } from './seededServices.js';

export const demo: FeatureDemo = {
  documents: () => ({}),
  onRecords: () => ({
    facilities: new Map(
      Object.entries(SEEDED_SERVICES).map(([id, s]) => [
        id,
        { services: [...s.services], servicesSource: s.source },
      ]),
    ),
  }),
};
