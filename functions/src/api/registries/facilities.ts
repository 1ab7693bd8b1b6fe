// Facilities on the server: a profile shows its community.
import { db } from './kit.js';
import type { RegistryServer } from './records.js';

export const facilityServer: RegistryServer = {
  async profile(facility) {
    const community = await db.collection('communities').doc(String(facility.communityId)).get();
    return {
      community: community.exists
        ? {
            id: community.id,
            name: community.get('name') as string,
            type: community.get('type') as string,
          }
        : null,
    };
  },
};
