// Saved selections on the server: what their page shows beside them (the technologies chosen).
import { readMany, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';

export const selectionServer: RegistryServer = {
  async profile(selection) {
    const ids = Array.isArray(selection.technologyIds) ? (selection.technologyIds as string[]) : [];
    const technologies = await readMany(null, 'technologies', ids);
    return { technologies: technologies.found.map((d) => related(d, 'name', 'lifecycleStage')) };
  },
};
