// A dossier's decision through the API: approval refused, naming what is missing, while an
// Evidence-to-Decision criterion has no judgement, "adopt with conditions" names no condition,
// or a First Nations community it serves has no engagement record and no data-governance
// agreement; the page's profile says so before anyone tries; once complete it is approved and
// the decision is frozen with it. Malformed decision input is refused with a message, writing
// nothing; another staff member cannot write the lead's decision.
import { beforeAll, describe, expect, it } from 'vitest';

import { ETD_CRITERIA, type Dossier } from '../../contract/index.js';
import { db } from '../../../../tests/support/platform.js';
import { demoSessions, invitedSession } from '../../../../tests/support/sessions.js';
import { decidedDossier } from '../../../../tests/support/dossiers.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let lead: Session;
let reviewer: { email: string; session: Session };
let other: { email: string; session: Session };
beforeAll(async () => {
  ({ staff: lead } = await demoSessions());
  [reviewer, other] = await Promise.all([
    invitedSession('decision-reviewer'),
    invitedSession('decision-other'),
  ]);
});

const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 6);
/** Clearwater River Dene 222, an Indian reserve beside La Loche (2021 Census). */
const RESERVE = '4718839';

type Answer = { dossier: Dossier };
type Profile = Answer & { decisionGaps: string[]; live: { equity: unknown } };
const ok = <T>(answer: { status: number; result?: T; error?: unknown }): T => {
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!;
};
const stored = async (id: string) => (await db.collection('dossiers').doc(id).get()).data()!;

const fieldsOf = (t: string) => ({
  title: `Decision dossier ${t}`,
  technologyId: 'demo-tech-ultrasound',
  reviewerEmails: [reviewer.email],
  evidenceProfileId: 'demo-profile-ultrasound',
  budgetImpactId: 'demo-bia-ultrasound-north',
  facilityIds: ['odhf-8710'],
  needsAssessmentId: 'demo-assessment-laronge',
  needIds: ['demo-need-ultrasound'],
  recommendation: 'adopt with conditions',
  rationale: 'Travel avoided; costs to confirm.',
  communityIds: [RESERVE],
});

describe("a dossier's decision", () => {
  it('is approved only once every criterion is judged, a condition named and the Nation engaged', async () => {
    const t = tag();
    const { etd, conditions } = decidedDossier();
    const withoutValues = { ...etd, values: { judgement: null } };
    let d = ok(
      await callApi<Answer>(
        'dossiers.create',
        { fields: { ...fieldsOf(t), etd: withoutValues } },
        lead,
      ),
    ).dossier;
    const profile = ok(await callApi<Profile>('dossiers.get', { id: d.id }, lead));
    expect(profile.decisionGaps).toEqual([
      'Values has no judgement in the Evidence-to-Decision table',
      '"adopt with conditions" names no condition',
      'no engagement record, and it serves First Nations communities (Clearwater River Dene 222)',
      'no data-governance agreement covers the data about Clearwater River Dene 222',
    ]);
    // Sending for review is allowed: the panel works on it in review.
    d = ok(
      await callApi<Answer>(
        'dossiers.move',
        { id: d.id, version: d.version, move: 'submit' },
        lead,
      ),
    ).dossier;
    const before = await stored(d.id);
    const refused = await callApi(
      'dossiers.move',
      { id: d.id, version: d.version, move: 'approve' },
      reviewer.session,
    );
    expect(refused.error?.status).toBe('FAILED_PRECONDITION');
    expect(refused.error?.message).toBe(
      'It cannot be approved yet: Values has no judgement in the Evidence-to-Decision table; ' +
        '"adopt with conditions" names no condition; no engagement record, and it serves First ' +
        'Nations communities (Clearwater River Dene 222); no data-governance agreement covers ' +
        'the data about Clearwater River Dene 222. Its lead completes the dossier first.',
    );
    expect(await stored(d.id)).toEqual(before);

    // The lead completes all but the engagement record: still refused, saying only that.
    d = ok(
      await callApi<Answer>(
        'dossiers.move',
        { id: d.id, version: d.version, move: 'withdraw' },
        lead,
      ),
    ).dossier;
    const governance = {
      reference: 'Data-sharing agreement CRDN-2026-01 (test)',
      ocap: 'The Nation keeps the community-level figures; the hub holds aggregates only (test).',
    };
    const complete = { ...fieldsOf(t), etd, conditions, dataGovernance: governance };
    d = ok(
      await callApi<Answer>(
        'dossiers.update',
        { id: d.id, version: d.version, fields: complete },
        lead,
      ),
    ).dossier;
    const submit = async () =>
      (d = ok(
        await callApi<Answer>(
          'dossiers.move',
          { id: d.id, version: d.version, move: 'submit' },
          lead,
        ),
      ).dossier);
    await submit();
    const still = await callApi(
      'dossiers.move',
      { id: d.id, version: d.version, move: 'approve' },
      reviewer.session,
    );
    expect(still.error?.message).toBe(
      'It cannot be approved yet: no engagement record, and it serves First Nations ' +
        'communities (Clearwater River Dene 222). Its lead completes the dossier first.',
    );

    d = ok(
      await callApi<Answer>(
        'dossiers.move',
        { id: d.id, version: d.version, move: 'withdraw' },
        lead,
      ),
    ).dossier;
    const engagement = {
      parties: 'Clearwater River Dene Nation (test)',
      people: 'Health director, two Elders',
      date: '2026-10-14',
      method: 'Meeting in the community',
      said: 'Support a pilot if local staff run the cart (test).',
    };
    d = ok(
      await callApi<Answer>(
        'dossiers.update',
        { id: d.id, version: d.version, fields: { ...complete, engagements: [engagement] } },
        lead,
      ),
    ).dossier;
    await submit();
    expect(ok(await callApi<Profile>('dossiers.get', { id: d.id }, lead)).decisionGaps).toEqual([]);
    d = ok(
      await callApi<Answer>(
        'dossiers.move',
        { id: d.id, version: d.version, move: 'approve' },
        reviewer.session,
      ),
    ).dossier;
    expect(d.state).toBe('approved');
    // Frozen with it: the judgements, the condition and who it serves, as approved.
    const frozen = d.approved[0]!.snapshot;
    expect(frozen.etd.map((c) => c.judgement)).toEqual(ETD_CRITERIA.map((c) => c.scale[0]));
    expect(frozen.conclusions?.conditions).toEqual(conditions);
    expect(frozen.equity?.engagements).toEqual([engagement]);
    expect(frozen.equity?.dataGovernance).toEqual(governance);
    const flags = Object.fromEntries(frozen.equity!.communities.map((c) => [c.name, c.flag]));
    expect(flags).toMatchObject({
      'Clearwater River Dene 222': 'First Nations reserve',
      'La Loche': 'northern',
    });
  }, 120_000);

  it('shows what a dossier made before the table is missing', async () => {
    const got = ok(await callApi<Profile>('dossiers.get', { id: 'demo-dossier-ultrasound' }, lead));
    expect(got.decisionGaps[0]).toMatch(/judgement/);
  });

  it('refuses malformed decision input with a message, writing nothing', async () => {
    const t = tag();
    const engagement = {
      parties: 'A Nation',
      date: '2026-10-14',
      method: 'Meeting',
      said: 'Yes.',
    };
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [
        { etd: { priority: { judgement: 'large' } } },
        'fields.etd.priority.judgement',
        /Priority of the problem: choose one of no, probably no/,
      ],
      [{ etd: { mood: { judgement: 'yes' } } }, 'fields.etd', /./],
      [{ conditions: [{ text: 'Pilot', owner: '' }] }, 'fields.conditions.0.owner', /owner/],
      [
        { engagements: [{ ...engagement, date: '2026-02-30' }] },
        'fields.engagements.0.date',
        /real date/,
      ],
      [
        { engagements: Array.from({ length: 31 }, () => engagement) },
        'fields.engagements',
        /At most 30/,
      ],
      [{ dataGovernance: { reference: 'X', ocap: '' } }, 'fields.dataGovernance.ocap', /OCAP/],
      [
        { conflicts: [{ person: 'A', role: 'editor', declaration: 'None' }] },
        'fields.conflicts.0.role',
        /author or reviewer/,
      ],
      [
        { monitoring: { indicators: [{ name: 'Sessions', target: '' }], reviewDate: null } },
        'fields.monitoring.indicators.0.target',
        /target/,
      ],
      [
        { monitoring: { targets: { shareTravel: { value: 19, source: 'The log' } } } },
        'fields.monitoring.targets.shareTravel.value',
        /proportion between 0 and 1/,
      ],
      [
        { monitoring: { targets: { sessionsPerMonth: { value: 10 } } } },
        'fields.monitoring.targets.sessionsPerMonth.source',
        /Say where the target/,
      ],
      [
        { etd: { values: { judgement: 'yes', additional: 'x'.repeat(3001) } } },
        'fields.etd.values.additional',
        /At most 3000/,
      ],
    ];
    for (const [bad, field, message] of cases) {
      const refused = await callApi(
        'dossiers.create',
        { fields: { ...fieldsOf(t), ...bad } },
        lead,
      );
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.error?.status).toBe('INVALID_ARGUMENT');
      const fields = refused.error?.details?.fields ?? {};
      const at = Object.entries(fields).find(([k]) => k.startsWith(field));
      expect(at?.[1], `${field}: ${JSON.stringify(fields)}`).toMatch(message);
    }
    expect(
      (await db.collection('dossiers').where('title', '==', `Decision dossier ${t}`).get()).size,
    ).toBe(0);
  });

  it("is the lead's to write: another staff member's edit is refused", async () => {
    const d = ok(
      await callApi<Answer>('dossiers.create', { fields: fieldsOf(tag()) }, lead),
    ).dossier;
    const before = await stored(d.id);
    const edit = await callApi(
      'dossiers.update',
      { id: d.id, version: d.version, fields: { ...fieldsOf('x'), ...decidedDossier() } },
      other.session,
    );
    expect(edit.error?.status).toBe('PERMISSION_DENIED');
    expect(await stored(d.id)).toEqual(before);
  });
});
