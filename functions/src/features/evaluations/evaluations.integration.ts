// Technology assessment through the API: MAST evaluations and the results their write path keeps
// on the technology, the lifecycle's recorded decisions and waiting list, the question set
// administrators edit, candidates ranked for a need, and saved selections.
import { beforeAll, describe, expect, it } from 'vitest';

import {
  DEFAULT_MAST_QUESTIONS,
  DOMAIN_KEYS,
  PRECEDING_KEYS,
  aggregateEvaluations,
  evaluationFields,
} from '../../contract/index.js';
import { db } from '../../../../tests/support/platform.js';
import { demoSessions, invitedSession } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
let other: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
  other = (await invitedSession('evaluator')).session;
});

const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

async function newTechnology(fields: Record<string, unknown> = {}) {
  const answer = await callApi<{ technology: { id: string; version: number } }>(
    'technologies.create',
    {
      fields: {
        name: `Assessed ${tag()}`,
        category: 'Video visits',
        clinicalAreas: ['Nephrology'],
        ...fields,
      },
    },
    staff,
  );
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!.technology;
}

/** A new technology moved to a later stage (created technologies start as proposed). */
async function technologyAt(stage: string, fields: Record<string, unknown> = {}) {
  const created = await newTechnology(fields);
  const moved = await callApi<{ technology: { id: string; version: number } }>(
    'lifecycle.move',
    { id: created.id, version: 1, to: stage, rationale: 'Set up.', acknowledgeWarnings: true },
    staff,
  );
  expect(moved.status, JSON.stringify(moved.error)).toBe(200);
  return moved.result!.technology;
}

/** A complete evaluation: every question rated `rating` (or by domain), everything answered. */
function complete(
  technologyId: string,
  rating: number | ((domain: string, i: number) => number | null) = 4,
) {
  return {
    title: `Evaluation ${tag()}`,
    technologyId,
    evaluators: ['A. Evaluator'],
    preceding: Object.fromEntries(
      PRECEDING_KEYS.map((k) => [k, { answer: `About ${k}.`, result: 'pass' }]),
    ),
    domains: Object.fromEntries(
      DOMAIN_KEYS.map((k) => [
        k,
        DEFAULT_MAST_QUESTIONS[k].map((q, i) => {
          const r = typeof rating === 'function' ? rating(k, i) : rating;
          return {
            questionId: q.id,
            question: q.text,
            rating: r,
            notAssessedReason: r === null ? 'No data yet.' : null,
            evidence: 'Site visit.',
            source: 'Hub notes',
            studyIds: [] as string[],
            certainty: 'moderate',
          };
        }),
      ]),
    ),
    transferability: 'Transfers to similar communities.',
    recommendation: 'pilot',
    rationale: 'Promising.',
    status: 'submitted',
  };
}

interface Evaluation {
  id: string;
  version: number;
  status: string;
  completeness: number;
  submittedAt: string | null;
  revisions: Array<{ fields: string[] }>;
}
interface Technology {
  id: string;
  version: number;
  lifecycleStage: string;
  evaluationResults: {
    evaluations: number;
    overall: number | null;
    domains: Record<
      string,
      { mean: number | null; min: number | null; max: number | null; evaluations: number }
    >;
    recommendations: Record<string, number>;
  } | null;
  stageDecisions: Array<{
    from: string;
    to: string;
    rationale: string;
    byEmail: string;
    warnings: string[];
  }>;
}

const create = (session: Session, fields: unknown) =>
  callApi<{ evaluation: Evaluation }>('evaluations.create', { fields }, session);
const technologyOf = async (id: string) =>
  (await callApi<{ technology: Technology }>('technologies.get', { id }, staff)).result!.technology;

describe('evaluations', () => {
  it('count in the results once submitted, in the same transaction, and drafts never', async () => {
    const tech = await newTechnology();
    const draft = await create(staff, { ...complete(tech.id), status: 'draft' });
    expect(draft.status, JSON.stringify(draft.error)).toBe(200);
    expect((await technologyOf(tech.id)).evaluationResults).toBeNull();

    const submitted = await callApi<{ evaluation: Evaluation }>(
      'evaluations.update',
      { id: draft.result!.evaluation.id, version: 1, fields: complete(tech.id) },
      staff,
    );
    expect(submitted.status, JSON.stringify(submitted.error)).toBe(200);
    expect(submitted.result!.evaluation.completeness).toBe(1);
    expect(submitted.result!.evaluation.submittedAt).not.toBeNull();
    const results = (await technologyOf(tech.id)).evaluationResults!;
    expect(results.evaluations).toBe(1);
    expect(results.domains.safety).toMatchObject({ mean: 4, min: 4, max: 4, evaluations: 1 });
    expect(results.recommendations.pilot).toBe(1);

    // Another draft for the same technology changes nothing.
    await create(staff, { ...complete(tech.id, 1), status: 'draft' });
    expect((await technologyOf(tech.id)).evaluationResults).toEqual(results);
  });

  it('keep each evaluator’s own: two evaluators, the spread between them, and the results match a recomputation', async () => {
    const tech = await newTechnology();
    const mine = await create(staff, complete(tech.id, 5));
    const theirs = await create(
      other,
      complete(tech.id, (domain, i) => (domain === 'economic' && i === 0 ? null : 2)),
    );
    expect(theirs.status, JSON.stringify(theirs.error)).toBe(200);
    const results = (await technologyOf(tech.id)).evaluationResults!;
    expect(results.evaluations).toBe(2);
    expect(results.domains.safety).toMatchObject({ mean: 3.5, min: 2, max: 5, evaluations: 2 });
    const stored = await db
      .collection('evaluations')
      .where('technologyId', '==', tech.id)
      .where('status', '==', 'submitted')
      .get();
    expect(results).toEqual(
      aggregateEvaluations(stored.docs.map((d) => evaluationFields.parse(stripStored(d.data())))),
    );

    // Only its author (or an administrator) changes an evaluation.
    const byOther = await callApi(
      'evaluations.update',
      { id: mine.result!.evaluation.id, version: 1, fields: complete(tech.id, 1) },
      other,
    );
    expect(byOther.error?.status).toBe('PERMISSION_DENIED');
    const byAdmin = await callApi<{ evaluation: Evaluation }>(
      'evaluations.update',
      { id: mine.result!.evaluation.id, version: 1, fields: complete(tech.id, 3) },
      admin,
    );
    expect(byAdmin.status).toBe(200);
    // An edit after submission is recorded.
    expect(byAdmin.result!.evaluation.revisions.at(-1)?.fields).toContain('domains');
    expect((await technologyOf(tech.id)).evaluationResults!.domains.safety!.max).toBe(3);

    // A submitted evaluation stays submitted.
    const back = await callApi(
      'evaluations.update',
      {
        id: mine.result!.evaluation.id,
        version: 2,
        fields: { ...complete(tech.id), status: 'draft' },
      },
      admin,
    );
    expect(back.error?.details?.fields?.['fields.status']).toContain('stays submitted');

    // Deleting one takes it out of the results.
    expect(
      (await callApi('evaluations.delete', { id: mine.result!.evaluation.id }, admin)).status,
    ).toBe(200);
    expect((await technologyOf(tech.id)).evaluationResults!.evaluations).toBe(1);
  });

  it('refuse a submission that leaves anything unanswered, naming each field', async () => {
    const tech = await newTechnology();
    const fields = complete(tech.id);
    fields.domains.safety![1]!.rating = null;
    fields.domains.safety![1]!.notAssessedReason = null;
    fields.preceding.legal = { answer: null, result: null } as never;
    const answer = await create(staff, { ...fields, recommendation: null });
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(Object.keys(answer.error?.details?.fields ?? {})).toEqual(
      expect.arrayContaining([
        'fields.domains.safety.1.rating',
        'fields.preceding.legal.answer',
        'fields.recommendation',
      ]),
    );
  });

  it('refuse ten kinds of bad input and write nothing', async () => {
    const tech = await newTechnology();
    const count = async () => (await db.collection('evaluations').count().get()).data().count;
    const before = await count();
    const good = complete(tech.id);
    const bad: unknown[] = [
      { ...good, technologyId: 'no-such-technology' },
      { ...good, technologyId: '__x__' },
      { ...good, title: '' },
      { ...good, title: '<b>x</b>' },
      { ...good, status: 'approved' },
      { ...good, recommendation: 'maybe' },
      { ...good, startedOn: '2026-13-40' },
      {
        ...good,
        domains: { ...good.domains, safety: [{ ...good.domains.safety![0], rating: 0 }] },
      },
      {
        ...good,
        domains: { ...good.domains, safety: [{ ...good.domains.safety![0], rating: 6 }] },
      },
      {
        ...good,
        domains: { ...good.domains, safety: [{ ...good.domains.safety![0], rating: 2.5 }] },
      },
      {
        ...good,
        domains: { ...good.domains, safety: [{ ...good.domains.safety![0], certainty: 'sure' }] },
      },
      {
        ...good,
        domains: {
          ...good.domains,
          safety: [{ ...good.domains.safety![0], rating: 3, notAssessedReason: 'both' }],
        },
      },
      { ...good, preceding: { ...good.preceding, purpose: { answer: 'x', result: 'ok' } } },
      { ...good, evaluators: Array.from({ length: 11 }, (_, i) => `E${i}`) },
      { ...good, extra: true },
    ];
    for (const fields of bad)
      expect((await create(staff, fields)).error?.status).toBe('INVALID_ARGUMENT');
    expect(await count()).toBe(before);
  });

  it('cite studies of the library: references and the outcomes citing them shown, unknown ones refused, cited ones kept', async () => {
    const t = tag();
    const tech = await newTechnology();
    const study = await callApi<{ study: { id: string } }>(
      'studies.create',
      {
        fields: {
          authors: ['Cited A'],
          year: 2024,
          title: `Cited remote monitoring trial ${t}`,
          journal: 'J Test',
          design: 'RCT',
          technologyIds: [tech.id],
        },
      },
      staff,
    );
    expect(study.status, JSON.stringify(study.error)).toBe(200);
    const studyId = study.result!.study.id;
    const profile = await callApi<{ evidenceProfile: { id: string } }>(
      'evidenceProfiles.create',
      {
        fields: {
          title: `Monitoring profile ${t}`,
          technologyId: tech.id,
          outcomes: [
            {
              name: 'Admissions avoided',
              importance: 'critical',
              studyIds: [studyId],
              participants: 120,
              evidence: 'randomised trials',
              measure: 'none',
              narrative: 'Fewer admissions.',
              down: { imprecision: { rating: 'serious', reason: 'One small trial.' } },
            },
          ],
        },
      },
      staff,
    );
    expect(profile.status, JSON.stringify(profile.error)).toBe(200);

    const citing = complete(tech.id);
    const outcomes = citing.domains.clinicalEffectiveness!;
    citing.domains.clinicalEffectiveness = [
      { ...outcomes[0]!, studyIds: [studyId, studyId] },
      ...outcomes.slice(1),
    ];
    const created = await create(staff, citing);
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = created.result!.evaluation.id;
    const read = await callApi<{
      evaluation: { studyIds: string[]; domains: Record<string, Array<{ studyIds: string[] }>> };
      studies: Array<{ id: string; reference: string; outcomes: unknown[] }>;
    }>('evaluations.get', { id }, other);
    expect(read.status, JSON.stringify(read.error)).toBe(200);
    // Cited once, however often listed.
    expect(read.result!.evaluation.domains.clinicalEffectiveness![0]!.studyIds).toEqual([studyId]);
    expect(read.result!.evaluation.studyIds).toEqual([studyId]);
    expect(read.result!.studies).toEqual([
      {
        id: studyId,
        reference: expect.stringMatching(
          new RegExp(`^Cited A\\. Cited remote monitoring trial ${t}\\. J Test\\. 2024`),
        ),
        // Randomised: high − 1 (imprecision) = moderate, as the profile computed it.
        outcomes: [
          {
            profileId: profile.result!.evidenceProfile.id,
            profile: `Monitoring profile ${t}`,
            outcome: 'Admissions avoided',
            certainty: 'moderate',
          },
        ],
      },
    ]);

    // A study not in the library: refused at the answer citing it, nothing written.
    const count = async () => (await db.collection('evaluations').count().get()).data().count;
    const before = await count();
    const unknown = complete(tech.id);
    unknown.domains.safety = [{ ...unknown.domains.safety![0]!, studyIds: ['no-such-study'] }];
    const refused = await create(staff, unknown);
    expect(refused.error?.status).toBe('INVALID_ARGUMENT');
    expect(JSON.stringify(refused.error?.details)).toContain('fields.domains.safety.0.studyIds');
    const tooMany = complete(tech.id);
    tooMany.domains.safety = [
      { ...tooMany.domains.safety![0]!, studyIds: Array.from({ length: 11 }, (_, i) => `s${i}`) },
    ];
    expect((await create(staff, tooMany)).error?.status).toBe('INVALID_ARGUMENT');
    expect(await count()).toBe(before);

    // The profile stops citing it; the evaluation still does, so the study stays.
    const deleted = await callApi('studies.delete', { id: studyId }, admin);
    expect(deleted.error?.status).toBe('FAILED_PRECONDITION');
    expect(deleted.error?.message).toContain('Evaluation');
  });
});

describe('the lifecycle', () => {
  it('records each move as a decision and warns when an entry criterion is not met', async () => {
    const tech = await technologyAt('screening');
    // Straight to pilot without a submitted evaluation: a warning first.
    const warned = await callApi<never>(
      'lifecycle.move',
      { id: tech.id, version: tech.version, to: 'pilot', rationale: 'Urgent need in the north.' },
      staff,
    );
    expect(warned.error?.status).toBe('FAILED_PRECONDITION');
    expect(JSON.stringify(warned.error?.details)).toContain('no submitted evaluation');
    expect((await technologyOf(tech.id)).lifecycleStage).toBe('screening');

    const moved = await callApi<{ technology: Technology }>(
      'lifecycle.move',
      {
        id: tech.id,
        version: tech.version,
        to: 'pilot',
        rationale: 'Urgent need in the north.',
        acknowledgeWarnings: true,
      },
      staff,
    );
    expect(moved.status, JSON.stringify(moved.error)).toBe(200);
    const decision = moved.result!.technology.stageDecisions.at(-1)!;
    expect(decision).toMatchObject({
      from: 'screening',
      to: 'pilot',
      rationale: 'Urgent need in the north.',
      byEmail: 'staff@hta.test',
    });
    expect(decision.warnings[0]).toContain('no submitted evaluation');
    const audit = await db.collection('audit').where('recordId', '==', tech.id).get();
    expect(audit.docs.some((d) => (d.get('fields') as string[]).includes('lifecycleStage'))).toBe(
      true,
    );

    // The stage is not changed by editing the technology.
    const edited = await callApi(
      'technologies.update',
      {
        id: tech.id,
        version: tech.version + 1,
        fields: { name: 'Renamed', category: 'Video visits', lifecycleStage: 'adopted' },
      },
      staff,
    );
    expect(edited.error?.details?.fields?.['fields.lifecycleStage']).toContain('lifecycle board');
    // A stale version is refused like any write.
    expect(
      (
        await callApi(
          'lifecycle.move',
          { id: tech.id, version: tech.version, to: 'retired', rationale: 'Old' },
          staff,
        )
      ).error?.status,
    ).toBe('ABORTED');
  });

  it('lists technologies waiting for evaluation, oldest first, until one is submitted', async () => {
    const tech = await technologyAt('evaluation', { assignee: 'Sam Staff' });
    type Waiting = {
      items: Array<{
        id: string;
        daysWaiting: number;
        assignee: string | null;
        stageChangedAt: string;
      }>;
    };
    const waiting = await callApi<Waiting>('lifecycle.waiting', {}, staff);
    const row = waiting.result!.items.find((i) => i.id === tech.id);
    expect(row).toMatchObject({ daysWaiting: 0, assignee: 'Sam Staff' });
    const times = waiting.result!.items.map((i) => i.stageChangedAt);
    expect(times).toEqual([...times].sort());
    expect(waiting.result!.items.map((i) => i.id)).toContain('demo-tech-rpm');

    await create(staff, complete(tech.id));
    const after = await callApi<Waiting>('lifecycle.waiting', {}, staff);
    expect(after.result!.items.map((i) => i.id)).not.toContain(tech.id);
  });

  it('refuses bad moves and writes nothing', async () => {
    const tech = await newTechnology();
    const bad: unknown[] = [
      { id: tech.id, version: 1, to: 'launched', rationale: 'x'.repeat(10) },
      { id: tech.id, version: 1, to: 'pilot', rationale: '' },
      { id: tech.id, version: 1, to: 'pilot', rationale: 'no' },
      { id: tech.id, version: 1, to: 'pilot', rationale: '<script>x</script>' },
      { id: tech.id, version: 0, to: 'pilot', rationale: 'Because.' },
      { id: '__x__', version: 1, to: 'pilot', rationale: 'Because.' },
      { id: tech.id, to: 'pilot', rationale: 'Because.' },
      { id: tech.id, version: 1, rationale: 'Because.' },
      { id: tech.id, version: 1, to: 'pilot', rationale: 'Because.', acknowledgeWarnings: 'yes' },
      { id: tech.id, version: 1, to: 'pilot', rationale: 'Because.', extra: 1 },
    ];
    for (const input of bad)
      expect((await callApi('lifecycle.move', input, staff)).error?.status).toBe(
        'INVALID_ARGUMENT',
      );
    expect(
      (
        await callApi(
          'lifecycle.move',
          { id: tech.id, version: 1, to: 'proposed', rationale: 'Same.' },
          staff,
        )
      ).error?.status,
    ).toBe('INVALID_ARGUMENT');
    expect((await technologyOf(tech.id)).stageDecisions).toEqual([]);
  });
});

describe('the question set', () => {
  it('is the default until an administrator saves one; staff cannot; a stale save is refused', async () => {
    type Setting = { value: Record<string, Array<{ id: string; text: string }>>; version: number };
    const current = (await callApi<Setting>('mastQuestions.get', {}, staff)).result!;
    const value = {
      ...current.value,
      safety: [
        ...current.value.safety!,
        { id: 'alarms', text: 'Alarms reach a person who can act.' },
      ],
    };
    expect(
      (await callApi('mastQuestions.save', { value, version: current.version }, staff)).error
        ?.status,
    ).toBe('PERMISSION_DENIED');
    const saved = await callApi<Setting>(
      'mastQuestions.save',
      { value, version: current.version },
      admin,
    );
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.result!.version).toBe(current.version + 1);
    expect(
      (await callApi<Setting>('mastQuestions.get', {}, staff)).result!.value.safety!.at(-1)!.id,
    ).toBe('alarms');
    expect(
      (await callApi('mastQuestions.save', { value, version: current.version }, admin)).error
        ?.status,
    ).toBe('ABORTED');
    const bad: unknown[] = [
      { ...value, safety: [] },
      { ...value, safety: [{ id: 'Bad Id', text: 'A question' }] },
      { ...value, safety: [{ id: 'a', text: 'x' }] },
      {
        ...value,
        safety: [
          { id: 'a', text: 'One?' },
          { id: 'a', text: 'Two?' },
        ],
      },
      { ...value, unknownDomain: [] },
    ];
    for (const v of bad)
      expect(
        (await callApi('mastQuestions.save', { value: v, version: saved.result!.version }, admin))
          .error?.status,
      ).toBe('INVALID_ARGUMENT');
    // Put the default back for the other tests.
    await callApi(
      'mastQuestions.save',
      { value: DEFAULT_MAST_QUESTIONS, version: saved.result!.version },
      admin,
    );
  });
});

describe('selection', () => {
  it('ranks candidates for a need by their areas and results, explains each score, and saves a selection shown on the need', async () => {
    const area = `Area ${tag()}`;
    const strong = await newTechnology({
      clinicalAreas: [area],
      capitalCost: 1000,
      annualCost: 100,
    });
    const weak = await newTechnology({
      clinicalAreas: [area],
      capitalCost: 90000,
      annualCost: 20000,
    });
    await newTechnology({ clinicalAreas: ['Unrelated'] });
    await create(staff, complete(strong.id, 5));
    const need = await callApi<{ need: { id: string } }>(
      'clinicalNeeds.create',
      {
        fields: {
          title: `Need ${tag()}`,
          problem: 'p',
          population: 'q',
          outcome: 'r',
          clinicalArea: area.toUpperCase(),
          communityIds: ['4718041'],
        },
      },
      staff,
    );
    type Answer = {
      areas: string[];
      candidates: Array<{
        id: string;
        score: number;
        parts: Record<string, { value: number; reason: string }>;
      }>;
    };
    const ranked = await callApi<Answer>(
      'selection.candidates',
      { needId: need.result!.need.id },
      staff,
    );
    expect(ranked.status, JSON.stringify(ranked.error)).toBe(200);
    expect(ranked.result!.candidates.map((c) => c.id)).toEqual([strong.id, weak.id]);
    const best = ranked.result!.candidates[0]!;
    expect(best.parts.fit).toMatchObject({ value: 1 });
    expect(best.parts.evidence!.reason).toContain('5.00 of 5');
    expect(best.parts.cost!.value).toBe(1);
    expect(ranked.result!.candidates[1]!.parts.evidence!.reason).toContain(
      'No submitted evaluation',
    );

    const saved = await callApi<{ selection: { id: string; needTitle: string } }>(
      'selections.create',
      {
        fields: {
          title: 'For the need',
          needId: need.result!.need.id,
          technologyIds: [strong.id, weak.id],
          rationale: 'Best evidence and cost.',
        },
      },
      staff,
    );
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const page = await callApi<{ selections: Array<{ id: string }> }>(
      'clinicalNeeds.get',
      { id: need.result!.need.id },
      staff,
    );
    expect(page.result!.selections.map((s) => s.id)).toContain(saved.result!.selection.id);

    const bad: unknown[] = [
      { title: 'x', technologyIds: [strong.id], rationale: 'Because.' },
      { title: 'x', needId: need.result!.need.id, technologyIds: [], rationale: 'Because.' },
      {
        title: 'x',
        needId: need.result!.need.id,
        technologyIds: [strong.id, strong.id],
        rationale: 'Because.',
      },
      {
        title: 'x',
        needId: need.result!.need.id,
        technologyIds: ['a', 'b', 'c', 'd', 'e'],
        rationale: 'Because.',
      },
      {
        title: 'x',
        needId: need.result!.need.id,
        technologyIds: ['no-such'],
        rationale: 'Because.',
      },
      { title: 'x', needId: 'no-such-need', technologyIds: [strong.id], rationale: 'Because.' },
      {
        title: '',
        needId: need.result!.need.id,
        technologyIds: [strong.id],
        rationale: 'Because.',
      },
      { title: 'x', needId: need.result!.need.id, technologyIds: [strong.id], rationale: '' },
      {
        title: 'x',
        needId: need.result!.need.id,
        technologyIds: [strong.id],
        rationale: '<i>x</i>',
      },
      {
        title: 'x',
        needId: need.result!.need.id,
        technologyIds: [strong.id],
        rationale: 'Because.',
        extra: 1,
      },
    ];
    const count = async () => (await db.collection('selections').count().get()).data().count;
    const before = await count();
    for (const fields of bad)
      expect((await callApi('selections.create', { fields }, staff)).error?.status).toBe(
        'INVALID_ARGUMENT',
      );
    expect(await count()).toBe(before);
    expect((await callApi('selection.candidates', {}, staff)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
  });
});

/** A stored evaluation as its fields (what the schema accepts back). */
function stripStored(data: Record<string, unknown>) {
  const keys = Object.keys(evaluationFields.shape);
  return Object.fromEntries(Object.entries(data).filter(([k]) => keys.includes(k)));
}
