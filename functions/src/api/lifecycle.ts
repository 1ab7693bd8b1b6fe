// The lifecycle board's moves (each a recorded decision) and the waiting list.
import { HttpsError } from 'firebase-functions/v2/https';

import {
  PRECEDING_KEYS,
  entryWarnings,
  registryNamed,
  type AnyRegistry,
  type EvaluationLike,
  type StageDecision,
  type StageFacts,
  type Technology,
  type WaitingItem,
} from '../contract/index.js';
import type { Handlers } from './handlers.js';
import {
  db,
  fromStore,
  readForWrite,
  recordChange,
  recordData,
  Timestamp,
  toJson,
} from './registries/kit.js';
import { assertMayChange } from './registries/mayChange.js';

const MAX_DECISIONS = 50;

function technologiesRegistry(): AnyRegistry {
  const registry = registryNamed('technologies');
  if (!registry) throw new Error('The technologies registry is not declared.');
  return registry;
}
const DAY_MS = 24 * 60 * 60 * 1000;

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

export const lifecycleHandlers: Pick<Handlers, 'lifecycle.move' | 'lifecycle.waiting'> = {
  'lifecycle.move': async ({ id, version, to, rationale, acknowledgeWarnings }, { caller }) =>
    db.runTransaction(async (tx) => {
      const now = Timestamp.now();
      const before = await readForWrite(tx, 'technologies', 'technology', id, version);
      // A move changes the technology: the same check as any edit of it.
      assertMayChange(technologiesRegistry(), before, caller);
      const from = before.get('lifecycleStage') as StageDecision['from'];
      if (from === to) throw new HttpsError('invalid-argument', `It is already in ${to}.`);
      const evaluations = await tx.get(
        db.collection('evaluations').where('technologyId', '==', id),
      );
      const warnings = entryWarnings(
        to,
        factsOf(evaluations.docs.map((d) => d.data() as EvaluationLike & { status: string })),
      );
      if (warnings.length && !acknowledgeWarnings) {
        throw new HttpsError(
          'failed-precondition',
          `Moving it to ${to} does not meet its entry criteria: ${warnings.join(' ')} Confirm to move it anyway; the decision records it.`,
          { warnings },
        );
      }
      const decision = { from, to, rationale, at: now, byEmail: caller.email, warnings };
      const decisions = [
        ...((before.get('stageDecisions') as unknown[] | undefined) ?? []),
        decision,
      ];
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
        technology: fromStore<Technology>(toJson({ ...data, id })),
        decision: fromStore<StageDecision>(toJson(decision)),
      };
    }),

  'lifecycle.waiting': async () => {
    const snap = await db
      .collection('technologies')
      .where('lifecycleStage', 'in', ['screening', 'evaluation'])
      .where('hasResults', '==', false)
      .orderBy('stageChangedAt', 'asc')
      .limit(200)
      .get();
    const now = Date.now();
    return {
      items: snap.docs.map((d): WaitingItem => {
        const data = recordData(d);
        const since = typeof data.stageChangedAt === 'string' ? data.stageChangedAt : null;
        return fromStore<WaitingItem>({
          ...data,
          stageChangedAt: since,
          daysWaiting: since ? Math.floor((now - Date.parse(since)) / DAY_MS) : null,
          assignee: data.assignee ?? null,
          vendorName: data.vendorName ?? null,
        });
      }),
    };
  },
};
