import { db, firestoreBackend } from '../platform/admin.js';
import type { Handlers } from './handler.js';
import { collections } from '../contract/index.js';

export const systemHandlers: Pick<Handlers, 'system.health'> = {
  'system.health': async () => {
    const [communities, facilities] = await Promise.all([
      db.collection(collections.communities).count().get(),
      db.collection(collections.facilities).count().get(),
    ]);
    return {
      ok: true,
      firestore: firestoreBackend(),
      counts: { communities: communities.data().count, facilities: facilities.data().count },
    };
  },
};
