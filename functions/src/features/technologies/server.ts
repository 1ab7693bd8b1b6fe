// Technologies on the server: a profile shows the vendor, the needs it answers, the communities
// using it and its evaluations; its stage changes only through lifecycle.move, where the
// decision is recorded.
import { z } from 'zod';

import { db, fieldError, readMany, related } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { technologiesFeature } from './feature.js';
import { collectionsOf } from '../../contract/registry.js';
import { clinicalNeeds } from '../clinicalNeeds/public.js';
import { evaluations } from '../evaluations/public.js';
import { vendors } from '../vendors/public.js';

const collections = collectionsOf(clinicalNeeds, evaluations, vendors);

/** What a technology's page shows of each evaluation of it (the query selects only these). */
const evaluationLine = z.object({
  title: z.string(),
  status: z.string(),
  recommendation: z.string().nullable().default(null),
  createdByEmail: z.string().nullable().default(null),
});

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
    const evaluationsOf = db.collection(collections.evaluations).where('technologyId', '==', id);
    // The lists are bounded; their true counts go beside them (the page says "50 of 63").
    const [vendor, needs, communities, evaluations, needCount, evaluationCount] = await Promise.all(
      [
        vendorId ? db.collection(collections.vendors).doc(vendorId).get() : Promise.resolve(null),
        needsOf.select('title', 'status').limit(50).get(),
        readMany(null, 'communities', communityIds),
        evaluationsOf.select('title', 'status', 'recommendation', 'createdByEmail').limit(50).get(),
        needsOf.count().get(),
        evaluationsOf.count().get(),
      ],
    );
    return {
      vendor: vendor?.exists ? related(vendor, 'name', 'country') : null,
      needs: needs.docs.map((d) => related(d, 'title', 'status')),
      communities: communities.found.map((d) => related(d, 'name', 'type')),
      evaluations: evaluations.docs.map((d) => {
        const { title, status, recommendation, createdByEmail } = readStored(evaluationLine, d);
        const detail = [status, recommendation, createdByEmail].filter(Boolean).join(' · ');
        return { id: d.id, name: title, detail };
      }),
      totals: { needs: needCount.data().count, evaluations: evaluationCount.data().count },
    };
  },
};

export const technologiesServer = defineFeatureServer(technologiesFeature, {
  registries: { technologies: technologyServer },
});

export default technologiesServer;
