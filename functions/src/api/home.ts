// The home page in one call: counts of the registries whose declaration asks for one, recent
// changes (what the reader may open, one line per record and person), pinned posts.
import { FieldPath, type Query } from 'firebase-admin/firestore';

import { collections, allRegistries, type Post } from '../contract/index.js';
import type { Caller } from './context.js';
import type { Handlers } from './handler.js';
import { collect, type AuditEntry } from './recentChanges.js';
import { AUDIT, db, fromStore, recordData, toJson } from './registries/kit.js';

/** Lines of recent changes the page shows. */
const SHOWN = 10;
/** Audit entries read at a time while lines are missing, and at most in all (bounded reads). */
const BATCH = 20;
const MAX_READ = 100;

/** The latest changes the caller may see: batches of the trail until the page is full. */
async function recentChanges(caller: Caller): Promise<Array<Omit<AuditEntry, 'byUid'>>> {
  const lines: AuditEntry[] = [];
  const trail = db
    .collection(AUDIT)
    .orderBy('at', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .select('collection', 'recordId', 'name', 'action', 'by', 'byEmail', 'at');
  let after: Query = trail;
  for (let read = 0; lines.length < SHOWN && read < MAX_READ; read += BATCH) {
    const batch = await after.limit(BATCH).get();
    collect(
      lines,
      batch.docs.map((d) => ({
        collection: d.get('collection') as string,
        recordId: d.get('recordId') as string,
        name: d.get('name') as string,
        action: d.get('action') as AuditEntry['action'],
        byUid: (d.get('by') as string | null | undefined) ?? null,
        by: (d.get('byEmail') as string | null | undefined) ?? 'someone',
        at: toJson(d.get('at')) as string,
      })),
      SHOWN,
      caller,
    );
    const last = batch.docs.at(-1);
    if (!last || batch.size < BATCH) break;
    after = trail.startAfter(last.get('at'), last.id);
  }
  return lines.map(({ byUid: _uid, ...line }) => line);
}

export const homeHandlers: Pick<Handlers, 'home.summary'> = {
  'home.summary': async (_input, { caller }) => {
    const counted = allRegistries.filter((r) => r.home);
    const [counts, recent, pinned] = await Promise.all([
      Promise.all(
        counted.map(
          async (r) => [r.name, (await db.collection(r.name).count().get()).data().count] as const,
        ),
      ),
      recentChanges(caller),
      db
        .collection(collections.posts)
        .where('pinned', '==', true)
        .orderBy('publishedAt', 'desc')
        .limit(3)
        .get(),
    ]);
    return {
      counts: Object.fromEntries(counts),
      recent,
      pinned: pinned.docs.map((d) => fromStore<Post>(recordData(d))),
    };
  },
};
