// Risk-of-bias assessments through the API: the server judges from the answers (a judgement the
// client sends is refused), checks the tool against the study's design and the answers against
// the questions the tool asks, keeps one assessment per person for a study and profile (a resend
// answers with the same record), lets only its author change it, shows where two assessors
// differ, and keeps the profile's risk-of-bias rating to the appraisals unless a reason is given.
// Access: signed-in people read and write; only the author (or an admin) changes one; visitors
// nothing.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions, invitedSession } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let other: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
  ({ session: other } = await invitedSession('assessor'));
});

const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 6);

const TRIAL_A = 'demo-study-trial-a';
const TRIAL_B = 'demo-study-trial-b';
const COHORT = 'demo-study-cohort-c';
const CASE_SERIES = 'demo-study-obaid-2021';

const LOW = {
  '1.1': 'Y',
  '1.2': 'Y',
  '1.3': 'N',
  '2.1': 'N',
  '2.2': 'N',
  '2.6': 'Y',
  '3.1': 'Y',
  '4.1': 'N',
  '4.2': 'N',
  '4.3': 'N',
  '5.1': 'Y',
  '5.2': 'N',
  '5.3': 'N',
};

interface Profile {
  id: string;
  version: number;
}
interface Assessment {
  id: string;
  version: number;
  result: { judgement: string | null; domains: Array<{ judgement: string | null }> };
}
interface Table {
  tables: Array<{
    tool: string;
    rows: Array<{
      studyId: string;
      assessor: string;
      differs: string[];
      demo: boolean;
      overall: { judgement: string; symbol: string };
    }>;
  }>;
  suggestions: Array<{ outcomeName: string; suggestion: { rating: string } | null }>;
  studies: Array<{ id: string; tool: string | null }>;
}

const profileFields = (
  t: string,
  riskOfBias = { rating: 'not serious', reason: null as string | null },
) => ({
  title: `Appraised profile ${t}`,
  technologyId: 'demo-tech-ultrasound',
  outcomes: [
    {
      name: 'Travel',
      importance: 'critical',
      studyIds: [TRIAL_A, TRIAL_B],
      evidence: 'randomised trials',
      measure: 'none',
      narrative: 'Fewer trips.',
      down: { riskOfBias },
    },
    {
      name: 'Adequate images',
      importance: 'important',
      studyIds: [COHORT, CASE_SERIES],
      evidence: 'observational studies',
      measure: 'none',
      narrative: 'Mostly adequate.',
    },
  ],
});

async function newProfile(t: string): Promise<Profile> {
  const made = await callApi<{ evidenceProfile: Profile }>(
    'evidenceProfiles.create',
    { fields: profileFields(t) },
    staff,
  );
  expect(made.status, JSON.stringify(made.error)).toBe(200);
  return made.result!.evidenceProfile;
}

const assess = (fields: Record<string, unknown>, as: Session, requestId?: string) =>
  callApi<{ robAssessment: Assessment }>(
    'robAssessments.create',
    { fields, ...(requestId ? { requestId } : {}) },
    as,
  );

describe('risk-of-bias assessments', () => {
  it('are judged by the server from the answers, once per person, a resend making none', async () => {
    const profile = await newProfile(tag());
    const fields = {
      profileId: profile.id,
      studyId: TRIAL_A,
      tool: 'RoB 2',
      participants: 70,
      answers: LOW,
    };
    const requestId = `rob-${tag()}`;
    const made = await assess(fields, staff, requestId);
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    expect(made.result!.robAssessment.result.judgement).toBe('low');
    const again = await assess(fields, staff, requestId);
    expect(again.result?.robAssessment.id).toBe(made.result!.robAssessment.id);
    const second = await assess(fields, staff);
    expect(second.status).toBe(400);
    expect(JSON.stringify(second.error)).toMatch(
      /You have assessed this study for this profile already/,
    );
    const stored = await db.collection('robAssessments').where('profileId', '==', profile.id).get();
    expect(stored.size).toBe(1);
  });

  it('refuse malformed answers, the wrong tool and a study the profile does not cite, writing nothing', async () => {
    const profile = await newProfile(tag());
    const base = {
      profileId: profile.id,
      studyId: TRIAL_B,
      tool: 'RoB 2',
      participants: 50,
      answers: LOW,
    };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      // 2.1 and 2.2 "no": question 2.3 is not applicable.
      [{ ...base, answers: { ...LOW, '2.3': 'Y' } }, /Question 2\.3 is not applicable/],
      [{ ...base, answers: { ...LOW, '1.1': 'YES' } }, /Answer Y, PY, PN, N or NI/],
      [{ ...base, answers: { ...LOW, '9.9': 'Y' } }, /answers/],
      [{ ...base, participants: -3 }, /Participants: at least 1/],
      // The judgement is the server's: a client's is not taken.
      [{ ...base, result: { judgement: 'low' } }, /result/],
      [
        { ...base, tool: 'ROBINS-I', answers: {}, domains: { confounding: 'low' } },
        /The study is an RCT: assess it with RoB 2/,
      ],
      [
        { ...base, studyId: CASE_SERIES },
        /No risk-of-bias tool of these applies to a study of design ..case series/,
      ],
      [{ ...base, studyId: 'demo-study-britton-2019' }, /cites this study in none of its outcomes/],
      [
        { ...base, outcomes: [{ outcomeName: 'Not an outcome', answers: { '3.1': 'Y' } }] },
        /Not an outcome.. is not an outcome of the profile/,
      ],
      [{ ...base, overrides: { D1: { judgement: 'high', reason: '' } } }, /reason/i],
    ];
    for (const [fields, message] of cases) {
      const refused = await assess(fields, staff);
      expect(refused.status, `${JSON.stringify(fields)}: ${JSON.stringify(refused.error)}`).toBe(
        400,
      );
      expect(JSON.stringify(refused.error)).toMatch(message);
    }
    const stored = await db.collection('robAssessments').where('profileId', '==', profile.id).get();
    expect(stored.size).toBe(0);
  });

  it('are changed only by their author; two assessors’ differences are shown', async () => {
    const profile = await newProfile(tag());
    const mine = await assess(
      { profileId: profile.id, studyId: TRIAL_B, tool: 'RoB 2', participants: 50, answers: LOW },
      staff,
    );
    expect(mine.status, JSON.stringify(mine.error)).toBe(200);
    // The second assessor finds concealment not reported: some concerns in domain 1.
    const theirs = await assess(
      {
        profileId: profile.id,
        studyId: TRIAL_B,
        tool: 'RoB 2',
        participants: 50,
        answers: { ...LOW, '1.2': 'NI' },
      },
      other,
    );
    expect(theirs.status, JSON.stringify(theirs.error)).toBe(200);
    const { id, version } = mine.result!.robAssessment;
    const taken = await callApi(
      'robAssessments.update',
      {
        id,
        version,
        fields: {
          profileId: profile.id,
          studyId: TRIAL_B,
          tool: 'RoB 2',
          participants: 50,
          answers: { ...LOW, '1.2': 'N' },
        },
      },
      other,
    );
    expect(taken.error?.status).toBe('PERMISSION_DENIED');
    const unchanged = await db.collection('robAssessments').doc(id).get();
    expect(unchanged.get('version')).toBe(1);
    const table = await callApi<Table>('robAssessments.table', { profileId: profile.id }, staff);
    expect(table.status, JSON.stringify(table.error)).toBe(200);
    const rows = table.result!.tables[0]!.rows;
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row.differs).toEqual(['Bias arising from the randomisation process']);
    expect(table.result!.studies.map((s) => [s.id, s.tool])).toEqual(
      expect.arrayContaining([
        [TRIAL_A, 'RoB 2'],
        [COHORT, 'ROBINS-I'],
        [CASE_SERIES, null],
      ]),
    );
  });

  it('keep the profile’s risk-of-bias rating to the appraisals unless the person says why', async () => {
    const t = tag();
    const profile = await newProfile(t);
    // Trial A (70, high risk) and trial B (50, low risk): 42 % at low risk → serious.
    const high = { ...LOW, '4.1': 'Y' } as Record<string, string>;
    delete high['4.3'];
    for (const [studyId, participants, answers] of [
      [TRIAL_A, 70, high],
      [TRIAL_B, 50, LOW],
    ] as const) {
      const made = await assess(
        { profileId: profile.id, studyId, tool: 'RoB 2', participants, answers },
        staff,
      );
      expect(made.status, JSON.stringify(made.error)).toBe(200);
    }
    const table = await callApi<Table>('robAssessments.table', { profileId: profile.id }, staff);
    expect(table.result!.suggestions[0]!.suggestion?.rating).toBe('serious');
    const silent = await callApi(
      'evidenceProfiles.update',
      { id: profile.id, version: profile.version, fields: profileFields(t) },
      staff,
    );
    expect(silent.status).toBe(400);
    expect(JSON.stringify(silent.error)).toMatch(
      /rated not serious for risk of bias, where the studies' appraisals suggest serious/,
    );
    const reasoned = await callApi(
      'evidenceProfiles.update',
      {
        id: profile.id,
        version: profile.version,
        fields: profileFields(t, {
          rating: 'not serious',
          reason: 'Trial A’s measurement bias does not touch this outcome.',
        }),
      },
      staff,
    );
    expect(reasoned.status, JSON.stringify(reasoned.error)).toBe(200);
  });

  it('show the demo profile’s demo judgements, labelled demo', async () => {
    const table = await callApi<Table>(
      'robAssessments.table',
      { profileId: 'demo-profile-ultrasound' },
      staff,
    );
    expect(table.status, JSON.stringify(table.error)).toBe(200);
    const rows = table.result!.tables.flatMap((t) => t.rows);
    expect(
      rows
        .filter((r) => r.demo)
        .map((r) => [r.studyId, r.overall.judgement])
        .sort(),
    ).toEqual([
      [COHORT, 'serious'],
      [TRIAL_A, 'some concerns'],
      [TRIAL_B, 'low'],
    ]);
    // Trial B's 150 of the 270 participants (the demo extraction's totals) are at low risk.
    expect(table.result!.suggestions.map((s) => s.suggestion?.rating)).toEqual([
      'not serious',
      'serious',
    ]);
  });

  it('are closed to visitors', async () => {
    for (const [op, input] of [
      ['robAssessments.list', {}],
      ['robAssessments.table', { profileId: 'demo-profile-ultrasound' }],
    ] as const) {
      const visitor = await callApi(op, input);
      expect(visitor.error?.status, op).toBe('UNAUTHENTICATED');
    }
  });
});
