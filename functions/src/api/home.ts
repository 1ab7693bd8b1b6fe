import type { Post } from '../contract/index.js';
import type { Handlers } from './handlers.js';
import { AUDIT, db, recordOf, toJson } from './registries/kit.js';

const COUNTED = [
  'communities',
  'facilities',
  'technologies',
  'vendors',
  'clinicalNeeds',
  'posts',
] as const;

export const homeHandlers: Pick<Handlers, 'home.summary'> = {
  'home.summary': async () => {
    const [counts, recent, pinned] = await Promise.all([
      Promise.all(
        COUNTED.map(async (c) => [c, (await db.collection(c).count().get()).data().count] as const),
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
      counts: Object.fromEntries(counts) as Record<(typeof COUNTED)[number], number>,
      recent: recent.docs.map((d) => ({
        collection: d.get('collection') as string,
        recordId: d.get('recordId') as string,
        name: d.get('name') as string,
        action: d.get('action') as 'create' | 'update' | 'delete',
        by: (d.get('byEmail') as string | null) ?? 'someone',
        at: toJson(d.get('at')) as string,
      })),
      pinned: pinned.docs.map((d) => recordOf<Post>(d)),
    };
  },
};
