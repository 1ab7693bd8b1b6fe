// Evidence profiles through the API: the server computes each outcome's GRADE certainty and
// absolute effects on every save and ignores a certainty the client sends; bad input (a
// downgrade without its reason, negative participants, a study not in the library, randomised
// evidence citing no trial) is refused saying what is wrong, and nothing is written. Access:
// staff (signed in) list, read, create and update; only admins delete; visitors nothing.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
let admin: Session;
beforeAll(async () => {
  ({ staff, admin } = await demoSessions());
});

const tag = () => Date.now().toString(36).slice(-5) + Math.random().toString(36).slice(2, 6);

interface StoredOutcome {
  name: string;
  checks: Array<{ level: string; path: string; message: string }>;
  certainty: { level: string; start: string; down: number; up: number; footnotes: string[] };
  absolute: {
    intervention: number;
    difference: number;
    differenceLow: number;
    differenceHigh: number;
  } | null;
}
interface Stored {
  id: string;
  version: number;
  technologyName: string | null;
  studyIds: string[];
  outcomes: StoredOutcome[];
}

// The study library's demo studies: a systematic review, a case series and an invented trial.
const REVIEW = 'demo-study-britton-2019';
const CASE_SERIES = 'demo-study-obaid-2021';
const TRIAL = 'demo-study-trial-a';

const aProfile = (t: string) => ({
  title: `Tele-ultrasound profile ${t}`,
  technologyId: 'demo-tech-ultrasound',
  outcomes: [
    {
      name: 'Exams completed remotely',
      importance: 'critical',
      studyIds: [TRIAL],
      participants: 300,
      evidence: 'randomised trials',
      measure: 'none',
      narrative: 'Most exams completed remotely.',
      down: {
        riskOfBias: { rating: 'serious', reason: 'Assessors not blinded.' },
        indirectness: { rating: 'serious', reason: 'No rural or remote sites.' },
      },
    },
    {
      name: 'Travel to hospital',
      importance: 'important',
      studyIds: [CASE_SERIES, REVIEW],
      participants: 40,
      evidence: 'observational studies',
      measure: 'RR',
      estimate: 0.5,
      ciLow: 0.25,
      ciHigh: 1,
      comparatorPer1000: 400,
      down: {
        imprecision: { rating: 'very serious', reason: 'Ten exams; CI includes no effect.' },
      },
      // Sent by a client that should not: the server computes the certainty itself.
      certainty: { level: 'high', start: 'high', down: 0, up: 0, clamped: false, footnotes: [] },
    },
  ],
});

async function create(fields: Record<string, unknown>, as: Session = staff) {
  return callApi<{ evidenceProfile: Stored }>('evidenceProfiles.create', { fields }, as);
}

describe('evidence profiles', () => {
  it('are stored with the certainty the server computes, whatever the client sends', async () => {
    const t = tag();
    const answer = await create(aProfile(t));
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const profile = answer.result!.evidenceProfile;
    expect(profile.technologyName).toBe('Tele-ultrasound cart (demo)');
    expect(profile.studyIds).toEqual([TRIAL, CASE_SERIES, REVIEW]);
    const [first, second] = profile.outcomes;
    // Randomised: high (4) − 1 (risk of bias) − 1 (indirectness) = 2 → low.
    expect(first!.certainty).toMatchObject({ start: 'high', down: 2, up: 0, level: 'low' });
    expect(first!.certainty.footnotes).toEqual([
      'Risk of bias: rated down one level (serious). Assessors not blinded.',
      'Indirectness: rated down one level (serious). No rural or remote sites.',
    ]);
    expect(first!.absolute).toBeNull();
    // Observational: low (2) − 2 (imprecision, very serious) = 0 → held at very low; the
    // client's "high" is ignored.
    expect(second!.certainty).toMatchObject({
      start: 'low',
      down: 2,
      level: 'very low',
      clamped: true,
    });
    // 400 per 1,000 × RR 0.5 = 200 (200 fewer); × 0.25 = 100 (300 fewer); × 1 = 400 (0 more).
    expect(second!.absolute).toMatchObject({
      intervention: 200,
      difference: -200,
      differenceLow: -300,
      differenceHigh: 0,
    });
    const stored = await db.collection('evidenceProfiles').doc(profile.id).get();
    expect((stored.get('outcomes') as StoredOutcome[])[1]!.certainty.level).toBe('very low');

    // Saved again with the client's certainty and a rating up: computed again. RR 0.5 is
    // large (≤ 0.5), but its CI reaches 1: kept, with GRADE's warning beside it.
    const edited = aProfile(t);
    Object.assign(edited.outcomes[1]!, {
      up: { largeEffect: { rating: 'large', reason: 'RR 0.5 in the larger study.' } },
    });
    const updated = await callApi<{ evidenceProfile: Stored }>(
      'evidenceProfiles.update',
      {
        id: profile.id,
        version: profile.version,
        fields: { ...edited, outcomes: edited.outcomes },
      },
      staff,
    );
    expect(updated.status, JSON.stringify(updated.error)).toBe(200);
    // low (2) − 2 + 1 (large effect) = 1 → very low.
    const rated = updated.result!.evidenceProfile.outcomes[1]!;
    expect(rated.certainty).toMatchObject({ level: 'very low', up: 1 });
    expect(rated.checks.map((c) => [c.level, c.path])).toEqual([
      ['warning', 'up.largeEffect'],
      ['warning', 'up.largeEffect'],
      // 0.25 to 1 includes no effect and an appreciable benefit: serious, rated very serious.
      ['warning', 'down.imprecision'],
    ]);
    expect(rated.checks[1]!.message).toMatch(/GRADE rates up only observational studies without/);

    // The technology's page lists it (the panel's query).
    const list = await callApi<{
      items: Array<{ id: string; outcomes: Array<{ certainty: { level: string } }> }>;
    }>(
      'evidenceProfiles.list',
      { pageSize: 50, filters: { technologyId: 'demo-tech-ultrasound' } },
      staff,
    );
    expect(list.status, JSON.stringify(list.error)).toBe(200);
    const row = list.result!.items.find((i) => i.id === profile.id);
    expect(row?.outcomes.map((o) => o.certainty.level)).toEqual(['low', 'very low']);
  });

  it('refuse bad input with a message that says what is wrong, writing nothing', async () => {
    const t = tag();
    const outcome = (changes: Record<string, unknown>) => {
      const fields = aProfile(t);
      Object.assign(fields.outcomes[0]!, changes);
      return fields;
    };
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [
        outcome({ down: { riskOfBias: { rating: 'serious', reason: '' } } }),
        'fields.outcomes.0.down.riskOfBias.reason',
        /Risk of bias: say why it is rated down \(serious\); a downgrade needs its reason/,
      ],
      [
        outcome({ participants: -5 }),
        'fields.outcomes.0.participants',
        /Participants cannot be negative/,
      ],
      [
        outcome({ studyIds: ['no-such-study'] }),
        'fields.outcomes.0.studyIds',
        /no study in the library with id no-such-study/,
      ],
      [
        outcome({ studyIds: [CASE_SERIES] }),
        'fields.outcomes.0.evidence',
        /randomised evidence needs at least one cited randomised trial \(RCT\); the cited studies are case series/,
      ],
      [
        // A systematic review is randomised evidence only if it pooled only trials: unknown here.
        outcome({ studyIds: [REVIEW] }),
        'fields.outcomes.0.evidence',
        /the cited studies are systematic review\. A review cited is not shown to pool only randomised trials/,
      ],
      [
        outcome({
          evidence: 'observational studies',
          measure: 'RR',
          estimate: 0.4,
          ciLow: 0.25,
          ciHigh: 0.65,
          up: { largeEffect: { rating: 'very large', reason: 'RR 0.4.' } },
        }),
        'fields.outcomes.0.up.largeEffect.rating',
        /A very large effect is a ratio beyond 0\.2 or 5; this one is 0\.4/,
      ],
      [
        outcome({
          up: { doseResponse: { rating: 'present', reason: 'More scans, fewer trips.' } },
        }),
        'fields.outcomes.0.up.doseResponse.rating',
        /only observational evidence is rated up/,
      ],
      [
        outcome({ measure: 'RR', estimate: 2, ciLow: 0.5, ciHigh: 1.5 }),
        'fields.outcomes.0.estimate',
        /must lie within its 95 % CI/,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await create(fields);
      expect(refused.status, JSON.stringify(refused.error)).toBe(400);
      expect(refused.error?.status).toBe('INVALID_ARGUMENT');
      expect(refused.error?.details?.fields?.[field], JSON.stringify(refused.error)).toMatch(
        message,
      );
    }
    const written = await db
      .collection('evidenceProfiles')
      .where('title', '==', `Tele-ultrasound profile ${t}`)
      .get();
    expect(written.size).toBe(0);
  });

  it('are read and written by staff, deleted by admins only, and closed to visitors', async () => {
    const created = await create(aProfile(tag()));
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const { id, version } = created.result!.evidenceProfile;
    for (const [op, input] of [
      ['evidenceProfiles.list', {}],
      ['evidenceProfiles.get', { id }],
      ['evidenceProfiles.create', { fields: aProfile(tag()) }],
    ] as const) {
      const visitor = await callApi(op, input);
      expect(visitor.error?.status, op).toBe('UNAUTHENTICATED');
    }
    const read = await callApi<{ studies: Array<{ id: string; reference: string }> }>(
      'evidenceProfiles.get',
      { id },
      staff,
    );
    expect(read.status).toBe(200);
    // The page cites the studies by their Vancouver references.
    expect(read.result!.studies.find((s) => s.id === REVIEW)?.reference).toMatch(
      /^Britton N, Miller MA, .*Tele-Ultrasound in Resource-Limited Settings: A Systematic Review\. Front Public Health\. 2019;7:244\. doi:10\.3389\/fpubh\.2019\.00244$/,
    );
    const refused = await callApi('evidenceProfiles.delete', { id, version }, staff);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    // A cited study cannot be deleted while a profile cites it.
    const study = await callApi('studies.delete', { id: CASE_SERIES }, admin);
    expect(study.error?.status).toBe('FAILED_PRECONDITION');
    expect(study.error?.message).toContain(`Tele-ultrasound profile`);
    const deleted = await callApi('evidenceProfiles.delete', { id, version }, admin);
    expect(deleted.status, JSON.stringify(deleted.error)).toBe(200);
  });
});

describe('a profile that answers a review question', () => {
  let questionId: string;
  beforeAll(async () => {
    const made = await callApi<{ question: { id: string } }>(
      'questions.create',
      {
        fields: {
          title: `Does tele-ultrasound shorten the wait? ${tag()}`,
          technologyId: 'demo-tech-ultrasound',
          population: 'People in northern communities needing an ultrasound exam.',
          intervention: 'A community exam read at a distance.',
          outcomes: [
            {
              name: 'Exams completed remotely',
              importance: 'critical',
              mid: 10,
              midScale: 'relative',
            },
          ],
          designs: ['randomised trials'],
        },
      },
      staff,
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    questionId = made.result!.question.id;
  });

  const answering = (t: string, over: Record<string, unknown> = {}) => {
    const p = aProfile(t);
    return {
      ...p,
      questionId,
      outcomes: [{ ...p.outcomes[0]!, mid: 10, midScale: 'relative', ...over }],
    };
  };

  it('names the question, its title kept with the profile', async () => {
    const answer = await callApi<{
      evidenceProfile: Stored & { questionId: string; questionTitle: string };
    }>('evidenceProfiles.create', { fields: answering(tag()) }, staff);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result!.evidenceProfile.questionId).toBe(questionId);
    expect(answer.result!.evidenceProfile.questionTitle).toMatch(/^Does tele-ultrasound shorten/);
  });

  it('refuses an outcome the question does not ask, or another importance or MID, writing nothing', async () => {
    for (const [over, path, words] of [
      [{ name: 'Satisfaction' }, 'outcomes.0.name', 'not an outcome of the question'],
      [{ importance: 'important' }, 'outcomes.0.importance', 'the question rates it critical'],
      [{ mid: 20 }, 'outcomes.0.mid', 'minimal important difference is 10 % relative change'],
    ] as const) {
      const t = tag();
      const answer = await callApi(
        'evidenceProfiles.create',
        { fields: answering(t, over) },
        staff,
      );
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.error)).toContain(path);
      expect(JSON.stringify(answer.error)).toContain(words);
      const written = await db
        .collection('evidenceProfiles')
        .where('title', '==', `Tele-ultrasound profile ${t}`)
        .get();
      expect(written.size).toBe(0);
    }
  });

  it('refuses a question that does not exist', async () => {
    const answer = await callApi(
      'evidenceProfiles.create',
      { fields: { ...answering(tag()), questionId: 'no-such-question' } },
      staff,
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.error)).toContain('questionId');
  });
});
