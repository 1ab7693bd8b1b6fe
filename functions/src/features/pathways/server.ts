// Care pathways on the server: what their page shows beside them (the technologies of the steps
// and the needs they answer, with names).
import { readMany, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { pathwaysFeature } from './feature.js';

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const pathwayServer: RegistryServer = {
  async profile(pathway) {
    const [technologies, needs] = await Promise.all([
      readMany(null, 'technologies', idsOf(pathway.technologyIds)),
      readMany(null, 'clinicalNeeds', idsOf(pathway.needIds)),
    ]);
    return {
      technologies: technologies.found.map((d) => related(d, 'name', 'category')),
      needs: needs.found.map((d) => related(d, 'title', 'status')),
    };
  },
};

export const pathwaysServer = defineFeatureServer(pathwaysFeature, {
  registries: { pathways: pathwayServer },
});

export default pathwaysServer;
