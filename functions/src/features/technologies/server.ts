// Technologies on the server: a profile shows the vendor, the needs it answers and the
// communities using it (its evaluations are the evaluations' contribution); its stage changes
// only through lifecycle.move, where the decision is recorded.
import { db, fieldError, readMany, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { technologiesFeature } from './feature.js';
import { collectionsOf } from '../../contract/registry.js';
import { clinicalNeeds } from '../clinicalNeeds/public.js';
import { vendors } from '../vendors/public.js';

const collections = collectionsOf(clinicalNeeds, vendors);

export const technologyServer: RegistryServer = {
  derive(ctx, fields, before) {
    if (!before) return Promise.resolve({ data: { stageChangedAt: ctx.now } });
    if (fields.lifecycleStage !== before.get('lifecycleStage')) {
      throw fieldError(
        'lifecycleStage',
        'Change the stage on the Technology lifecycle board, where the decision and its reason are recorded.',
      );
    }
    return Promise.resolve({ data: {} });
  },

  async profile(technology) {
    const id = String(technology.id);
    const vendorId = typeof technology.vendorId === 'string' ? technology.vendorId : null;
    const communityIds = Array.isArray(technology.communityIds)
      ? (technology.communityIds as string[])
      : [];
    const needsOf = db
      .collection(collections.clinicalNeeds)
      .where('linkedTechnologyIds', 'array-contains', id);
    // The lists are bounded; their true counts go beside them (the page says "50 of 63").
    const [vendor, needs, communities, needCount] = await Promise.all([
      vendorId ? db.collection(collections.vendors).doc(vendorId).get() : Promise.resolve(null),
      needsOf.select('title', 'status').limit(50).get(),
      readMany(null, 'communities', communityIds),
      needsOf.count().get(),
    ]);
    return {
      vendor: vendor?.exists ? related(vendor, 'name', 'country') : null,
      needs: needs.docs.map((d) => related(d, 'title', 'status')),
      communities: communities.found.map((d) => related(d, 'name', 'type')),
      totals: { needs: needCount.data().count },
    };
  },
};

export const technologiesServer = defineFeatureServer(technologiesFeature, {
  registries: { technologies: technologyServer },
});

export default technologiesServer;
