// Saved selections on the server: what their page shows beside them (the technologies chosen).
import { db, readMany, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { selections as selectionRegistry } from './contract.js';
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

/** The saved selections made for a need or a community, as their record pages list them. */
async function selectionsFor(field: 'needId' | 'communityId', id: string) {
  const snap = await db
    .collection(selectionRegistry.name)
    .where(field, '==', id)
    .select('title', 'createdByEmail')
    .limit(20)
    .get();
  return snap.docs.map((d) => related(d, 'title', 'createdByEmail'));
}

export const selectionServer = defineFeatureServer(selectionFeature, {
  registries: { selections: selectionRecordServer },
  contributes: {
    // Visitors see published needs, but not the hub's selections.
    clinicalNeeds: {
      profile: async (need, caller) => ({
        selections: caller.uid ? await selectionsFor('needId', String(need.id)) : [],
      }),
    },
    communities: {
      profile: async (community) => ({
        selections: await selectionsFor('communityId', String(community.id)),
      }),
    },
  },
  handlers: selectionHandlers,
});

export default selectionServer;
