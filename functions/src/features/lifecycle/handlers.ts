// The lifecycle board's moves (each a recorded decision) and the waiting list.
import {
  FieldPath,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';

import { collectionsOf, type AnyRegistry } from '../../contract/registry.js';
import { evaluations, PRECEDING_KEYS, type EvaluationLike } from '../evaluations/public.js';
import { approvedDossierVersion, dossiers } from '../dossiers/public.js';
import {
  technologies,
  technology,
  LIFECYCLE_STAGES,
  stageDecision,
  type StageDecision,
} from '../technologies/public.js';
import { boardItem, entryWarnings, waitingItem, type StageFacts } from './contract.js';
import { decodeCursor, encodeCursor } from '../../api/registries/cursor.js';
import type { Handlers } from '../../api/handler.js';
import {
  db,
  listConfigOf,
  listPage,
  readForWrite,
  recordChange,
  recordData,
  Timestamp,
  toJson,
} from '../../api/registries/kit.js';
import { assertMayChange } from '../../api/registries/mayChange.js';
import { parseStored, readJson, readRecord, readStored } from '../../api/registries/read.js';

/** What a decision cites of a dossier (the dossiers feature's record, these fields only). */
const citable = z.object({
  title: z.string(),
  approved: z.array(approvedDossierVersion).default([]),
});
/** What a move reads of the technology it moves, kept as stored. */
const movable = z.object({
  lifecycleStage: z.enum(LIFECYCLE_STAGES).default(LIFECYCLE_STAGES[0]),
  stageDecisions: z.array(z.unknown()).default([]),
});

const collections = collectionsOf(evaluations, dossiers, technologies);

const MAX_DECISIONS = 50;

function technologiesRegistry(): AnyRegistry {
  return technologies as unknown as AnyRegistry;
}
const DAY_MS = 24 * 60 * 60 * 1000;
/** An evaluation as its record declares it (the handlers below name their snapshots alike). */
const readEvaluation = (snap: DocumentSnapshot) => readRecord(evaluations, snap);

/** What the entry criteria need to know, from the technology's evaluations. */
function factsOf(evaluations: Array<EvaluationLike & { status: string }>): StageFacts {
  const submitted = evaluations.filter((e) => e.status === 'submitted');
  return {
    submitted: submitted.length,
    screeningPassed: evaluations.some((e) =>
      PRECEDING_KEYS.every(
        (k) => e.preceding[k].answer && e.preceding[k].result && e.preceding[k].result !== 'fail',
      ),
    ),
    adoptRecommended: submitted.some((e) => e.recommendation === 'adopt'),
  };
}

/** The technology's latest approved assessment dossier, as a decision cites it. */
function citedDossier(docs: QueryDocumentSnapshot[]): StageDecision['dossier'] {
  const approved = docs.flatMap((d) => {
    const { title, approved } = readJson(citable, d);
    const last = approved.at(-1);
    return last ? [{ d, title, last, at: last.approvedAt }] : [];
  });
  const latest = approved.sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  return latest
    ? {
        id: latest.d.id,
        title: latest.title,
        version: latest.last.number,
        recommendation: latest.last.snapshot.recommendation,
      }
    : null;
}

/** The board's columns are technologies' list pages, with the results evaluations keep. */
const technologyList = (() => {
  const list = listConfigOf(technologiesRegistry());
  return { ...list, select: [...list.select, 'evaluationResults'] };
})();

export const lifecycleHandlers: Pick<
  Handlers,
  'lifecycle.move' | 'lifecycle.waiting' | 'lifecycle.board'
> = {
  'lifecycle.move': async ({ id, version, to, rationale, acknowledgeWarnings }, { caller }) =>
    db.runTransaction(async (tx) => {
      const now = Timestamp.now();
      const before = await readForWrite(tx, 'technologies', 'technology', id, version);
      // A move changes the technology: the same check as any edit of it.
      assertMayChange(technologiesRegistry(), before, caller);
      const { lifecycleStage: from, stageDecisions } = readStored(movable, before);
      if (from === to) throw new HttpsError('invalid-argument', `It is already in ${to}.`);
      const decides = to === 'adopted' || to === 'not adopted';
      const [evaluations, dossiers] = await Promise.all([
        tx.get(db.collection(collections.evaluations).where('technologyId', '==', id)),
        decides
          ? tx.get(db.collection(collections.dossiers).where('technologyId', '==', id))
          : null,
      ]);
      const dossier = dossiers ? citedDossier(dossiers.docs) : null;
      const warnings = entryWarnings(to, {
        ...factsOf(evaluations.docs.map(readEvaluation)),
        ...(decides ? { approvedDossier: dossier !== null } : {}),
      });
      if (warnings.length && !acknowledgeWarnings) {
        throw new HttpsError(
          'failed-precondition',
          `Moving it to ${to} does not meet its entry criteria: ${warnings.join(' ')} Confirm to move it anyway; the decision records it.`,
          { warnings },
        );
      }
      const decision = { from, to, rationale, at: now, byEmail: caller.email, warnings, dossier };
      const decisions = [...stageDecisions, decision];
      const data = {
        ...before.data(),
        lifecycleStage: to,
        stageChangedAt: now,
        stageDecisions: decisions.slice(-MAX_DECISIONS),
        updatedAt: now,
        updatedBy: caller.uid,
        version: version + 1,
      };
      tx.set(before.ref, data);
      recordChange(
        { tx, caller, now },
        {
          collection: 'technologies',
          recordId: id,
          name: String(before.get('name')),
          action: 'update',
          fields: ['lifecycleStage', 'stageDecisions'],
          version: version + 1,
        },
      );
      return {
        technology: parseStored(technology, before.ref.path, toJson({ ...data, id })),
        decision: parseStored(stageDecision, before.ref.path, toJson(decision)),
      };
    }),

  'lifecycle.waiting': async ({ pageSize, cursor }) => {
    const waiting = db
      .collection(collections.technologies)
      .where('lifecycleStage', 'in', ['screening', 'evaluation'])
      .where('hasResults', '==', false)
      .orderBy('stageChangedAt', 'asc')
      .orderBy(FieldPath.documentId(), 'asc');
    let paged = waiting;
    if (cursor) {
      const after = decodeCursor(cursor, 1);
      paged = paged.startAfter(...after.values, after.id);
    }
    const [snap, counted] = await Promise.all([
      paged.limit(pageSize + 1).get(),
      waiting.count().get(),
    ]);
    const docs = snap.docs.slice(0, pageSize);
    const last = docs.at(-1);
    const now = Date.now();
    return {
      items: docs.map((d) => {
        const data = recordData(d);
        const since = typeof data.stageChangedAt === 'string' ? data.stageChangedAt : null;
        return parseStored(waitingItem, d.ref.path, {
          ...data,
          stageChangedAt: since,
          daysWaiting: since ? Math.floor((now - Date.parse(since)) / DAY_MS) : null,
          assignee: data.assignee ?? null,
          vendorName: data.vendorName ?? null,
        });
      }),
      nextCursor:
        snap.size > pageSize && last ? encodeCursor([last.get('stageChangedAt')], last.id) : null,
      total: counted.data().count,
    };
  },

  // Each column is technologies.list's first page for its stage (page + 1 reads and a count),
  // all in one call: the board costs one call, and a column's "show more" is that list's next page.
  'lifecycle.board': async ({ search, pageSize }) => ({
    columns: await Promise.all(
      LIFECYCLE_STAGES.map(async (stage) => ({
        stage,
        ...(await listPage(
          technologyList,
          {
            pageSize,
            sort: { field: 'name', direction: 'asc' },
            search,
            filters: { lifecycleStage: stage },
          },
          (row) => parseStored(boardItem, `technologies/${String(row.id)}`, row),
        )),
      })),
    ),
  }),
};
