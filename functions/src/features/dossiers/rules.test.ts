// The review rules of a dossier: which move each person may make in each state, approval refused
// while comments are open, comments refused once approved, and only the lead resolving.
import { describe, expect, it } from 'vitest';

import {
  DOSSIER_MOVES,
  DOSSIER_STATES,
  actorOf,
  commentRefusal,
  editStartsNewVersion,
  moveRefusal,
  resolveRefusal,
  type DossierActor,
  type DossierMove,
  type DossierState,
} from './rules.js';

const lead: DossierActor = { admin: false, lead: true, reviewer: false };
const reviewer: DossierActor = { admin: false, lead: false, reviewer: true };
const admin: DossierActor = { admin: true, lead: false, reviewer: false };
const other: DossierActor = { admin: false, lead: false, reviewer: false };
/** A lead who also named themselves a reviewer: still not allowed to approve their own. */
const leadReviewer: DossierActor = { admin: false, lead: true, reviewer: true };

const ready = (state: DossierState) => ({ state, openComments: 0, recommended: true });
const allowed = (move: DossierMove, actor: DossierActor, state: DossierState) =>
  moveRefusal(move, actor, ready(state)) === null;

describe('dossier moves', () => {
  it('each move is allowed from exactly one state, for the people the rule names', () => {
    // state → move → who may: the whole table written out (the rest is refused).
    const people = { lead, reviewer, admin, other, leadReviewer };
    const table: Record<DossierState, Partial<Record<DossierMove, Array<keyof typeof people>>>> = {
      draft: { submit: ['lead', 'admin', 'leadReviewer'] },
      'in review': {
        withdraw: ['lead', 'admin', 'leadReviewer'],
        approve: ['reviewer', 'admin'],
      },
      approved: { newVersion: ['lead', 'admin', 'leadReviewer'] },
    };
    for (const state of DOSSIER_STATES)
      for (const move of DOSSIER_MOVES)
        for (const [name, actor] of Object.entries(people)) {
          const expected = (table[state][move] ?? []).includes(name as keyof typeof people);
          expect(allowed(move, actor, state), `${name} ${move} from ${state}`).toBe(expected);
        }
  });

  it('says who may, before what state allows', () => {
    expect(moveRefusal('approve', other, ready('draft'))?.code).toBe('permission-denied');
    expect(moveRefusal('approve', leadReviewer, ready('in review'))).toMatchObject({
      code: 'permission-denied',
      message: expect.stringMatching(/cannot approve their own/),
    });
    expect(moveRefusal('submit', reviewer, ready('draft'))?.code).toBe('permission-denied');
    expect(moveRefusal('approve', reviewer, ready('draft'))).toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/is draft/),
    });
  });

  it('refuses approval while a comment is open, and sending without a recommendation', () => {
    const open = { state: 'in review' as const, openComments: 2, recommended: true };
    expect(moveRefusal('approve', reviewer, open)).toMatchObject({
      code: 'failed-precondition',
      message:
        '2 comments are still open; the lead or an administrator resolves them before approval.',
    });
    expect(moveRefusal('approve', admin, { ...open, openComments: 1 })?.message).toMatch(
      /1 comment is still open/,
    );
    expect(moveRefusal('approve', reviewer, { ...open, openComments: 0 })).toBeNull();
    expect(
      moveRefusal('submit', lead, { state: 'draft', openComments: 0, recommended: false })?.message,
    ).toMatch(/Write the recommendation/);
  });

  it('an edit of an approved dossier starts a new version; in draft or review it does not', () => {
    expect(DOSSIER_STATES.filter(editStartsNewVersion)).toEqual(['approved']);
  });
});

describe('comments', () => {
  it('reviewers, the lead and admins comment until the version is approved', () => {
    for (const actor of [reviewer, lead, admin]) {
      expect(commentRefusal(actor, 'draft')).toBeNull();
      expect(commentRefusal(actor, 'in review')).toBeNull();
      expect(commentRefusal(actor, 'approved')?.code).toBe('failed-precondition');
    }
    expect(commentRefusal(other, 'in review')?.code).toBe('permission-denied');
  });

  it('only the lead or an admin resolves, an open comment of an open version', () => {
    const open = { resolvedAt: null };
    expect(resolveRefusal(lead, 'in review', open)).toBeNull();
    expect(resolveRefusal(admin, 'in review', open)).toBeNull();
    expect(resolveRefusal(reviewer, 'in review', open)?.code).toBe('permission-denied');
    expect(resolveRefusal(lead, 'in review', { resolvedAt: '2026-01-01' })?.message).toMatch(
      /already resolved/,
    );
    expect(resolveRefusal(lead, 'in review', null)?.code).toBe('failed-precondition');
    expect(resolveRefusal(lead, 'approved', open)?.code).toBe('failed-precondition');
  });
});

describe('who a person is to a dossier', () => {
  it('the lead by uid, reviewers by e-mail whatever its case', () => {
    const dossier = { createdBy: 'u1', reviewerEmails: ['rev@hta.test'] };
    expect(actorOf({ uid: 'u1', email: 'lead@hta.test', admin: false }, dossier)).toEqual(lead);
    expect(actorOf({ uid: 'u2', email: 'Rev@HTA.test', admin: false }, dossier)).toEqual(reviewer);
    expect(actorOf({ uid: 'u3', email: null, admin: true }, dossier)).toEqual(admin);
    expect(actorOf({ uid: null, email: null, admin: false }, dossier)).toEqual(other);
  });
});

describe('approval and the decision', () => {
  it('is refused while the decision has gaps, naming each; other moves are not', () => {
    const gaps = [
      'Values has no judgement in the Evidence-to-Decision table',
      'no engagement record, and it serves First Nations communities (Chicken 224)',
    ];
    const facts = { ...ready('in review'), decisionGaps: gaps };
    expect(moveRefusal('approve', reviewer, facts)).toEqual({
      code: 'failed-precondition',
      message:
        'It cannot be approved yet: Values has no judgement in the Evidence-to-Decision table; ' +
        'no engagement record, and it serves First Nations communities (Chicken 224). Its lead ' +
        'completes the dossier first.',
    });
    expect(moveRefusal('withdraw', lead, facts)).toBeNull();
    expect(moveRefusal('submit', lead, { ...facts, state: 'draft' })).toBeNull();
  });

  it('still says first who may not approve at all', () => {
    const facts = { ...ready('in review'), decisionGaps: ['x'] };
    expect(moveRefusal('approve', other, facts)?.code).toBe('permission-denied');
  });
});
