// Needs assessments and care pathways through the API: the stored ranking is the recomputation of
// the stored scores (never typed), edits recompute it, concurrent edits resolve by version, a final
// assessment records later edits, bad input writes nothing; needs and communities show the
// rankings; pathways keep their steps in order.
import { beforeAll, describe, expect, it } from 'vitest';

import { PEARL_TESTS, rankNeeds } from '../../contract/index.js';
import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const pass = Object.fromEntries(PEARL_TESTS.map((t) => [t, true]));
const LA_RONGE = '4718041';

async function newNeed(title: string): Promise<string> {
  const answer = await callApi<{ need: { id: string } }>(
    'clinicalNeeds.create',
    {
      fields: {
        title,
        problem: 'A problem stated for the test.',
        population: 'People in the test.',
        outcome: 'A measurable outcome.',
      },
    },
    staff,
  );
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!.need.id;
}

interface Assessment {
  id: string;
  version: number;
  status: string;
  method: 'hanlon' | 'equity' | 'weighted';
  weights: Parameters<typeof rankNeeds>[2];
  needs: Parameters<typeof rankNeeds>[0];
  ranking: ReturnType<typeof rankNeeds>;
  needTitles: Record<string, string>;
  revisions: Array<{ fields: string[] }>;
  finalisedAt: string | null;
}

const scores = (size: number, seriousness: number, effectiveness: number) => ({
  size,
  seriousness,
  effectiveness,
});

async function threeNeedsAssessment(extra: Record<string, unknown> = {}) {
  const t = tag();
  const [a, b, c] = await Promise.all([
    newNeed(`Need A ${t}`),
    newNeed(`Need B ${t}`),
    newNeed(`Need C ${t}`),
  ]);
  const fields = {
    title: `Assessment ${t}`,
    communityId: LA_RONGE,
    date: '2026-11-01',
    method: 'hanlon',
    assessors: ['Ann', 'Ben'],
    needs: [
      {
        needId: a,
        pearl: pass,
        ratings: [
          { assessor: 'Ann', scores: scores(4, 10, 6) },
          { assessor: 'Ben', scores: scores(8, 14, 8) },
        ],
      },
      {
        needId: b,
        pearl: pass,
        ratings: [
          { assessor: 'Ann', scores: scores(9, 18, 9) },
          { assessor: 'Ben', scores: scores(9, 18, 9) },
        ],
      },
      {
        needId: c,
        pearl: { ...pass, legality: false },
        ratings: [{ assessor: 'Ann', scores: scores(10, 20, 10) }],
      },
    ],
    ...extra,
  };
  const answer = await callApi<{ needsAssessment: Assessment }>(
    'needsAssessments.create',
    { fields },
    staff,
  );
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return { assessment: answer.result!.needsAssessment, needs: { a, b, c }, fields };
}

const stored = async (id: string) =>
  (await db.collection('needsAssessments').doc(id).get()).data() as Assessment;

describe('needs assessments', () => {
  it('store the ranking the scores give: computed on the server, with breakdown, spread and PEARL exclusions', async () => {
    const { assessment, needs } = await threeNeedsAssessment();
    const doc = await stored(assessment.id);
    expect(doc.ranking).toEqual(rankNeeds(doc.needs, doc.method, doc.weights));
    expect(assessment.ranking.ranked.map((r) => [r.needId, r.rank, r.score])).toEqual([
      [needs.b, 1, 81],
      [needs.a, 2, 42],
    ]);
    expect(assessment.ranking.ranked[1]).toMatchObject({
      breakdown: '(6 + 12) × 7 / 3 = 42',
      spread: { min: 28, max: 58.67 },
    });
    expect(assessment.ranking.excluded).toEqual([{ needId: needs.c, failed: ['legality'] }]);
    expect(assessment.needTitles[needs.a]).toMatch(/^Need A /);
  });

  it('ignores a ranking sent by the caller', async () => {
    const { fields } = await threeNeedsAssessment();
    const forged = await callApi<never>(
      'needsAssessments.create',
      { fields: { ...fields, ranking: { method: 'hanlon', ranked: [] } } },
      staff,
    );
    expect(forged.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('recompute on an edit; a second edit from the same version is refused', async () => {
    const { assessment, fields, needs } = await threeNeedsAssessment();
    const edited = {
      ...fields,
      method: 'weighted',
      weights: {
        size: 0.6,
        seriousness: 0.1,
        inequity: 0.1,
        effectiveness: 0.1,
        communityPriority: 0.1,
      },
      needs: fields.needs.map((n) => ({
        ...n,
        ratings: n.ratings.map((r) => ({
          ...r,
          scores: { ...r.scores, inequity: 5, communityPriority: 5 },
        })),
      })),
    };
    const [first, second] = await Promise.all([
      callApi<{ needsAssessment: Assessment }>(
        'needsAssessments.update',
        { id: assessment.id, version: 1, fields: edited },
        staff,
      ),
      callApi<{ needsAssessment: Assessment }>(
        'needsAssessments.update',
        { id: assessment.id, version: 1, fields: { ...fields, title: 'Someone else' } },
        admin,
      ),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const doc = await stored(assessment.id);
    expect(doc.version).toBe(2);
    expect(doc.ranking).toEqual(rankNeeds(doc.needs, doc.method, doc.weights));
    if (first.status === 200) {
      expect(doc.ranking.method).toBe('weighted');
      expect(doc.ranking.ranked.map((r) => r.needId)).toEqual([needs.b, needs.a]);
    }
  });

  it('stay final once finalised, and record later edits', async () => {
    const { assessment, fields } = await threeNeedsAssessment({ status: 'final' });
    expect(assessment.finalisedAt).not.toBeNull();
    const back = await callApi<never>(
      'needsAssessments.update',
      { id: assessment.id, version: 1, fields: { ...fields, status: 'draft' } },
      staff,
    );
    expect(back.error?.details?.fields?.['fields.status']).toContain('stays final');
    const edit = await callApi<{ needsAssessment: Assessment }>(
      'needsAssessments.update',
      { id: assessment.id, version: 1, fields: { ...fields, status: 'final', notes: 'Agreed.' } },
      staff,
    );
    expect(edit.status, JSON.stringify(edit.error)).toBe(200);
    expect(edit.result!.needsAssessment.revisions.at(-1)?.fields).toContain('notes');
  });

  it('show on the need’s page with its rank, and as the community’s latest ranking', async () => {
    const { assessment, needs } = await threeNeedsAssessment({ date: '2099-01-01' });
    const need = await callApi<{ assessments: Array<{ id: string; detail: string }> }>(
      'clinicalNeeds.get',
      { id: needs.a },
      staff,
    );
    expect(need.result!.assessments).toContainEqual(
      expect.objectContaining({
        id: assessment.id,
        detail: expect.stringMatching(/^Rank 2 of 2, score 42/),
      }),
    );
    const excluded = await callApi<{ assessments: Array<{ detail: string }> }>(
      'clinicalNeeds.get',
      { id: needs.c },
      staff,
    );
    expect(excluded.result!.assessments[0]!.detail).toContain('failed PEARL (legality)');
    const community = await callApi<{
      latestRanking: { id: string; ranked: Array<{ id: string; name: string }> };
    }>('communities.get', { id: LA_RONGE }, staff);
    expect(community.result!.latestRanking.id).toBe(assessment.id);
    expect(community.result!.latestRanking.ranked.map((r) => r.id)).toEqual([needs.b, needs.a]);
  });

  it('keep a need from being deleted while they rank it, and refuse needs that do not exist', async () => {
    const { needs, fields } = await threeNeedsAssessment();
    const del = await callApi<never>('clinicalNeeds.delete', { id: needs.a, version: 1 }, admin);
    expect(del.error?.status).toBe('FAILED_PRECONDITION');
    const missing = await callApi<never>(
      'needsAssessments.create',
      { fields: { ...fields, needs: [{ ...fields.needs[0], needId: 'no-such-need' }] } },
      staff,
    );
    expect(missing.error?.status).toBe('INVALID_ARGUMENT');
    expect(JSON.stringify(missing.error?.details)).toContain('no-such-need');
  });

  it('refuse malformed input with a clear error and write nothing', async () => {
    const { fields } = await threeNeedsAssessment();
    const count = async () => (await db.collection('needsAssessments').count().get()).data().count;
    const before = await count();
    const need0 = fields.needs[0]!;
    const rating0 = need0.ratings[0]!;
    const bad: unknown[] = [
      { ...fields, title: '' },
      { ...fields, communityId: null, facilityId: null },
      { ...fields, date: '01/11/2026' },
      { ...fields, method: 'dartboard' },
      {
        ...fields,
        method: 'weighted',
        weights: {
          size: 0.5,
          seriousness: 0.5,
          inequity: 0.5,
          effectiveness: 0,
          communityPriority: 0,
        },
      },
      { ...fields, needs: [need0, need0] },
      { ...fields, needs: [{ ...need0, ratings: [{ ...rating0, scores: { size: 11 } }] }] },
      { ...fields, needs: [{ ...need0, ratings: [{ ...rating0, scores: { seriousness: -1 } }] }] },
      { ...fields, needs: [{ ...need0, ratings: [{ ...rating0, scores: { magic: 3 } }] }] },
      { ...fields, needs: [{ ...need0, ratings: [{ assessor: 'Zed', scores: {} }] }] },
      { ...fields, needs: [{ ...need0, pearl: { ...pass, legality: 'no' } }] },
      { ...fields, status: 'final', needs: [] },
      { ...fields, assessors: [''] },
      { ...fields, extra: 1 },
    ];
    for (const payload of bad) {
      const answer = await callApi<never>('needsAssessments.create', { fields: payload }, staff);
      expect(answer.error?.status, JSON.stringify(payload).slice(0, 200)).toBe('INVALID_ARGUMENT');
      expect(Object.keys(answer.error?.details?.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect(await count()).toBe(before);
  });
});

describe('care pathways', () => {
  const steps = (tech: string) => [
    { setting: 'home', description: 'Symptoms noticed at home.' },
    { setting: 'health centre', description: 'Assessed by video.', technologyIds: [tech] },
    { setting: 'regional hospital', description: 'Admitted when needed.' },
  ];

  it('keep their steps in the order saved, reorder on an edit, and name their technologies and needs', async () => {
    const need = await newNeed(`Pathway need ${tag()}`);
    const created = await callApi<{ pathway: { id: string; version: number } }>(
      'pathways.create',
      { fields: { name: `Pathway ${tag()}`, steps: steps('demo-tech-video'), needIds: [need] } },
      staff,
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = created.result!.pathway.id;
    const reordered = [...steps('demo-tech-video')].reverse();
    const edit = await callApi<{ pathway: { steps: Array<{ setting: string }> } }>(
      'pathways.update',
      { id, version: 1, fields: { name: 'Reordered', steps: reordered, needIds: [need] } },
      staff,
    );
    expect(edit.status, JSON.stringify(edit.error)).toBe(200);
    expect(edit.result!.pathway.steps.map((s) => s.setting)).toEqual([
      'regional hospital',
      'health centre',
      'home',
    ]);
    const page = await callApi<{
      pathway: { technologyIds: string[] };
      technologies: Array<{ id: string; name: string }>;
      needs: Array<{ id: string }>;
    }>('pathways.get', { id }, staff);
    expect(page.result!.pathway.technologyIds).toEqual(['demo-tech-video']);
    expect(page.result!.technologies[0]!.name).toBe('Clinic video-visit room (demo)');
    expect(page.result!.needs.map((n) => n.id)).toEqual([need]);
    const byTech = await callApi<{ items: Array<{ id: string }> }>(
      'pathways.list',
      { filters: { technologyId: 'demo-tech-video' } },
      staff,
    );
    expect(byTech.result!.items.map((p) => p.id)).toContain(id);
  });

  it('refuse malformed input and write nothing', async () => {
    const count = async () => (await db.collection('pathways').count().get()).data().count;
    const before = await count();
    const good = { name: 'A pathway', steps: steps('demo-tech-video') };
    const bad: unknown[] = [
      { ...good, name: '' },
      { ...good, steps: [] },
      { ...good, steps: [{ setting: 'moon base', description: 'x' }] },
      { ...good, steps: [{ setting: 'home', description: '' }] },
      { ...good, steps: [{ setting: 'home', description: 'x', technologyIds: ['no-such-tech'] }] },
      { ...good, steps: [{ setting: 'home', description: 'x', technologyIds: ['a', 'a'] }] },
      { ...good, needIds: ['no-such-need'] },
      { ...good, needIds: ['__reserved__'] },
      { ...good, steps: Array.from({ length: 31 }, () => good.steps[0]) },
      { ...good, extra: true },
    ];
    for (const payload of bad) {
      const answer = await callApi<never>('pathways.create', { fields: payload }, staff);
      expect(answer.error?.status, JSON.stringify(payload).slice(0, 200)).toBe('INVALID_ARGUMENT');
    }
    expect(await count()).toBe(before);
  });
});
