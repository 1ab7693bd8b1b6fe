// The home page in one call: counts of the registries whose declaration asks for one, recent
// changes (what the reader may open, one line per record and person), pinned posts.
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { z } from 'zod';

import { collections, allRegistries, posts } from '../contract/index.js';
import type { Caller } from './context.js';
import type { Handlers } from './handlers.js';
import { collect, type AuditEntry } from './recentChanges.js';
import { AUDIT, db } from './registries/kit.js';
import { readJson, readRecord } from './registries/read.js';

/** What a line of recent changes reads of an audit entry (the query selects only these). */
const auditLine = z.object({
  collection: z.string(),
  recordId: z.string(),
  name: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  by: z.string().nullable().default(null),
  byEmail: z.string().nullable().default(null),
  at: z.string(),
});

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
      batch.docs.map((d): AuditEntry => {
        const { by, byEmail, ...entry } = readJson(auditLine, d);
        return { ...entry, byUid: by, by: byEmail ?? 'someone' };
      }),
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
      pinned: pinned.docs.map((d) => readRecord(posts, d)),
    };
  },
};
