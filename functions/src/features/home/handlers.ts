// The home page in one call: counts of the registries whose declaration asks for one, recent
// changes (what the reader may open, one line per record and person), and the records registries
// pin to it. The registries come with the call (`HandlerContext`), so home names none of them.
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { z } from 'zod';

import type { AnyRegistry } from '../../contract/registry.js';
import type { Caller } from '../../api/context.js';
import type { Handlers } from '../../api/handler.js';
import { collect, type AuditEntry } from '../../api/recentChanges.js';
import { AUDIT, db, recordData } from '../../api/registries/kit.js';
import { readJson } from '../../api/registries/read.js';
import type { HomePinnedRecord } from './contract.js';

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

/** Pinned records of each registry, at most; and the characters of their text shown. */
const PINNED = 3;
const EXCERPT = 400;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

const excerptOf = (text: unknown) => {
  const body = textOf(text);
  return body.length > EXCERPT ? `${body.slice(0, EXCERPT)}…` : body;
};

/** The records a registry pins to home (its `homePinned`), newest first. */
async function pinnedOf(registry: AnyRegistry): Promise<HomePinnedRecord[]> {
  const pinned = registry.homePinned;
  if (!pinned) return [];
  const snap = await db
    .collection(registry.name)
    .where(pinned.flag, '==', true)
    .orderBy(pinned.newest, 'desc')
    .limit(PINNED)
    .get();
  return snap.docs.map((doc) => {
    const record = recordData(doc);
    return {
      registry: registry.name,
      id: doc.id,
      title: textOf(record[registry.nameField]),
      excerpt: excerptOf(record[pinned.text]),
      path: registry.page(doc.id),
    };
  });
}

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
  'home.summary': async (_input, { caller, registries: { all: registries } }) => {
    const counted = registries.filter((r) => r.home);
    const [counts, recent, pinned] = await Promise.all([
      Promise.all(
        counted.map(
          async (r) => [r.name, (await db.collection(r.name).count().get()).data().count] as const,
        ),
      ),
      recentChanges(caller),
      Promise.all(registries.map(pinnedOf)),
    ]);
    return {
      counts: Object.fromEntries(counts),
      recent,
      pinned: pinned.flat(),
    };
  },
};
