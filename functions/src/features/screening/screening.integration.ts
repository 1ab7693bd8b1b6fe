// Screening through the API, as its reviewers would use it — and as a reviewer would try to learn
// the other's decision before making their own: every read the app offers (the queue, the
// record, its search's records and page, the progress, the conflicts, the PRISMA counts) answers
// the second reviewer exactly the same before and after the first decides. Echo reads only
// registries' records (its tables), and screening keeps none, so it has nothing to tell either.
import { readFileSync } from 'node:fs';

import { beforeAll, describe, expect, it } from 'vitest';

import { invitedSession } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../searches/fixtures/${name}`, import.meta.url), 'utf8');

let a: Session;
let b: Session;
let c: Session;
let questionId: string;
let medlineId: string;

interface Rec {
  id: string;
  title: string;
  searchId: string;
}
interface Next {
  records: Rec[];
  progress: Overview['progress'] | null;
}
interface Overview {
  progress: Record<'titleAbstract' | 'fullText', { decided: number; remaining: number }>;
  conflicts: number;
  prisma: {
    databasesAndRegisters: {
      identified: number;
      duplicatesRemoved: number;
      screened: number;
      excludedAtScreening: number;
      awaitingScreening: number;
      soughtForRetrieval: number;
      excludedWithReasons: Array<{ reason: string; n: number }>;
      included: number;
    };
    included: number;
  };
  prismaProblems: string[];
}

const call = async <T>(op: string, input: unknown, who: Session) => {
  const answer = await callApi<T>(op, input, who);
  expect(answer.status, `${op}: ${JSON.stringify(answer.error)}`).toBe(200);
  return answer.result!;
};

async function logAndImport(source: string, file: string) {
  const { search } = await call<{ search: { id: string } }>(
    'searches.create',
    {
      fields: {
        questionId,
        source,
        dateRun: source === 'MEDLINE' ? '2026-11-01' : '2026-11-02',
        searchString: 'telehealth AND ultrasound',
        recordsReported: 40,
      },
    },
    a,
  );
  await call('searches.importRecords', { searchId: search.id, text: fixture(file) }, a);
  return search.id;
}

const next = (who: Session, stage = 'titleAbstract', count = 20, more: object = {}) =>
  call<Next>('screening.next', { questionId, stage, count, ...more }, who);
const decide = (who: Session, recordId: string, decision: string, more: object = {}) =>
  callApi(
    'screening.decide',
    { questionId, recordId, stage: 'titleAbstract', decision, ...more },
    who,
  );

/** Everything the app lets a reviewer read of the question's screening and records. */
async function everythingSeenBy(who: Session, recordId: string) {
  const [queue, onward, fullText, overview, conflicts, records, search] = await Promise.all([
    next(who),
    next(who, 'titleAbstract', 20, { after: recordId }),
    next(who, 'fullText'),
    call<Overview>('screening.overview', { questionId }, who),
    call('screening.conflicts', { questionId }, who),
    call('searches.records', { searchId: medlineId }, who),
    call('searches.get', { id: medlineId }, who),
  ]);
  return {
    record: queue.records.find((r) => r.id === recordId),
    queue: queue.records.map((r) => r.id),
    progress: queue.progress,
    onward,
    fullText,
    overview,
    conflicts,
    records,
    search,
  };
}

beforeAll(async () => {
  [a, b, c] = (
    await Promise.all([
      invitedSession('screener-a'),
      invitedSession('screener-b'),
      invitedSession('screener-c'),
    ])
  ).map((s) => s.session) as [Session, Session, Session];
  const q = await call<{ question: { id: string } }>(
    'questions.create',
    {
      fields: {
        title: `Screening a question ${Date.now()}`,
        technologyId: 'demo-tech-ultrasound',
        population: 'People in northern communities.',
        intervention: 'Tele-ultrasound.',
        outcomes: [{ name: 'Travel', importance: 'critical' }],
        designs: ['randomised trials'],
      },
    },
    a,
  );
  questionId = q.question.id;
  medlineId = await logAndImport('MEDLINE', 'medline-32.ris');
  await logAndImport('Embase', 'embase-8.ris');
});

describe('two-reviewer screening', () => {
  it('shows the second reviewer nothing of the first one’s decision before their own', async () => {
    const [first] = (await next(b)).records;
    const before = await everythingSeenBy(b, first!.id);
    expect(before.record).toEqual(first);
    expect(before.overview.prisma.databasesAndRegisters).toMatchObject({
      identified: 40,
      duplicatesRemoved: 3,
      screened: 37,
      awaitingScreening: 37,
    });

    expect((await decide(a, first!.id, 'include')).status).toBe(200);
    const after = await everythingSeenBy(b, first!.id);
    expect(after).toEqual(before);

    // B decides otherwise: a conflict. Neither reviewer is shown it; a third person is, with both.
    expect((await decide(b, first!.id, 'exclude')).status).toBe(200);
    for (const reviewer of [a, b]) {
      const { conflicts } = await call<{ conflicts: unknown[] }>(
        'screening.conflicts',
        { questionId },
        reviewer,
      );
      expect(conflicts).toEqual([]);
    }
    const { conflicts } = await call<{
      conflicts: Array<{ record: Rec; votes: Array<{ decision: string }> }>;
    }>('screening.conflicts', { questionId }, c);
    expect(conflicts.map((x) => [x.record.id, x.votes.map((v) => v.decision).sort()])).toEqual([
      [first!.id, ['exclude', 'include']],
    ]);

    // A reviewer cannot settle their own disagreement, nor a third person vote on the record.
    const own = await callApi(
      'screening.resolve',
      { questionId, recordId: first!.id, stage: 'titleAbstract', decision: 'include' },
      a,
    );
    expect(own.error?.status).toBe('PERMISSION_DENIED');
    expect((await decide(c, first!.id, 'exclude')).error?.status).toBe('FAILED_PRECONDITION');
    const resolved = await callApi(
      'screening.resolve',
      {
        questionId,
        recordId: first!.id,
        stage: 'titleAbstract',
        decision: 'include',
        requestId: `res-${Date.now()}`,
      },
      c,
    );
    expect(resolved.status, JSON.stringify(resolved.error)).toBe(200);
    const overview = await call<Overview>('screening.overview', { questionId }, c);
    expect(overview.prisma.databasesAndRegisters).toMatchObject({
      awaitingScreening: 36,
      soughtForRetrieval: 1,
    });
    expect(overview.prismaProblems).toEqual([]);
    // Cold functions on a shared machine: the dozen reads above take long the first time.
  }, 180_000);

  it('screens full texts with reasons, and counts agreed exclusions per reason', async () => {
    const queue = (await next(a)).records.slice(0, 3);
    for (const r of queue) {
      expect((await decide(a, r.id, 'include')).status).toBe(200);
      expect((await decide(b, r.id, r === queue[2] ? 'maybe' : 'include')).status).toBe(200);
    }
    const atFullText = (await next(a, 'fullText')).records.map((r) => r.id);
    expect(atFullText).toEqual(expect.arrayContaining(queue.map((r) => r.id)));

    const noReason = await callApi(
      'screening.decide',
      { questionId, recordId: queue[0]!.id, stage: 'fullText', decision: 'exclude' },
      a,
    );
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.error)).toContain('choose a reason');
    for (const who of [a, b]) {
      const sent = await callApi(
        'screening.decide',
        {
          questionId,
          recordId: queue[0]!.id,
          stage: 'fullText',
          decision: 'exclude',
          reason: 'wrong population',
        },
        who,
      );
      expect(sent.status, JSON.stringify(sent.error)).toBe(200);
      const included = await callApi(
        'screening.decide',
        { questionId, recordId: queue[1]!.id, stage: 'fullText', decision: 'include' },
        who,
      );
      expect(included.status).toBe(200);
    }
    const { prisma, prismaProblems } = await call<Overview>(
      'screening.overview',
      { questionId },
      c,
    );
    expect(prisma.databasesAndRegisters.excludedWithReasons).toEqual([
      { reason: 'Wrong population', n: 1 },
    ]);
    expect(prisma.included).toBe(1);
    expect(prismaProblems).toEqual([]);
  });

  it('takes back the last decision, answers a resend once, and refuses records it does not screen', async () => {
    const [r] = (await next(c)).records;
    const requestId = `dec-${Date.now()}`;
    for (let i = 0; i < 2; i++)
      expect((await decide(c, r!.id, 'exclude', { requestId })).status).toBe(200);
    expect((await next(c)).records.map((x) => x.id)).not.toContain(r!.id);
    const undone = await call<{ record: Rec | null }>(
      'screening.undo',
      { questionId, stage: 'titleAbstract' },
      c,
    );
    expect(undone.record?.id).toBe(r!.id);
    expect((await next(c)).records[0]?.id).toBe(r!.id);

    const { records } = await call<{ records: Array<{ id: string; duplicateOf: string | null }> }>(
      'searches.records',
      { searchId: medlineId },
      a,
    );
    expect((await decide(a, 'no-such-record', 'include')).error?.status).toBe('NOT_FOUND');
    expect(records.every((x) => x.duplicateOf === null)).toBe(true);
    const maybeAtFullText = await callApi(
      'screening.decide',
      { questionId, recordId: r!.id, stage: 'fullText', decision: 'maybe' },
      a,
    );
    expect(maybeAtFullText.status).toBe(400);
  });

  it('reads the queue onward from the last record given, across searches, as the whole read does', async () => {
    const first = await next(c);
    expect(first.records).toHaveLength(20);
    expect(first.progress).not.toBeNull();
    const onward = await next(c, 'titleAbstract', 20, { after: first.records.at(-1)!.id });
    const whole = await next(c, 'titleAbstract', 20, { skip: first.records.map((r) => r.id) });
    expect(onward.records.map((r) => r.id)).toEqual(whole.records.map((r) => r.id));
    expect(onward.records.length).toBeGreaterThan(0);
    // Onward, progress is not counted: that needs every record of the question.
    expect(onward.progress).toBeNull();
    // The MEDLINE search's records, then Embase's (its three duplicates left out).
    expect(onward.records.at(-1)!.searchId).not.toBe(medlineId);
    const end = await next(c, 'titleAbstract', 20, { after: onward.records.at(-1)!.id });
    expect(end).toEqual({ records: [], progress: null });
    // A record not of this question's searches is no place to read from: the whole read answers.
    const fallback = await next(c, 'titleAbstract', 20, { after: 'no-such-record' });
    expect(fallback.records.map((r) => r.id)).toEqual(first.records.map((r) => r.id));
    expect(fallback.progress).not.toBeNull();
  });
});
