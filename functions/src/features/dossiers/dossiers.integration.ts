// Assessment dossiers through the API, as their lead, a named reviewer, another staff member and
// an admin. Intended access: everyone signed in reads dossiers and calls the review operations;
// only a dossier's lead (its author) or an admin edits it, sends it for review, takes it back or
// starts a new version, and resolves comments; its named reviewers, lead and admins comment;
// approval is an admin's or a named reviewer's other than the lead, refused while comments are
// open; an approved version is frozen (no comments, edits start the next version). Visitors
// nothing; deleting is admins' only.
import { beforeAll, describe, expect, it } from 'vitest';

import { communityEffects, type BudgetImpact, type Dossier } from '../../contract/index.js';
import { adminAuth, db } from '../../../../tests/support/platform.js';
import { demoSessions, invitedSession } from '../../../../tests/support/sessions.js';
import { fixed, oneYearAnalysis } from '../../../../tests/support/budgetImpacts.js';
import { decidedDossier } from '../../../../tests/support/dossiers.js';
import {
  callApi,
  changeOwnEmail,
  DEMO_PASSWORD,
  signIn,
  type Session,
} from '../../../../tests/support/session.js';

let lead: Session;
let admin: Session;
let reviewer: { email: string; session: Session };
let other: { email: string; session: Session };
beforeAll(async () => {
  ({ staff: lead, admin } = await demoSessions());
  [reviewer, other] = await Promise.all([
    invitedSession('dossier-reviewer'),
    invitedSession('dossier-other'),
  ]);
});

const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 6);

/** A budget impact analysis of the cart of the test's own, so editing it disturbs no one. */
async function anAnalysis(t: string) {
  const fields = oneYearAnalysis(`Dossier budget ${t}`, 'demo-tech-ultrasound');
  const made = await callApi<{
    budgetImpact: { id: string; version: number; totals: { netTotal: number } };
  }>('budgetImpacts.create', { fields }, lead);
  expect(made.status, JSON.stringify(made.error)).toBe(200);
  return { ...made.result!.budgetImpact, fields };
}

const aDossier = (t: string, budgetImpactId: string | null = null) => ({
  title: `Cart dossier ${t}`,
  technologyId: 'demo-tech-ultrasound',
  reviewerEmails: [reviewer.email],
  evidenceProfileId: 'demo-profile-ultrasound',
  budgetImpactId,
  facilityIds: ['odhf-8710'],
  needsAssessmentId: 'demo-assessment-laronge',
  needIds: ['demo-need-ultrasound'],
  recommendation: 'adopt with conditions',
  rationale: 'Travel avoided; costs to confirm.',
  ...decidedDossier(),
});

type Answer = { dossier: Dossier };
const create = (fields: Record<string, unknown>, as: Session = lead) =>
  callApi<Answer>('dossiers.create', { fields }, as);
const move = (d: Dossier, to: string, as: Session) =>
  callApi<Answer>('dossiers.move', { id: d.id, version: d.version, move: to }, as);
const stored = async (id: string) => (await db.collection('dossiers').doc(id).get()).data()!;
const ok = <T>(answer: { status: number; result?: T; error?: unknown }): T => {
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!;
};

describe('assessment dossiers', () => {
  it('go draft → in review → approved; approval freezes what they showed', async () => {
    const t = tag();
    const bia = await anAnalysis(t);
    let d = ok(await create(aDossier(t, bia.id))).dossier;
    expect(d).toMatchObject({ state: 'draft', versionNumber: 1, comments: [], approved: [] });

    // The page's live view gathers each source's own figures.
    const got = ok(
      await callApi<
        Answer & {
          live: {
            budgetImpact: { netTotal: number; communityEffects?: unknown[] } | null;
            needs: { needs: Array<{ rank: number | null }> } | null;
            evidenceProfile: { outcomes: unknown[] } | null;
            readiness: Array<{ name: string }>;
          };
        }
      >('dossiers.get', { id: d.id }, reviewer.session),
    );
    expect(got.live.budgetImpact!.netTotal).toBe(bia.totals.netTotal);
    // Each target community's effect, as the budget impact feature computes it for its own page.
    const { budgetImpact: analysis } = ok(
      await callApi<{ budgetImpact: BudgetImpact }>('budgetImpacts.get', { id: bia.id }, lead),
    );
    expect(analysis.targets.length).toBeGreaterThan(0);
    expect(got.live.budgetImpact!.communityEffects).toEqual(
      communityEffects(analysis, analysis.targets),
    );
    expect(got.live.evidenceProfile!.outcomes).toHaveLength(2);
    expect(got.live.needs!.needs[0]!.rank).toBeGreaterThan(0);
    expect(got.live.readiness).toHaveLength(1);

    d = ok(await move(d, 'submit', lead)).dossier;
    expect(d.state).toBe('in review');

    const commented = ok(
      await callApi<Answer>(
        'dossiers.comment',
        { id: d.id, section: 'budget', text: 'Which costs are assumptions?' },
        reviewer.session,
      ),
    ).dossier;
    const comment = commented.comments[0]!;
    expect(comment).toMatchObject({
      section: 'budget',
      byEmail: reviewer.email,
      version: 1,
      resolvedAt: null,
    });
    // A comment is not an edit: the version edits are checked against stays.
    expect(commented.version).toBe(d.version);

    const early = await move(d, 'approve', reviewer.session);
    expect(early.error?.status).toBe('FAILED_PRECONDITION');
    expect(early.error?.message).toMatch(/1 comment is still open/);

    // The reviewer may not resolve (their own or anyone's): the lead does.
    const notYours = await callApi(
      'dossiers.resolve',
      { id: d.id, commentId: comment.id },
      reviewer.session,
    );
    expect(notYours.error?.status).toBe('PERMISSION_DENIED');
    expect(notYours.error?.message).toMatch(/lead or an administrator resolves/);
    const resolved = ok(
      await callApi<Answer>('dossiers.resolve', { id: d.id, commentId: comment.id }, lead),
    ).dossier;
    expect(resolved.comments[0]).toMatchObject({ resolvedByEmail: 'staff@hta.test' });
    expect(resolved.comments[0]!.resolvedAt).toEqual(expect.any(String));

    // The lead does not approve their own dossier; another staff member is no reviewer.
    expect((await move(d, 'approve', lead)).error?.status).toBe('PERMISSION_DENIED');
    expect((await move(d, 'approve', other.session)).error?.status).toBe('PERMISSION_DENIED');
    d = ok(await move(d, 'approve', reviewer.session)).dossier;
    expect(d.state).toBe('approved');
    expect(d.approved).toHaveLength(1);
    const v1 = d.approved[0]!;
    expect(v1).toMatchObject({ number: 1, approvedByEmail: reviewer.email });
    expect(v1.snapshot.budgetImpact!.netTotal).toBe(bia.totals.netTotal);
    expect(v1.snapshot.recommendation).toBe('adopt with conditions');

    const late = await callApi(
      'dossiers.comment',
      { id: d.id, section: 'budget', text: 'And now?' },
      reviewer.session,
    );
    expect(late.error?.status).toBe('FAILED_PRECONDITION');
    expect(late.error?.message).toMatch(/approved and frozen/);

    // The HTA report of the approved version is made and kept as it is approved.
    const report = async () =>
      ok(
        await callApi<{
          version: { label: string; changed: string | null };
          budget: { content: { total: { net: number } } | null };
        }>('reports.get', { technologyId: 'demo-tech-ultrasound', dossierId: d.id }, lead),
      );
    const kept = await report();
    expect(kept.version).toMatchObject({ label: 'Dossier version 1 (approved)', changed: null });
    expect(kept.budget.content!.total.net).toBe(bia.totals.netTotal);

    // The budget impact changes after approval: the live view follows, version 1 does not.
    const cheaper = ok(
      await callApi<{ budgetImpact: { totals: { netTotal: number } } }>(
        'budgetImpacts.update',
        {
          id: bia.id,
          version: bia.version,
          fields: { ...bia.fields, costs: { ...bia.fields.costs, equipment: fixed(2000) } },
        },
        lead,
      ),
    ).budgetImpact;
    expect(cheaper.totals.netTotal).toBe(bia.totals.netTotal - 8000);
    const after = ok(
      await callApi<
        Answer & { live: { budgetImpact: { netTotal: number } }; changedSinceApproval: boolean }
      >('dossiers.get', { id: d.id }, lead),
    );
    expect(after.changedSinceApproval).toBe(true);
    expect(after.live.budgetImpact.netTotal).toBe(cheaper.totals.netTotal);
    expect(after.dossier.approved[0]!.snapshot.budgetImpact!.netTotal).toBe(bia.totals.netTotal);
    // …nor does its report, kept when it was approved (reports.integration.ts has the rest).
    expect(await report()).toEqual(kept);

    // An edit of the approved dossier starts version 2 as a draft; version 1 stays as approved.
    const edited = ok(
      await callApi<Answer>(
        'dossiers.update',
        {
          id: d.id,
          version: d.version,
          fields: { ...aDossier(t, bia.id), rationale: 'Cheaper than thought.' },
        },
        lead,
      ),
    ).dossier;
    expect(edited).toMatchObject({
      state: 'draft',
      versionNumber: 2,
      rationale: 'Cheaper than thought.',
    });
    expect(edited.approved).toEqual([v1]);
    expect(edited.comments).toHaveLength(1);
  });

  it('starts a new version by the move too, and takes a review back to draft', async () => {
    const t = tag();
    let d = ok(await create({ ...aDossier(t), reviewerEmails: [] })).dossier;
    d = ok(await move(d, 'submit', lead)).dossier;
    d = ok(await move(d, 'withdraw', lead)).dossier;
    expect(d.state).toBe('draft');
    d = ok(await move(d, 'submit', lead)).dossier;
    // No reviewer named: an administrator approves.
    d = ok(await move(d, 'approve', admin)).dossier;
    expect(d.approved[0]!.approvedByEmail).toBe('admin@hta.test');
    expect((await move(d, 'withdraw', lead)).error?.status).toBe('FAILED_PRECONDITION');
    d = ok(await move(d, 'newVersion', lead)).dossier;
    expect(d).toMatchObject({ state: 'draft', versionNumber: 2 });
  });

  it('are cited by a move of their technology to adopted or not adopted', async () => {
    const t = tag();
    const made = ok(
      await callApi<{ technology: { id: string; version: number } }>(
        'technologies.create',
        { fields: { name: `Dossier-cited ${t}`, category: 'Video visits', clinicalAreas: [] } },
        lead,
      ),
    ).technology;
    type Moved = {
      technology: { id: string; version: number };
      decision: { warnings: string[]; dossier: unknown };
    };
    const stageMove = (tech: { id: string; version: number }, to: string) =>
      callApi<Moved>(
        'lifecycle.move',
        {
          id: tech.id,
          version: tech.version,
          to,
          rationale: 'Decided.',
          acknowledgeWarnings: true,
        },
        lead,
      );
    // Without an approved dossier the decision warns and cites none.
    const rejected = ok(await stageMove(made, 'not adopted'));
    expect(rejected.decision.warnings).toContain(
      'No assessment dossier of it is approved; the decision cites none.',
    );
    expect(rejected.decision.dossier).toBeNull();

    let d = ok(
      await create({ ...aDossier(t), technologyId: made.id, evidenceProfileId: null, needIds: [] }),
    ).dossier;
    d = ok(await move(d, 'submit', lead)).dossier;
    d = ok(await move(d, 'approve', reviewer.session)).dossier;
    // Nothing changed since: the live view is the frozen one.
    const got = ok(
      await callApi<{ changedSinceApproval: boolean }>('dossiers.get', { id: d.id }, lead),
    );
    expect(got.changedSinceApproval).toBe(false);
    const adopted = ok(await stageMove(rejected.technology, 'adopted'));
    expect(adopted.decision.dossier).toEqual({
      id: d.id,
      title: d.title,
      version: 1,
      recommendation: 'adopt with conditions',
    });
    expect(adopted.decision.warnings.join(' ')).not.toMatch(/assessment dossier/);
    // The move it decided is no change to what the dossier rests on.
    const after = ok(
      await callApi<{ changedSinceApproval: boolean }>('dossiers.get', { id: d.id }, lead),
    );
    expect(after.changedSinceApproval).toBe(false);
  });

  it("refuse another person's changes to a lead's draft, writing nothing", async () => {
    const d = ok(await create(aDossier(tag()))).dossier;
    const before = await stored(d.id);
    const edit = await callApi(
      'dossiers.update',
      { id: d.id, version: d.version, fields: { ...aDossier('x'), title: 'Taken over' } },
      other.session,
    );
    expect(edit.error?.status).toBe('PERMISSION_DENIED');
    expect(edit.error?.message).toMatch(/Only its author or an administrator/);
    const submit = await move(d, 'submit', other.session);
    expect(submit.error?.status).toBe('PERMISSION_DENIED');
    // Someone not named as a reviewer does not comment either.
    const comment = await callApi(
      'dossiers.comment',
      { id: d.id, section: 'needs', text: 'Hm' },
      other.session,
    );
    expect(comment.error?.status).toBe('PERMISSION_DENIED');
    expect(await stored(d.id)).toEqual(before);
    // Everyone signed in reads it; visitors do not.
    ok(await callApi('dossiers.get', { id: d.id }, other.session));
    expect((await callApi('dossiers.get', { id: d.id })).error?.status).toMatch(
      /UNAUTHENTICATED|PERMISSION_DENIED/,
    );
    expect(
      (await callApi('dossiers.delete', { id: d.id, version: d.version }, lead)).error?.status,
    ).toBe('PERMISSION_DENIED');
  });

  // Auth lets an account change its own e-mail, and reviewers are named by e-mail: a staff
  // member could take an unclaimed reviewer's address and approve.
  it("refuse one who changed their account's e-mail to a named reviewer's", async () => {
    const ghost = `dossier-ghost-${tag()}@hta.test`;
    let d = ok(await create({ ...aDossier(tag()), reviewerEmails: [ghost] })).dossier;
    d = ok(await move(d, 'submit', lead)).dossier;
    const before = await stored(d.id);
    const taker = await invitedSession('dossier-taker');
    await changeOwnEmail(taker.session, ghost);
    // A change of e-mail ends the account's sessions; it signs in again under the new address.
    const asGhost = await signIn(ghost, DEMO_PASSWORD);
    expect(asGhost.claims).toMatchObject({ email: ghost, email_verified: false, staff: true });

    const approve = await move(d, 'approve', asGhost);
    expect(approve.error?.status).toBe('PERMISSION_DENIED');
    const comment = await callApi(
      'dossiers.comment',
      { id: d.id, section: 'budget', text: 'Looks fine' },
      asGhost,
    );
    expect(comment.error?.status).toBe('PERMISSION_DENIED');
    expect(await stored(d.id)).toEqual(before);
  });

  it("refuse one whose e-mail moved to a named reviewer's, after an administrator re-granted access", async () => {
    const ghost = `ext.reviewer-${tag()}@hta.test`;
    let d = ok(await create({ ...aDossier(tag()), reviewerEmails: [ghost] })).dossier;
    d = ok(await move(d, 'submit', lead)).dossier;
    const before = await stored(d.id);
    const taker = await invitedSession('dossier-regranted');
    await changeOwnEmail(taker.session, ghost);
    // An administrator's routine remove-then-grant of access, seeing the account's e-mail now.
    ok(await callApi('users.setAccess', { uid: taker.uid, access: false }, admin));
    ok(await callApi('users.setAccess', { uid: taker.uid, access: true }, admin));
    const asGhost = await signIn(ghost, DEMO_PASSWORD);

    const approve = await move(d, 'approve', asGhost);
    expect(approve.error?.status, JSON.stringify(approve.result ?? approve.error)).toBe(
      'PERMISSION_DENIED',
    );
    const comment = await callApi(
      'dossiers.comment',
      { id: d.id, section: 'budget', text: 'Looks fine' },
      asGhost,
    );
    expect(comment.error?.status).toBe('PERMISSION_DENIED');
    expect(await stored(d.id)).toEqual(before);
    // Still the person the invitation admitted: an unverified address is no one's admission.
    expect((await adminAuth.getUser(taker.uid)).customClaims).toMatchObject({
      staff: true,
      admittedEmail: taker.email,
    });
  });

  it('refuse an approval once a cited source changed since it was sent for review', async () => {
    const t = tag();
    // An evidence profile of the test's own: its edit disturbs no other test.
    const outcome = {
      name: 'Exams completed remotely',
      importance: 'critical',
      studyIds: ['demo-study-obaid-2021'],
      participants: 40,
      evidence: 'observational studies',
      measure: 'none',
      narrative: 'Most exams completed remotely.',
    };
    const profileFields = {
      title: `Reviewed profile ${t}`,
      technologyId: 'demo-tech-ultrasound',
      outcomes: [outcome],
    };
    const profile = ok(
      await callApi<{ evidenceProfile: { id: string; version: number } }>(
        'evidenceProfiles.create',
        { fields: profileFields },
        lead,
      ),
    ).evidenceProfile;
    let d = ok(await create({ ...aDossier(t), evidenceProfileId: profile.id })).dossier;
    d = ok(await move(d, 'submit', lead)).dossier;
    // The reviewer reads what was sent for review…
    d = ok(await callApi<Answer>('dossiers.get', { id: d.id }, reviewer.session)).dossier;

    // …then a staff member who is neither lead nor reviewer rewrites the cited profile.
    const rewritten = 'Rewritten after the review: every exam completed remotely.';
    ok(
      await callApi(
        'evidenceProfiles.update',
        {
          id: profile.id,
          version: profile.version,
          fields: { ...profileFields, outcomes: [{ ...outcome, narrative: rewritten }] },
        },
        other.session,
      ),
    );
    // The page tells the reviewer before they try…
    const warned = async () =>
      ok(
        await callApi<{ approvalRefused: string | null }>(
          'dossiers.get',
          { id: d.id },
          reviewer.session,
        ),
      ).approvalRefused;
    expect(await warned()).toMatch(/the evidence profile “Reviewed profile .*” was edited/);
    const before = await stored(d.id);
    const refused = await move(d, 'approve', reviewer.session);
    expect(refused.error?.status).toBe('FAILED_PRECONDITION');
    expect(refused.error?.message).toMatch(
      new RegExp(
        `^Since this version was sent for review, the evidence profile “Reviewed profile ${t}” was edited: its reviewers have not seen`,
      ),
    );
    // Nothing approved, nothing kept.
    expect(await stored(d.id)).toEqual(before);
    expect((await db.collection('dossiers').doc(d.id).collection('reports').get()).size).toBe(0);

    // Sent for review again, the rewritten profile is what the reviewer approves.
    d = ok(await move(d, 'withdraw', lead)).dossier;
    d = ok(await move(d, 'submit', lead)).dossier;
    expect(await warned()).toBeNull();
    d = ok(await move(d, 'approve', reviewer.session)).dossier;
    expect(d.approved[0]!.snapshot.evidenceProfile!.outcomes[0]!.effect).toBe(rewritten);
  });

  // A cited analysis moved to another technology would make the dossier's report and approval
  // fail with "…is about another technology", which no reviewer could fix.
  it('keep the sources they cite to their technology', async () => {
    const t = tag();
    const [cited, free] = await Promise.all([anAnalysis(t), anAnalysis(`${t}-free`)]);
    const d = ok(await create(aDossier(t, cited.id))).dossier;
    const moveTo = (a: typeof cited) =>
      callApi(
        'budgetImpacts.update',
        { id: a.id, version: a.version, fields: { ...a.fields, technologyId: 'demo-tech-rpm' } },
        lead,
      );
    const refused = await moveTo(cited);
    expect(refused.status).toBe(400);
    expect(refused.error?.details?.fields?.['fields.technologyId']).toMatch(
      new RegExp(`^The assessment dossier “${d.title}” cites this budget impact analysis`),
    );
    expect((await db.collection('budgetImpacts').doc(cited.id).get()).get('technologyId')).toBe(
      'demo-tech-ultrasound',
    );
    // One no dossier cites moves as before.
    ok(await moveTo(free));
  });

  // Comments are kept inside the dossier, and 186 comments of 2,000 '€' (6 KB each) would take
  // it past the 1 MiB a Firestore document holds — after which not even a resolution or the
  // approval could be saved.
  it('stop taking comments before the dossier is full, leaving room to resolve them', async () => {
    let d = ok(await create(aDossier(tag()))).dossier;
    d = ok(await move(d, 'submit', lead)).dossier;
    const comment = () =>
      callApi<Answer>(
        'dossiers.comment',
        { id: d.id, section: 'budget', text: '€'.repeat(2000) },
        reviewer.session,
      );
    let answer = await comment();
    let taken = 0;
    while (answer.status === 200 && taken < 200) {
      taken += 1;
      answer = await comment();
    }
    expect(answer.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(answer.error?.message).toMatch(/^This dossier cannot take more comments/);
    expect(taken).toBeGreaterThan(50);
    const full = await stored(d.id);
    expect((full.comments as unknown[]).length).toBe(taken);
    // The lead still resolves them: the room left is kept for that and the approval.
    const first = (full.comments as Array<{ id: string }>)[0]!;
    ok(await callApi('dossiers.resolve', { id: d.id, commentId: first.id }, lead));
    // Gone again: the end-to-end tests that follow share this platform (its 700 KB are no fixture).
    ok(await callApi('dossiers.delete', { id: d.id, version: d.version }, admin));
  });

  it('refuse malformed input with a message, writing nothing', async () => {
    const t = tag();
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ reviewerEmails: ['not an address'] }, 'fields.reviewerEmails.0', /valid e-mail/],
      [{ recommendation: 'maybe' }, 'fields.recommendation', /Choose a recommendation/],
      [{ needsAssessmentId: null }, 'fields.needsAssessmentId', /needs assessment that ranks/],
      [{ facilityIds: ['no-such-facility'] }, 'fields.facilityIds', /no-such-facility/],
      // The demo profile is the cart's; another technology's dossier may not cite it.
      [{ technologyId: 'demo-tech-rpm' }, 'fields.evidenceProfileId', /of another technology/],
    ];
    for (const [bad, field, message] of cases) {
      const refused = await create({ ...aDossier(t), ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.error?.status).toBe('INVALID_ARGUMENT');
      expect(refused.error?.details?.fields?.[field], JSON.stringify(refused.error)).toMatch(
        message,
      );
    }
    expect(
      (await db.collection('dossiers').where('title', '==', `Cart dossier ${t}`).get()).size,
    ).toBe(0);

    const d = ok(await create(aDossier(t))).dossier;
    const before = await stored(d.id);
    for (const input of [
      { id: d.id, section: 'appendix', text: 'Where?' },
      { id: d.id, section: 'budget', text: '' },
      { id: d.id, section: 'budget', text: 'x', extra: true },
    ]) {
      const refused = await callApi('dossiers.comment', input, reviewer.session);
      expect(refused.error?.status, JSON.stringify(input)).toBe('INVALID_ARGUMENT');
    }
    const badMove = await callApi(
      'dossiers.move',
      { id: d.id, version: d.version, move: 'publish' },
      lead,
    );
    expect(badMove.error?.details?.fields?.move).toMatch(
      /Choose submit, withdraw, approve or newVersion/,
    );
    expect(await stored(d.id)).toEqual(before);
  });
});
