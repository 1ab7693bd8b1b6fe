// The review of a dossier: its moves (approval freezes what it shows as a version, and what other
// features keep of it — the HTA report), comments on its sections and their resolution. Each
// reads the dossier in a transaction, asks rules.ts whether this person may do this now, and
// writes the dossier with an audit entry.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';

import type { Handlers } from '../../api/handler.js';
import type { Caller } from '../../api/context.js';
import { parseStored, readRecord, readStored } from '../../api/registries/read.js';
import { earlierRequest, noteRequest } from '../../api/requestIds.js';
import {
  db,
  readForWrite,
  recordChange,
  Timestamp,
  toJson,
  type WriteContext,
} from '../../api/registries/kit.js';
import {
  actorOf,
  commentRefusal,
  moveRefusal,
  resolveRefusal,
  MOVE_STATES,
  type Refusal,
} from './rules.js';
import { dossiers, type Dossier } from './contract.js';
import { reviewRecord, reviewRefusal, type ReviewRecord } from './review.js';
import { reviewedSourcesOf } from './reviewedSources.server.js';
import { decisionGaps } from './snapshot.js';
import { snapshotOf } from './sources.server.js';

const LABEL = 'assessment dossier';
const MAX_COMMENTS = 500;

/**
 * A dossier keeps its comments and approved versions inside it, and Firestore refuses a document
 * over 1 MiB (the stand-in too). Its size is reckoned as its JSON text, which counts more than
 * Firestore does (quotes, field names on every comment): comments stop at COMMENT_ROOM_BYTES,
 * leaving room for resolving them and approving, and no write goes over DOSSIER_ROOM_BYTES.
 * Without these limits, 186 comments of 2,000 '€' take a dossier to 1.15 MB, past which nothing
 * — not a resolution, not the approval — could be saved.
 */
const COMMENT_ROOM_BYTES = 700_000;
const DOSSIER_ROOM_BYTES = 1_000_000;
const jsonBytes = (data: Data) => Buffer.byteLength(JSON.stringify(toJson(data)), 'utf8');
const kilobytes = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString('en-CA')} KB`;

type Data = Record<string, unknown>;

const refuse = (r: Refusal | null) => {
  if (r) throw new HttpsError(r.code, r.message);
};

const actorFor = (caller: Caller, dossier: Dossier) =>
  actorOf(caller, { createdBy: dossier.createdBy, reviewerEmails: dossier.reviewerEmails });

/**
 * The lists a move writes back as they are stored (Timestamps kept), beside the record read as
 * the contract's JSON, which is what rules compare.
 */
const storedLists = z.object({
  comments: z.array(z.looseObject({ id: z.string() })).default([]),
  approved: z.array(z.looseObject({})).default([]),
});
const listsOf = (snap: DocumentSnapshot) => readStored(storedLists, snap);
const openOn = (comments: Dossier['comments'], version: number) =>
  comments.filter((c) => c.version === version && !c.resolvedAt).length;

/** Writes the dossier's new data and its audit entry; answers the record as JSON. */
function write(
  ctx: WriteContext,
  before: DocumentSnapshot,
  data: Data,
  fields: string[],
  bumpVersion: boolean,
) {
  const version = readRecord(dossiers, before).version + (bumpVersion ? 1 : 0);
  const next = {
    ...before.data(),
    ...data,
    updatedAt: ctx.now,
    updatedBy: ctx.caller.uid,
    version,
  };
  const bytes = jsonBytes(next);
  if (bytes > DOSSIER_ROOM_BYTES)
    throw new HttpsError(
      'resource-exhausted',
      `This dossier cannot be saved: with its comments and approved versions it would hold ` +
        `${kilobytes(bytes)}, more than one record can (${kilobytes(DOSSIER_ROOM_BYTES)}). ` +
        `Start a new dossier for the technology to go on.`,
    );
  ctx.tx.set(before.ref, next);
  recordChange(ctx, {
    collection: 'dossiers',
    recordId: before.id,
    name: String(before.get('title')),
    action: 'update',
    fields,
    version,
  });
  return {
    dossier: parseStored(dossiers.record, before.ref.path, toJson({ ...next, id: before.id })),
  };
}

const inTransaction = <T>(caller: Caller, body: (ctx: WriteContext) => Promise<T>) =>
  db.runTransaction((tx) => body({ tx, caller, now: Timestamp.now() }));

export const dossierHandlers: Pick<
  Handlers,
  'dossiers.move' | 'dossiers.comment' | 'dossiers.resolve'
> = {
  'dossiers.move': ({ id, version, move }, { caller, registries }) =>
    inTransaction(caller, async (ctx) => {
      const before = await readForWrite(ctx.tx, 'dossiers', LABEL, id, version);
      const dossier = readRecord(dossiers, before);
      const { state, versionNumber: number, rationale } = dossier;
      // Frozen on approval: what the dossier shows at this moment, read in this transaction
      // before any write; its decision's gaps refuse the approval.
      const snapshot = move === 'approve' ? await snapshotOf(before.data() ?? {}, ctx.tx) : null;
      refuse(
        moveRefusal(move, actorFor(caller, dossier), {
          state,
          openComments: openOn(dossier.comments, number),
          recommended:
            Boolean(dossier.recommendation) &&
            typeof rationale === 'string' &&
            rationale.trim() !== '',
          decisionGaps: snapshot ? decisionGaps(snapshot) : [],
        }),
      );
      const to = MOVE_STATES[move].to;
      if (move === 'submit') {
        // What the review covers: the sources as they are when it is sent.
        const review: ReviewRecord = {
          number,
          sources: await reviewedSourcesOf(before.data() ?? {}, ctx.tx),
        };
        return write(ctx, before, { state: to, review }, ['state'], true);
      }
      if (snapshot) {
        // The reviewers approve what was sent for review, not a source rewritten since.
        const pinned = reviewRecord.safeParse(before.get('review'));
        const sent = pinned.success ? pinned.data : null;
        refuse(reviewRefusal(sent, number, await reviewedSourcesOf(before.data() ?? {}, ctx.tx)));
        // What other features keep of this version (the HTA report), read in this transaction
        // too — before any write.
        const approval = { id, number, approvedAt: ctx.now, approvedByEmail: caller.email };
        const kept = await registries.approvalEffects(
          'dossiers',
          ctx,
          before.data() ?? {},
          approval,
        );
        const version = { number, approvedAt: ctx.now, approvedByEmail: caller.email, snapshot };
        const approved = [...listsOf(before).approved, version];
        const answer = write(
          ctx,
          before,
          {
            state: to,
            approved,
            lastApproved: {
              number,
              approvedAt: ctx.now,
              recommendation: snapshot.recommendation,
            },
          },
          ['state', 'approved'],
          true,
        );
        kept.forEach((effect) => effect());
        return answer;
      }
      const next = move === 'newVersion' ? { versionNumber: number + 1 } : {};
      return write(ctx, before, { state: to, ...next }, ['state', ...Object.keys(next)], true);
    }),

  'dossiers.comment': ({ id, section, text, requestId }, { caller }) =>
    inTransaction(caller, async (ctx) => {
      const earlier = await earlierRequest(ctx, 'dossiers.comment', requestId);
      const before = await readForWrite(ctx.tx, 'dossiers', LABEL, id, undefined);
      // Sent again (its answer was lost): the dossier with the comment the first one added.
      if (earlier?.made) return { dossier: readRecord(dossiers, before) };
      const dossier = readRecord(dossiers, before);
      refuse(commentRefusal(actorFor(caller, dossier), dossier.state));
      const { comments } = listsOf(before);
      if (comments.length >= MAX_COMMENTS)
        throw new HttpsError(
          'resource-exhausted',
          `A dossier keeps at most ${MAX_COMMENTS} comments.`,
        );
      const comment = {
        id: db.collection('dossiers').doc().id,
        version: dossier.versionNumber,
        section,
        text,
        byEmail: caller.email,
        at: ctx.now,
        resolvedAt: null,
        resolvedByEmail: null,
      };
      const withIt = [...comments, comment];
      if (jsonBytes({ ...before.data(), comments: withIt }) > COMMENT_ROOM_BYTES)
        throw new HttpsError(
          'resource-exhausted',
          `This dossier cannot take more comments: they fill the room one record has ` +
            `(${kilobytes(COMMENT_ROOM_BYTES)} with its approved versions), and what is left ` +
            `is kept for resolving them and approving. Start a new dossier for the technology ` +
            `to go on reviewing.`,
        );
      noteRequest(ctx, earlier, 'dossiers.comment', {
        collection: 'dossiers',
        recordId: id,
        itemId: comment.id,
      });
      // A comment is not an edit: the dossier's version (what an edit is checked against) stays.
      return write(ctx, before, { comments: withIt }, ['comments'], false);
    }),

  'dossiers.resolve': ({ id, commentId }, { caller }) =>
    inTransaction(caller, async (ctx) => {
      const before = await readForWrite(ctx.tx, 'dossiers', LABEL, id, undefined);
      const dossier = readRecord(dossiers, before);
      const comment = dossier.comments.find(
        (c) => c.id === commentId && c.version === dossier.versionNumber,
      );
      refuse(
        resolveRefusal(
          actorFor(caller, dossier),
          dossier.state,
          comment ? { resolvedAt: comment.resolvedAt } : null,
        ),
      );
      const resolved = listsOf(before).comments.map((c) =>
        c.id === comment?.id ? { ...c, resolvedAt: ctx.now, resolvedByEmail: caller.email } : c,
      );
      return write(ctx, before, { comments: resolved }, ['comments'], false);
    }),
};
