import { db, firestoreBackend } from '../platform/admin.js';
import type { Handlers } from './handlers.js';

export const systemHandlers: Pick<Handlers, 'system.health'> = {
  'system.health': async () => {
    const [communities, facilities] = await Promise.all([
      db.collection('communities').count().get(),
      db.collection('facilities').count().get(),
    ]);
    return {
      ok: true,
      firestore: firestoreBackend(),
      counts: { communities: communities.data().count, facilities: facilities.data().count },
    };
  },
};
