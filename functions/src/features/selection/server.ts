// Saved selections on the server: what their page shows beside them (the technologies chosen).
import { readMany, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { selectionFeature } from './feature.js';
import { selectionHandlers } from './handlers.js';

export const selectionRecordServer: RegistryServer = {
  async profile(selection) {
    const ids = Array.isArray(selection.technologyIds) ? (selection.technologyIds as string[]) : [];
    const technologies = await readMany(null, 'technologies', ids);
    return { technologies: technologies.found.map((d) => related(d, 'name', 'lifecycleStage')) };
  },
};

export const selectionServer = defineFeatureServer(selectionFeature, {
  registries: { selections: selectionRecordServer },
  handlers: selectionHandlers,
});

export default selectionServer;
