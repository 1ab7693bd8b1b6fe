// Technology assessment through the API: MAST evaluations and the results their write path keeps
// on the technology, the lifecycle's recorded decisions and waiting list, the question set
// administrators edit, candidates ranked for a need, and saved selections.
import { beforeAll, describe, expect, it } from 'vitest';

import {
  DEFAULT_QUESTION_SETS,
  DOMAIN_KEYS,
  PRECEDING_KEYS,
  aggregateEvaluations,
  evaluationFields,
  setFor,
  type MastQuestion,
  type QuestionSet,
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

/** An answer to a question that is not a rating (yes/no answered no: its dependents not asked). */
const typedValue = (q: MastQuestion): string | number =>
  q.type === 'yesNo'
    ? 'no'
    : q.type === 'number'
      ? (q.min ?? 0) + 1
      : q.type === 'choice'
        ? q.choices[0]!
        : 'Notes.';

/**
 * A complete evaluation of a technology of `category` (its shipped set): every rating question
 * rated `rating` (or by domain and its place among the rating questions), everything answered.
 */
function complete(
  technologyId: string,
  rating: number | ((domain: string, i: number) => number | null) = 4,
  category = 'Video visits',
) {
  const set = setFor(DEFAULT_QUESTION_SETS, category);
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
        set.domains[k].map(({ id, text, ...spec }) => {
          const q = { id, text, ...spec };
          const i = set.domains[k].filter((o) => o.type === 'rating').findIndex((o) => o.id === id);
          const r =
            q.type !== 'rating' ? null : typeof rating === 'function' ? rating(k, i) : rating;
          const value = q.type === 'rating' ? null : typedValue(q);
          return {
            questionId: id,
            question: text,
            ...spec,
            rating: r,
            value,
            notAssessedReason: r === null && value === null ? 'No data yet.' : null,
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
    domains: Record<
      string,
      {
        mean: number | null;
        min: number | null;
        max: number | null;
        evaluations: number;
        flag: string | null;
      }
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
    // Each domain by itself, flagged below 3; no overall mean to average a poor one away.
    expect(results.domains.safety!.flag).toContain('a rating of 2 is below 3');
    expect(results.domains.economic!.flag).toBeNull();
    expect(results).not.toHaveProperty('overall');
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
    fields.domains.safety![0]!.rating = null;
    fields.domains.safety![0]!.notAssessedReason = null;
    fields.preceding.legal = { answer: null, result: null } as never;
    const answer = await create(staff, { ...fields, recommendation: null });
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(Object.keys(answer.error?.details?.fields ?? {})).toEqual(
      expect.arrayContaining([
        'fields.domains.safety.0.rating',
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

/** A record's fields (what an update sends back), without what the server keeps. */
const fieldsOf = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k in evaluationFields.shape));

describe('the question sets', () => {
  type Sets = { sets: QuestionSet[] };
  type Setting = { value: Sets; version: number };
  const read = async () => (await callApi<Setting>('mastQuestions.get', {}, staff)).result!;
  const save = (value: unknown, version: number, session = admin) =>
    callApi<Setting>('mastQuestions.save', { value, version }, session);
  /** The sets with a question added to one set's safety domain. */
  const adding = (value: Sets, setId: string, question: Record<string, unknown>) => ({
    sets: value.sets.map((s) =>
      s.id === setId
        ? { ...s, domains: { ...s.domains, safety: [...s.domains.safety, question] } }
        : s,
    ),
  });

  it('are saved by administrators only: a staff write is refused and nothing changes; a stale save too', async () => {
    const current = await read();
    const value = adding(current.value, 'video-visits', {
      id: 'alarms',
      text: 'Alarms reach a person who can act.',
    });
    const refused = await save(value, current.version, staff);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    expect((await read()).version).toBe(current.version);

    const saved = await save(value, current.version);
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.result!.version).toBe(current.version + 1);
    // Only the changed set's version moves.
    const versions = (v: Sets) => Object.fromEntries(v.sets.map((s) => [s.id, s.version]));
    const before = versions(current.value);
    expect(versions(saved.result!.value)).toEqual({
      ...before,
      'video-visits': before['video-visits']! + 1,
    });
    expect((await save(value, current.version)).error?.status).toBe('ABORTED');
    // Put the sets back for the other tests.
    expect((await save(current.value, saved.result!.version)).status).toBe(200);
  });

  it('refuse a bad set at its field: a forward dependency, a value the parent never takes, a number without its unit', async () => {
    const current = await read();
    const at = (value: unknown) =>
      save(value, current.version).then((a) => ({
        status: a.error?.status,
        fields: Object.keys(a.error?.details?.fields ?? {}),
      }));
    const safety = current.value.sets[0]!.domains.safety.length;
    expect(
      await at(
        adding(current.value, 'default', {
          id: 'ahead',
          text: 'Depends on a later one?',
          type: 'yesNo',
          dependsOn: { questionId: 'nowhere', equals: 'yes' },
        }),
      ),
    ).toEqual({
      status: 'INVALID_ARGUMENT',
      fields: [`value.sets.0.domains.safety.${safety}.dependsOn.questionId`],
    });
    expect(
      await at(
        adding(current.value, 'default', {
          id: 'maybe',
          text: 'Asked when incidents is maybe?',
          type: 'text',
          dependsOn: { questionId: 'incidents', equals: 'maybe' },
        }),
      ),
    ).toEqual({
      status: 'INVALID_ARGUMENT',
      fields: [`value.sets.0.domains.safety.${safety}.dependsOn.equals`],
    });
    expect(
      await at(adding(current.value, 'default', { id: 'cost', text: 'Cost?', type: 'number' })),
    ).toEqual({
      status: 'INVALID_ARGUMENT',
      fields: [`value.sets.0.domains.safety.${safety}.unit`],
    });
    expect((await read()).version).toBe(current.version);
  });

  it('give a remote-monitoring evaluation that set; it keeps its questions and version after an admin edits the set', async () => {
    const tech = await newTechnology({ category: 'Remote patient monitoring' });
    const created = await create(staff, {
      title: `Monitoring ${tag()}`,
      technologyId: tech.id,
      evaluators: [],
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    type Kept = Evaluation & {
      questionSet: { id: string; version: number; title: string };
      domains: Record<string, Array<{ questionId: string; question: string; type: string }>>;
    };
    const evaluation = created.result!.evaluation as Kept;
    const current = await read();
    const set = current.value.sets.find((s) => s.id === 'remote-monitoring')!;
    expect(evaluation.questionSet).toEqual({
      id: 'remote-monitoring',
      title: 'Remote patient monitoring',
      category: 'Remote patient monitoring',
      version: set.version,
    });
    expect(evaluation.domains.organisational!.map((q) => q.questionId)).toContain('who-watches');

    const edited = await save(
      adding(current.value, 'remote-monitoring', { id: 'battery', text: 'Batteries last a week?' }),
      current.version,
    );
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    // Saved again (a draft's autosave): still the questions and version it started with.
    const resaved = await callApi<{ evaluation: Kept }>(
      'evaluations.update',
      { id: evaluation.id, version: 1, fields: { ...fieldsOf(evaluation), title: 'Renamed' } },
      staff,
    );
    expect(resaved.status, JSON.stringify(resaved.error)).toBe(200);
    const after = (
      await callApi<{ evaluation: Kept }>('evaluations.get', { id: evaluation.id }, staff)
    ).result!.evaluation;
    expect(after.questionSet.version).toBe(set.version);
    expect(after.domains.safety!.map((q) => q.questionId)).not.toContain('battery');
    // A new one takes the new version.
    const next = (
      await create(staff, { title: `Monitoring ${tag()}`, technologyId: tech.id, evaluators: [] })
    ).result!.evaluation as Kept;
    expect(next.questionSet.version).toBe(set.version + 1);
    expect(next.domains.safety!.map((q) => q.questionId)).toContain('battery');
    expect((await save(current.value, edited.result!.version)).status).toBe(200);
  });

  it('save typed answers and read them back; refuse a wrong-typed value at its field, writing nothing; drop a hidden question’s answer', async () => {
    const tech = await newTechnology({ category: 'Tele-ultrasound' });
    const started = await create(staff, {
      title: `Typed ${tag()}`,
      technologyId: tech.id,
      evaluators: [],
    });
    expect(started.status, JSON.stringify(started.error)).toBe(200);
    type Typed = Evaluation & {
      domains: Record<string, Array<Record<string, unknown> & { questionId: string }>>;
    };
    const draft = started.result!.evaluation as Typed;
    /** The draft's fields with answers given per domain and question id. */
    const answering = (given: Record<string, Record<string, Record<string, unknown>>>) => ({
      ...fieldsOf(draft),
      domains: Object.fromEntries(
        Object.entries(draft.domains).map(([k, answers]) => [
          k,
          answers.map((a) => ({ ...a, ...given[k]?.[a.questionId] })),
        ]),
      ),
    });
    const typed = answering({
      economic: {
        'setup-cost': { value: 18500, evidence: 'Vendor quote (2026).' },
        funding: { value: 'Grant or pilot funding' },
      },
      socioCulturalEthicalLegal: {
        'stores-data': { value: 'no' },
        // Not asked (stores-data is no): dropped, not refused.
        'data-residency': { value: 'Outside Canada', evidence: 'Stale.' },
      },
    });
    const saved = await callApi<{ evaluation: Typed }>(
      'evaluations.update',
      { id: draft.id, version: 1, fields: typed },
      staff,
    );
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const back = (await callApi<{ evaluation: Typed }>('evaluations.get', { id: draft.id }, other))
      .result!.evaluation;
    const answer = (k: string, id: string) => back.domains[k]!.find((a) => a.questionId === id)!;
    expect(answer('economic', 'setup-cost')).toMatchObject({
      type: 'number',
      unit: 'CAD',
      value: 18500,
      evidence: 'Vendor quote (2026).',
    });
    expect(answer('economic', 'funding')).toMatchObject({ value: 'Grant or pilot funding' });
    expect(answer('socioCulturalEthicalLegal', 'data-residency')).toMatchObject({
      value: null,
      evidence: null,
    });

    const index = draft.domains.economic!.findIndex((a) => a.questionId === 'setup-cost');
    const wrong = [
      { value: 'about twenty thousand', message: 'Enter a number (in CAD).' },
      { value: -5, message: 'Enter at least 0 CAD.' },
      { rating: 4, message: 'This question is not rated 1–5: answer it instead.', field: 'rating' },
    ];
    for (const w of wrong) {
      const refused = await callApi(
        'evaluations.update',
        {
          id: draft.id,
          version: 2,
          fields: answering({
            economic: { 'setup-cost': { value: null, ...w, message: undefined, field: undefined } },
          }),
        },
        staff,
      );
      expect(refused.error?.status).toBe('INVALID_ARGUMENT');
      expect(refused.error?.details?.fields).toEqual({
        [`fields.domains.economic.${index}.${w.field ?? 'value'}`]: w.message,
      });
    }
    // A tampered question (sent as text) is still checked as the number the evaluation asks.
    const tampered = answering({
      economic: { 'setup-cost': { type: 'text', unit: null, value: 'a lot' } },
    });
    const refused = await callApi(
      'evaluations.update',
      { id: draft.id, version: 2, fields: tampered },
      staff,
    );
    expect(refused.error?.details?.fields).toEqual({
      [`fields.domains.economic.${index}.value`]: 'Enter a number (in CAD).',
    });
    const still = (await callApi<{ evaluation: Typed }>('evaluations.get', { id: draft.id }, staff))
      .result!.evaluation;
    expect(still.version).toBe(2);
    expect(still.domains.economic![index]).toMatchObject({ value: 18500 });
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
