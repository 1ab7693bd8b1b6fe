// Readiness assessments on the server: a facility's readiness (level, score, date, gaps) is that
// of its latest assessment, kept on the facility in the same transaction as every write — so the
// facility list filters by it and Echo reads it without a query per facility.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { collectionsOf } from '../../contract/registry.js';
import { facilities } from '../facilities/public.js';
import {
  facilityReadiness,
  readinessScores,
  type ReadinessScores,
  type ScoredItem,
} from './readiness.js';
import { db, fieldError } from '../../api/registries/kit.js';
import { readJson, readRecord } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { readinessFeature } from './feature.js';
import { readSetting, settingHandlers } from '../../api/settings.js';
import type { Handlers } from '../../api/handler.js';
import { readinessAssessmentRecord, readinessAssessments } from './contract.js';
import { readinessItems } from './readiness.js';

const collections = collectionsOf(readinessAssessments, facilities);

interface Dated {
  id: string;
  assessedOn: string;
  scores: ReadinessScores;
}

/** The facility's other assessments, newest first (two: the one written may be one of them). */
async function newestOthers(tx: Transaction, facilityId: string, exceptId: string) {
  const snap = await tx.get(
    db
      .collection(collections.readinessAssessments)
      .where('facilityId', '==', facilityId)
      .orderBy('assessedOn', 'desc')
      .limit(2),
  );
  return snap.docs
    .filter((d) => d.id !== exceptId)
    .map((d): Dated => ({ id: d.id, ...readJson(dated, d) }));
}

const newest = (candidates: Dated[]): Dated | null =>
  candidates.reduce<Dated | null>(
    (best, c) => (!best || c.assessedOn > best.assessedOn ? c : best),
    null,
  );

/** What choosing a facility's latest assessment reads of each (a projection reads only these). */
const dated = readinessAssessmentRecord.pick({ assessedOn: true, scores: true });

type Item = ScoredItem & { id: string; text: string };
const keyOf = (item: { area: string; id: string }) => `${item.area}/${item.id}`;

/**
 * The items an assessment may score, with their wording: a new one the current set's, an edited
 * one its own (it keeps the set it was scored with): otherwise a made-up item scored 5 would make
 * a facility "ready".
 */
async function scorableItems(before: DocumentSnapshot | null): Promise<Map<string, string>> {
  if (before)
    return new Map(readRecord(readinessAssessments, before).items.map((i) => [keyOf(i), i.text]));
  const set = await readSetting(readinessItems);
  return new Map(
    Object.entries(set).flatMap(([area, questions]) =>
      questions.map((q): [string, string] => [keyOf({ area, id: q.id }), q.text]),
    ),
  );
}

export const readinessAssessmentServer: RegistryServer = {
  async derive(ctx, input, before, id) {
    const fields = input as { facilityId: string; assessedOn: string; items: Item[] };
    const scorable = await scorableItems(before);
    const items = fields.items.map((item, i) => {
      const text = scorable.get(keyOf(item));
      if (text === undefined)
        throw fieldError(
          `items.${i}.id`,
          before
            ? `“${item.text}” is not one of this assessment's items: it keeps those it was scored with.`
            : `“${item.text}” is not an item of the readiness set; an administrator edits the set.`,
        );
      return { ...item, text };
    });
    const self: Dated = {
      id,
      assessedOn: fields.assessedOn,
      scores: readinessScores(fields.items),
    };
    const previousFacility = before && readRecord(readinessAssessments, before).facilityId;
    const moved = previousFacility && previousFacility !== fields.facilityId;
    const [others, left] = await Promise.all([
      newestOthers(ctx.tx, fields.facilityId, id),
      moved ? newestOthers(ctx.tx, previousFacility, id) : Promise.resolve(null),
    ]);
    const facilityRecords = db.collection(collections.facilities);
    return {
      // The wording is the set's, whatever was sent.
      data: { items },
      effects: () => {
        ctx.tx.update(
          facilityRecords.doc(fields.facilityId),
          facilityReadiness(newest([self, ...others])),
        );
        // Moved to another facility: the one it left takes its own latest again.
        if (moved && left)
          ctx.tx.update(facilityRecords.doc(previousFacility), facilityReadiness(newest(left)));
      },
    };
  },
  async onDelete(ctx, before: DocumentSnapshot) {
    const { facilityId } = readRecord(readinessAssessments, before);
    const [others, facility] = await Promise.all([
      newestOthers(ctx.tx, facilityId, before.id),
      ctx.tx.get(db.collection(collections.facilities).doc(facilityId)),
    ]);
    if (!facility.exists) return undefined;
    return () => ctx.tx.update(facility.ref, facilityReadiness(newest(others)));
  },
};

/** A facility's page shows its readiness trend: the latest ten assessments and how many. */
async function facilityReadinessProfile(facility: Record<string, unknown>) {
  const assessmentsOf = db
    .collection(collections.readinessAssessments)
    .where('facilityId', '==', String(facility.id));
  const [assessments, assessmentCount] = await Promise.all([
    assessmentsOf.orderBy('assessedOn', 'desc').select('assessedOn', 'scores').limit(10).get(),
    assessmentsOf.count().get(),
  ]);
  return {
    readinessTotal: assessmentCount.data().count,
    readinessHistory: assessments.docs.map((d) => {
      const { assessedOn, scores } = readJson(dated, d);
      return {
        id: d.id,
        assessedOn,
        overall: scores.overall,
        level: scores.level,
        gaps: scores.gaps,
      };
    }),
  };
}

export const readinessServer = defineFeatureServer(readinessFeature, {
  contributes: { facilities: { profile: facilityReadinessProfile } },
  registries: { readinessAssessments: readinessAssessmentServer },
  // Named from the setting's name, as defineSetting names its operations.
  handlers: settingHandlers(readinessItems) as Pick<
    Handlers,
    'readinessItems.get' | 'readinessItems.save'
  >,
});

export default readinessServer;
