// Meta-analyses through the API: two people extract an outcome's trials, their difference is
// shown and one set chosen, the server pools the stored figures, and the evidence profile's row
// takes the pooled effect only as the analysis gives it. Bad figures, a study the outcome does
// not cite, another person's extraction and a resend are refused or answered once, with nothing
// written. Access: staff (signed in) read, create and update; only an extraction's author (or an
// admin) changes it; only admins delete.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions, invitedSession } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
let colleague: Session;
let profileId: string;
let profileVersion: number;
let analysisId: string;

const TRIAL_A = 'demo-study-trial-a';
const TRIAL_B = 'demo-study-trial-b';
const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 6);

const outcome = {
  name: 'Travel for an exam',
  importance: 'critical',
  studyIds: [TRIAL_A, TRIAL_B],
  evidence: 'randomised trials',
  measure: 'none',
  narrative: 'To be pooled.',
};

interface Made {
  extraction: { id: string; version: number; createdBy: string };
}
interface AnalysisAnswer {
  analysis: { id: string; version: number };
  studies: Array<{ id: string; differences: string[]; usedExtractionId: string | null }>;
  result: {
    participants: number;
    studyCount: number;
    pooled: { estimate: number; lower: number; upper: number } | null;
    notes: string[];
    comparator: { per1000: number } | null;
  };
  demo: boolean;
}

const table = (events1: number, total1: number, events2: number, total2: number) => ({
  type: 'dichotomous',
  events1,
  total1,
  events2,
  total2,
});

const extract = (fields: Record<string, unknown>, as: Session, requestId?: string) =>
  callApi<Made>(
    'extractions.create',
    { fields: { analysisId, ...fields }, ...(requestId ? { requestId } : {}) },
    as,
  );

const stored = async () =>
  (await db.collection('extractions').where('analysisId', '==', analysisId).get()).size;

const getAnalysis = async () => {
  const answer = await callApi<AnalysisAnswer>('analyses.get', { id: analysisId }, staff);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result!;
};

beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
  colleague = (await invitedSession('extractor')).session;
  const profile = await callApi<{ evidenceProfile: { id: string; version: number } }>(
    'evidenceProfiles.create',
    {
      fields: {
        title: `Pooled travel ${tag()}`,
        technologyId: 'demo-tech-ultrasound',
        outcomes: [outcome],
      },
    },
    staff,
  );
  expect(profile.status, JSON.stringify(profile.error)).toBe(200);
  profileId = profile.result!.evidenceProfile.id;
  profileVersion = profile.result!.evidenceProfile.version;
  const analysis = await callApi<{ analysis: { id: string } }>(
    'analyses.create',
    {
      fields: { profileId, outcome: outcome.name, measure: 'RR', method: 'MH', model: 'fixed' },
    },
    staff,
  );
  expect(analysis.status, JSON.stringify(analysis.error)).toBe(200);
  analysisId = analysis.result!.analysis.id;
});

describe('extraction and pooling', () => {
  let staffB: string;

  it('pools two trials extracted by two people once their difference is settled', async () => {
    expect((await extract({ studyId: TRIAL_A, data: table(18, 60, 36, 60) }, staff)).status).toBe(
      200,
    );
    const b = await extract({ studyId: TRIAL_B, data: table(22, 75, 45, 75) }, staff);
    expect(b.status, JSON.stringify(b.error)).toBe(200);
    staffB = b.result!.extraction.id;
    const other = await extract({ studyId: TRIAL_B, data: table(22, 75, 44, 75) }, colleague);
    expect(other.status, JSON.stringify(other.error)).toBe(200);

    const waiting = await getAnalysis();
    const rowB = waiting.studies.find((s) => s.id === TRIAL_B)!;
    expect(rowB.differences).toEqual(['events2']);
    expect(rowB.usedExtractionId).toBeNull();
    expect(waiting.result.notes.join(' ')).toContain('two extractions differ (events2)');
    expect(waiting.result.studyCount).toBe(1);

    const chosen = await callApi(
      'analyses.update',
      {
        id: analysisId,
        version: (await getAnalysis()).analysis.version,
        fields: {
          profileId,
          outcome: outcome.name,
          measure: 'RR',
          method: 'MH',
          model: 'fixed',
          chosen: [{ studyId: TRIAL_B, extractionId: staffB }],
        },
      },
      staff,
    );
    expect(chosen.status, JSON.stringify(chosen.error)).toBe(200);
    const pooled = await getAnalysis();
    // Mantel–Haenszel by hand: Σ a·n2/n = 9 + 11 = 20, Σ c·n1/n = 18 + 22.5 = 40.5.
    expect(pooled.result.pooled!.estimate).toBeCloseTo(20 / 40.5, 10);
    expect(pooled.result.participants).toBe(270);
    expect(pooled.result.comparator!.per1000).toBe(600);
    // Invented demo trials: the figure is labelled demo.
    expect(pooled.demo).toBe(true);
  });

  it('refuses impossible figures, the wrong kind and an uncited study, writing nothing', async () => {
    const before = await stored();
    const tooMany = await extract({ studyId: TRIAL_A, data: table(61, 60, 1, 60) }, admin);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.error)).toContain(
      'Events with the intervention (61) cannot be more than its participants (60).',
    );
    const wrongKind = await extract(
      {
        studyId: TRIAL_A,
        data: { type: 'continuous', mean1: 1, sd1: 1, n1: 10, mean2: 2, sd2: 1, n2: 10 },
      },
      admin,
    );
    expect(wrongKind.status).toBe(400);
    expect(JSON.stringify(wrongKind.error)).toContain('computed from dichotomous figures');
    const badSd = await extract(
      {
        studyId: TRIAL_A,
        data: { type: 'continuous', mean1: 1, sd1: 0, n1: 10, mean2: 2, sd2: 1, n2: 10 },
      },
      admin,
    );
    expect(badSd.status).toBe(400);
    expect(JSON.stringify(badSd.error)).toContain('The SD with the intervention is more than 0.');
    const uncited = await extract(
      { studyId: 'demo-study-cohort-c', data: table(1, 10, 2, 10) },
      admin,
    );
    expect(uncited.status).toBe(400);
    expect(JSON.stringify(uncited.error)).toContain('does not cite study demo-study-cohort-c');
    const huge = await extract(
      { studyId: TRIAL_A, data: table(1, 10, 2, 10), notes: 'x'.repeat(5000) },
      admin,
    );
    expect(huge.status).toBe(400);
    const twice = await extract({ studyId: TRIAL_A, data: table(18, 60, 36, 60) }, staff);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.error)).toContain('already extracted this study');
    expect(await stored()).toBe(before);
  });

  it("keeps one person's figures from another's changes", async () => {
    const mine = (await getAnalysis()).studies.find((s) => s.id === TRIAL_B)!;
    const theirs = await callApi<{ extraction: { id: string; version: number } }>(
      'extractions.get',
      { id: staffB },
      colleague,
    );
    expect(theirs.status).toBe(200);
    const changed = await callApi(
      'extractions.update',
      {
        id: staffB,
        version: theirs.result!.extraction.version,
        fields: { analysisId, studyId: TRIAL_B, data: table(1, 75, 45, 75) },
      },
      colleague,
    );
    expect(changed.status).toBe(403);
    const removed = await callApi('extractions.delete', { id: staffB }, colleague);
    expect(removed.status).toBe(403);
    expect((await getAnalysis()).studies.find((s) => s.id === TRIAL_B)).toEqual(mine);
  });

  it('answers a resent extraction once', async () => {
    const requestId = randomUUID();
    const fields = { studyId: TRIAL_A, data: table(18, 60, 36, 60) };
    const first = await extract(fields, colleague, requestId);
    const again = await extract(fields, colleague, requestId);
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(again.status).toBe(200);
    expect(again.result!.extraction.id).toBe(first.result!.extraction.id);
    const mine = await db
      .collection('extractions')
      .where('analysisId', '==', analysisId)
      .where('studyId', '==', TRIAL_A)
      .get();
    expect(mine.size).toBe(2);
  });

  it('refuses a second analysis of the same outcome and an outcome the profile lacks', async () => {
    const again = await callApi(
      'analyses.create',
      { fields: { profileId, outcome: outcome.name, measure: 'OR' } },
      staff,
    );
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.error)).toContain('already has a meta-analysis');
    const none = await callApi(
      'analyses.create',
      { fields: { profileId, outcome: 'Nothing of the kind', measure: 'RR' } },
      staff,
    );
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.error)).toContain('has no outcome named');
    const mh = await callApi(
      'analyses.create',
      { fields: { profileId, outcome: outcome.name, measure: 'RR', method: 'MH' } },
      staff,
    );
    expect(mh.status).toBe(400);
    expect(JSON.stringify(mh.error)).toContain('Mantel–Haenszel is a fixed-effect method');
  });
});

describe('the Summary of Findings from the synthesis', () => {
  const linked = (over: Record<string, unknown>) => ({
    title: `Pooled travel ${tag()}`,
    technologyId: 'demo-tech-ultrasound',
    outcomes: [
      {
        ...outcome,
        measure: 'RR',
        narrative: null,
        estimate: 0.49,
        ciLow: 0.37,
        ciHigh: 0.66,
        participants: 270,
        comparatorPer1000: 600,
        analysisId,
        ...over,
      },
    ],
  });

  it('refuses a linked row whose effect is not the pooled one', async () => {
    const answer = await callApi(
      'evidenceProfiles.update',
      { id: profileId, version: profileVersion, fields: linked({ estimate: 0.4 }) },
      staff,
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.error)).toContain(
      'the pooled effect is 0.49 (95 % CI 0.37 to 0.66)',
    );
  });

  it('takes the pooled effect, participants and comparator risk', async () => {
    const answer = await callApi<{
      evidenceProfile: {
        outcomes: Array<{ analysisId: string | null; absolute: { intervention: number } | null }>;
      };
    }>(
      'evidenceProfiles.update',
      { id: profileId, version: profileVersion, fields: linked({}) },
      staff,
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const row = answer.result!.evidenceProfile.outcomes[0]!;
    expect(row.analysisId).toBe(analysisId);
    // 0.49 × 600 per 1,000 = 294 per 1,000.
    expect(row.absolute!.intervention).toBe(294);
  });

  it("refuses another profile's analysis", async () => {
    const other = await callApi('evidenceProfiles.create', { fields: linked({}) }, staff);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.error)).toContain('is not an analysis of this outcome');
  });
});

describe('a continuous outcome into the Summary of Findings', () => {
  // The same hand-calculated pair as sof.test.ts: MD −2.26 (95 % CI −3.61 to −0.92), 180 people.
  const continuous = (mean1: number, sd: number, n: number, mean2: number) => ({
    type: 'continuous',
    mean1,
    sd1: sd,
    n1: n,
    mean2,
    sd2: sd,
    n2: n,
  });
  const waiting = {
    name: 'Days waiting for a diagnosis',
    importance: 'important',
    studyIds: [TRIAL_A, TRIAL_B],
    evidence: 'randomised trials',
    measure: 'none',
    narrative: 'To be pooled.',
    units: 'days',
  };
  let mdProfile: { id: string; version: number };
  let mdAnalysis: string;
  const row = (over: Record<string, unknown>) => ({
    title: `Pooled waiting ${tag()}`,
    technologyId: 'demo-tech-ultrasound',
    outcomes: [
      {
        ...waiting,
        measure: 'MD',
        narrative: null,
        estimate: -2.26,
        ciLow: -3.61,
        ciHigh: -0.92,
        participants: 180,
        analysisId: mdAnalysis,
        ...over,
      },
    ],
  });

  beforeAll(async () => {
    const made = await callApi<{ evidenceProfile: { id: string; version: number } }>(
      'evidenceProfiles.create',
      {
        fields: {
          title: `Pooled waiting ${tag()}`,
          technologyId: 'demo-tech-ultrasound',
          outcomes: [waiting],
        },
      },
      staff,
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    mdProfile = made.result!.evidenceProfile;
    const analysis = await callApi<{ analysis: { id: string } }>(
      'analyses.create',
      { fields: { profileId: mdProfile.id, outcome: waiting.name, measure: 'MD', model: 'fixed' } },
      staff,
    );
    expect(analysis.status, JSON.stringify(analysis.error)).toBe(200);
    mdAnalysis = analysis.result!.analysis.id;
    for (const [studyId, data] of [
      [TRIAL_A, continuous(10, 4, 50, 12)],
      [TRIAL_B, continuous(20, 6, 40, 23)],
    ] as const) {
      const x = await callApi(
        'extractions.create',
        { fields: { analysisId: mdAnalysis, studyId, data } },
        staff,
      );
      expect(x.status, JSON.stringify(x.error)).toBe(200);
    }
  });

  it('refuses a row whose mean difference is not the pooled one, writing nothing', async () => {
    const answer = await callApi(
      'evidenceProfiles.update',
      { id: mdProfile.id, version: mdProfile.version, fields: row({ estimate: -2.3 }) },
      staff,
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.error)).toContain(
      'the pooled effect is -2.26 (95 % CI -3.61 to -0.92)',
    );
    const kept = await db.collection('evidenceProfiles').doc(mdProfile.id).get();
    expect(kept.get('version')).toBe(mdProfile.version);
  });

  it('takes the pooled MD and tells its absolute effect in words', async () => {
    const answer = await callApi<{
      evidenceProfile: {
        outcomes: Array<{ measure: string; effectInWords: string | null; absolute: unknown }>;
      };
    }>(
      'evidenceProfiles.update',
      { id: mdProfile.id, version: mdProfile.version, fields: row({}) },
      staff,
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const stored = answer.result!.evidenceProfile.outcomes[0]!;
    expect(stored.measure).toBe('MD');
    expect(stored.absolute).toBeNull();
    expect(stored.effectInWords).toBe(
      'The mean days waiting for a diagnosis in the intervention group was 2.26 days lower (3.61 lower to 0.92 lower)',
    );
  });
});
