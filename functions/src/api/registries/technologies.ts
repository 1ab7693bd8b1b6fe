// Technologies on the server: a profile shows the vendor, the needs it answers and the
// communities using it.
import { db, readMany, related } from './kit.js';
import type { RegistryServer } from './records.js';

export const technologyServer: RegistryServer = {
  async profile(technology) {
    const id = String(technology.id);
    const vendorId = typeof technology.vendorId === 'string' ? technology.vendorId : null;
    const communityIds = Array.isArray(technology.communityIds)
      ? (technology.communityIds as string[])
      : [];
    const [vendor, needs, communities] = await Promise.all([
      vendorId ? db.collection('vendors').doc(vendorId).get() : Promise.resolve(null),
      db
        .collection('clinicalNeeds')
        .where('linkedTechnologyIds', 'array-contains', id)
        .select('title', 'status')
        .limit(50)
        .get(),
      readMany(null, 'communities', communityIds),
    ]);
    return {
      vendor: vendor?.exists ? related(vendor, 'name', 'country') : null,
      needs: needs.docs.map((d) => related(d, 'title', 'status')),
      communities: communities.found.map((d) => related(d, 'name', 'type')),
    };
  },
};
