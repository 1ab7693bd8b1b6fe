// The home page in one call: counts of the registries whose declaration asks for one, recent
// changes, pinned posts.
import { allRegistries, type Post } from '../contract/index.js';
import type { Handlers } from './handlers.js';
import { AUDIT, db, fromStore, recordData, toJson } from './registries/kit.js';

export const homeHandlers: Pick<Handlers, 'home.summary'> = {
  'home.summary': async () => {
    const counted = allRegistries.filter((r) => r.home);
    const [counts, recent, pinned] = await Promise.all([
      Promise.all(
        counted.map(
          async (r) => [r.name, (await db.collection(r.name).count().get()).data().count] as const,
        ),
      ),
      db.collection(AUDIT).orderBy('at', 'desc').limit(10).get(),
      db
        .collection('posts')
        .where('pinned', '==', true)
        .orderBy('publishedAt', 'desc')
        .limit(3)
        .get(),
    ]);
    return {
      counts: Object.fromEntries(counts),
      recent: recent.docs.map((d) => ({
        collection: d.get('collection') as string,
        recordId: d.get('recordId') as string,
        name: d.get('name') as string,
        action: d.get('action') as 'create' | 'update' | 'delete',
        by: (d.get('byEmail') as string | null) ?? 'someone',
        at: toJson(d.get('at')) as string,
      })),
      pinned: pinned.docs.map((d) => fromStore<Post>(recordData(d))),
    };
  },
};
