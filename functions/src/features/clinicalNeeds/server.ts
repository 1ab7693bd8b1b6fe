// Clinical needs on the server: visitors see published needs only (whatever they ask for),
// without who wrote or edited them, and not the technology repository.
import { readMany, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { publicClinicalNeed } from './contract.js';
import { clinicalNeedsFeature } from './feature.js';

const PUBLIC_FIELDS = Object.keys(publicClinicalNeed.shape);

export const clinicalNeedServer: RegistryServer = {
  listInput: (input, caller) =>
    caller.uid ? input : { ...input, filters: { ...input.filters, status: 'published' } },
  view(need, caller) {
    if (caller.uid) return need;
    if (need.status !== 'published') return null;
    // Named, not stripped: a field added to needs later reaches visitors only once listed here.
    const shown = Object.fromEntries(
      PUBLIC_FIELDS.filter((k) => k in need).map((k) => [k, need[k]]),
    );
    return { ...shown, linkedTechnologyIds: [] };
  },
  async profile(need, caller) {
    const ids = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
    // Its assessments are the needs assessments' to show, its selections the selection
    // feature's (their `contributes`).
    const [communities, technologies] = await Promise.all([
      readMany(null, 'communities', ids(need.communityIds)),
      // Visitors do not see the technology repository.
      caller.uid
        ? readMany(null, 'technologies', ids(need.linkedTechnologyIds))
        : Promise.resolve({ found: [], missing: [] }),
    ]);
    return {
      communities: communities.found.map((d) => related(d, 'name', 'type')),
      technologies: technologies.found.map((d) => related(d, 'name', 'category')),
    };
  },
};

export const clinicalNeedsServer = defineFeatureServer(clinicalNeedsFeature, {
  registries: { clinicalNeeds: clinicalNeedServer },
});

export default clinicalNeedsServer;
