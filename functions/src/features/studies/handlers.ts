// Study import on the server. The check reads the file (readCitations.server.ts), drafts each
// entry (citationDrafts.ts) and looks its keys up in the library, writing nothing. The write
// trusts nothing of the check: in one transaction it looks the chosen entries' keys up again,
// leaves out (and names) those that are by then duplicates, and creates the rest through the
// registry's own write path — stamped, with their Vancouver reference, audited — all together.
import { Timestamp, type Query, type QuerySnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import type { Handlers } from '../../api/handler.js';
import { db, type WriteContext } from '../../api/registries/kit.js';
import { createRecord, type RegistryServer } from '../../api/registries/records.js';
import { assertWithinLimit, stagedTransaction } from '../../api/stagedTransaction.js';
import { collectionsOf, type AnyRegistry } from '../../contract/registry.js';
import { studies, type StudyFields } from './contract.js';
import { draftOf } from './citationDrafts.js';
import {
  findDuplicates,
  keyId,
  type CheckedEntry,
  type ExistingStudy,
  type WrittenEntry,
} from './studyImport.js';
import { paths as studiesPaths } from './routes.js';
import { studyKeys, type StudyKey } from './vancouver.js';
import { CitationFileError, readCitations } from './readCitations.server.js';

const collections = collectionsOf(studies);
const paths = studiesPaths;

/** Values an `in` query takes at most. */
const IN_LIMIT = 30;

type Identified = Parameters<typeof studyKeys>[0];

/**
 * The library's studies holding any of the keys of `drafts`, by `keyId`: one `in` query per
 * key field and 30 values (a file's size, not the library's), run by `get` (a transaction's
 * when writing).
 */
async function libraryMatches(
  drafts: readonly Identified[],
  get: (query: Query) => Promise<QuerySnapshot>,
): Promise<Map<string, { id: string; title: string }>> {
  const wanted = new Map<StudyKey['field'], Set<string>>();
  for (const key of drafts.flatMap((d) => studyKeys(d)))
    wanted.set(key.field, (wanted.get(key.field) ?? new Set()).add(key.value));
  const queries: Array<Promise<QuerySnapshot>> = [];
  for (const [field, values] of wanted) {
    const all = [...values];
    for (let i = 0; i < all.length; i += IN_LIMIT)
      queries.push(
        get(db.collection(collections.studies).where(field, 'in', all.slice(i, i + IN_LIMIT))),
      );
  }
  const found = new Map<string, { id: string; title: string }>();
  for (const snap of await Promise.all(queries))
    for (const doc of snap.docs) {
      const study = { id: doc.id, title: String(doc.get('title')) };
      for (const field of ['doi', 'pmid', 'titleKey'] as const) {
        const value: unknown = doc.get(field);
        if (typeof value === 'string' && value) found.set(keyId({ field, value }), study);
      }
    }
  return found;
}

function read(text: string) {
  try {
    return readCitations(text);
  } catch (e) {
    if (e instanceof CitationFileError) throw new HttpsError('invalid-argument', e.message);
    throw e;
  }
}

/**
 * The registry's write path without its duplicate guard: the import has just looked the same
 * keys (studyKeys) up in the same transaction, for all its entries at once.
 */
const importServer: RegistryServer = {};

/** An entry as `addStudies` wrote it: and the earlier entry it is the same study as, if any. */
export type AddedStudy = WrittenEntry & { earlier: number | null };

/**
 * Adds studies to the library in the caller's (staged) transaction: each entry's keys are looked
 * up in the library in the same transaction, and an entry the library or an earlier entry already
 * holds is left out and said so; the rest are created through the registry's write path. Its
 * reads all come before the writes it stages, so a caller may read first and write after it.
 */
export async function addStudies(
  ctx: WriteContext,
  entries: ReadonlyArray<{ entry: number; fields: StudyFields }>,
): Promise<AddedStudy[]> {
  const drafts = entries.map((e) => ({ entry: e.entry, draft: e.fields }));
  const library = await libraryMatches(
    entries.map((e) => e.fields),
    (query) => ctx.tx.get(query),
  );
  const duplicates = findDuplicates(drafts, library);
  const added: AddedStudy[] = [];
  for (const [i, { entry, fields }] of entries.entries()) {
    const found = duplicates[i]!;
    if (found.duplicate) {
      added.push({
        entry,
        status: 'duplicate',
        reasons: found.reasons,
        study: found.existing,
        earlier: found.earlier,
      });
      continue;
    }
    const created = await createRecord(
      studies as unknown as AnyRegistry,
      importServer,
      fields,
      ctx.caller,
      undefined,
      ctx,
    );
    const id = String(created.id);
    added.push({
      entry,
      status: 'created',
      reasons: [],
      study: { id, title: fields.title, page: paths.study(id) },
      earlier: null,
    });
  }
  return added;
}

/** The library's studies holding any of the keys of `drafts`, outside a transaction. */
export async function libraryStudiesMatching(
  drafts: readonly Identified[],
): Promise<Array<ExistingStudy | null>> {
  const library = await libraryMatches(drafts, (query) => query.get());
  return findDuplicates(
    drafts.map((draft, i) => ({ entry: i + 1, draft })),
    library,
  ).map((d) => d.existing);
}

export const studyImportHandlers: Pick<Handlers, 'studies.importCheck' | 'studies.importWrite'> = {
  'studies.importCheck': async ({ text }) => {
    // At most CITATION_FILE_MAX_ENTRIES, counted before any was converted.
    const { format, entries } = read(text);
    const drafted = entries.map((e, i) => {
      const entry = i + 1;
      if (!e.item)
        return { entry, label: e.label, draft: null, problems: [e.unreadable ?? ''], missing: [] };
      return { entry, label: e.label, ...draftOf(e.item) };
    });
    const library = await libraryMatches(
      drafted.flatMap((d) => (d.draft ? [d.draft] : [])),
      (query) => query.get(),
    );
    const duplicates = findDuplicates(drafted, library);
    return {
      format,
      entries: drafted.map((d, i): CheckedEntry => {
        const found = duplicates[i]!;
        return {
          entry: d.entry,
          label: d.label,
          status: !d.draft ? 'invalid' : found.duplicate ? 'duplicate' : 'new',
          reasons: d.draft ? found.reasons : d.problems,
          missing: d.missing,
          draft: d.draft,
          existing: found.existing,
        };
      }),
    };
  },

  'studies.importWrite': async ({ entries }, { caller }) =>
    db.runTransaction(async (tx) => {
      const staged = stagedTransaction(tx);
      const ctx: WriteContext = { tx: staged.tx, caller, now: Timestamp.now() };
      const added = await addStudies(ctx, entries);
      assertWithinLimit(entries.length, staged.writes);
      staged.apply();
      const written = added.map(({ earlier: _, ...w }): WrittenEntry => w);
      return { created: written.filter((w) => w.status === 'created').length, entries: written };
    }),
};
