// Included records become library studies, through the API as reviewers (and others) would call
// it: only a record included at full text is added, and a refusal writes nothing, not even for
// the records that were fine; a study the library already holds is linked, not doubled; a resend
// is answered with what the first request made; an account the hub never admitted is refused.
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tests/support/platform.js';
import { invitedSession, unadmittedSession } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const doi = (n: number) => `10.5555/library.${tag}.${n}`;
const title = (n: number) => `Included to library ${tag} No. ${n}`;

let a: Session;
let b: Session;
let questionId: string;
/** Record ids by their number in the file. */
const ids = new Map<number, string>();

const call = async <T>(op: string, input: unknown, who: Session) => {
  const answer = await callApi<T>(op, input, who);
  expect(answer.status, `${op}: ${JSON.stringify(answer.error)}`).toBe(200);
  return answer.result!;
};

interface Added {
  studies: Array<{
    recordId: string;
    outcome: 'created' | 'linked' | 'already added';
    study: { id: string; title: string; design: string; page: string };
  }>;
}

const studiesByDoi = async (n: number) =>
  (await db.collection('studies').where('doi', '==', doi(n)).get()).docs;
const linksOf = async () =>
  (await db.collection('screeningLibraryLinks').where('questionId', '==', questionId).get()).docs;

/** Both reviewers decide a record at a stage. */
async function both(n: number, stage: string, decision: string, reason?: string) {
  for (const who of [a, b])
    await call(
      'screening.decide',
      { questionId, recordId: ids.get(n), stage, decision, ...(reason ? { reason } : {}) },
      who,
    );
}

beforeAll(async () => {
  [a, b] = (await Promise.all([invitedSession('lib-a'), invitedSession('lib-b')])).map(
    (s) => s.session,
  ) as [Session, Session];
  const q = await call<{ question: { id: string } }>(
    'questions.create',
    {
      fields: {
        title: `Adding included records ${tag}`,
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
  const { search } = await call<{ search: { id: string } }>(
    'searches.create',
    {
      fields: {
        questionId,
        source: 'MEDLINE',
        dateRun: '2026-11-01',
        searchString: 'tele* AND ultraso*',
        recordsReported: 4,
      },
    },
    a,
  );
  const ris = [1, 2, 3, 4]
    .map((n) =>
      [
        'TY  - JOUR',
        `TI  - ${title(n)}`,
        'AU  - Walker, Ann B.',
        'PY  - 2024',
        'JO  - Journal of Rural Health',
        `DO  - ${doi(n)}`,
        'ER  - ',
      ].join('\n'),
    )
    .join('\n\n');
  await call('searches.importRecords', { searchId: search.id, text: ris }, a);
  const { records } = await call<{ records: Array<{ id: string; title: string }> }>(
    'searches.records',
    { searchId: search.id },
    a,
  );
  for (const r of records) ids.set(Number(/No\. (\d+)$/.exec(r.title)?.[1]), r.id);
  // 1 and 2 included at full text; 3 excluded there for its design; 4 at title and abstract.
  for (const n of [1, 2, 3]) await both(n, 'titleAbstract', 'include');
  await both(4, 'titleAbstract', 'exclude');
  for (const n of [1, 2]) await both(n, 'fullText', 'include');
  await both(3, 'fullText', 'exclude', 'wrong design');
  // The library already holds record 2's study, under another title.
  await call(
    'studies.create',
    { fields: { title: `Held already ${tag}`, year: 2024, doi: doi(2), design: 'RCT' } },
    a,
  );
}, 180_000);

describe('included records to the library', () => {
  it('refuses records not included at full text, writing nothing for any', async () => {
    for (const n of [3, 4]) {
      const refused = await callApi(
        'screening.addToLibrary',
        {
          questionId,
          studies: [
            { recordId: ids.get(1), design: 'RCT' },
            { recordId: ids.get(n), design: 'RCT' },
          ],
        },
        a,
      );
      expect(refused.error?.status).toBe('FAILED_PRECONDITION');
      expect(refused.error?.message).toContain(
        'Only records included at full text may be added to the library; nothing was added.',
      );
      expect(refused.error?.message).toContain(
        n === 3 ? 'it was excluded at full text' : 'it has not passed title and abstract',
      );
    }
    expect(await studiesByDoi(1)).toHaveLength(0);
    expect(await linksOf()).toHaveLength(0);
    const { records } = await call<{
      records: Array<{ record: { id: string }; study: unknown; match: { title: string } | null }>;
    }>('screening.included', { questionId }, b);
    expect(records.map((r) => [r.record.id, r.study, r.match?.title ?? null])).toEqual([
      [ids.get(1), null, null],
      [ids.get(2), null, `Held already ${tag}`],
    ]);
  });

  it('creates a study, links one the library holds, and answers a resend with the first answer', async () => {
    const input = {
      questionId,
      studies: [
        { recordId: ids.get(1), design: 'RCT' },
        { recordId: ids.get(2), design: 'RCT' },
      ],
      requestId: `lib-${tag}`,
    };
    const first = await call<Added>('screening.addToLibrary', input, a);
    expect(first.studies.map((s) => [s.recordId, s.outcome, s.study.title])).toEqual([
      [ids.get(1), 'created', title(1)],
      [ids.get(2), 'linked', `Held already ${tag}`],
    ]);
    const [created] = await studiesByDoi(1);
    expect(created?.data()).toMatchObject({
      title: title(1),
      authors: ['Walker AB'],
      year: 2024,
      journal: 'Journal of Rural Health',
      design: 'RCT',
      technologyIds: ['demo-tech-ultrasound'],
    });
    expect(String(created?.get('notes'))).toContain(
      `Included at full text in the review question “Adding included records ${tag}” (MEDLINE search of 2026-11-01).`,
    );
    expect(await studiesByDoi(2)).toHaveLength(1);

    const again = await call<Added>('screening.addToLibrary', input, a);
    expect(again).toEqual(first);
    expect(await studiesByDoi(1)).toHaveLength(1);
    const audit = await db.collection('audit').where('recordId', '==', created!.id).get();
    expect(audit.size).toBe(1);
    expect(await linksOf()).toHaveLength(2);

    // Another request for the same records: already added, nothing new.
    const later = await call<Added>(
      'screening.addToLibrary',
      { ...input, requestId: `lib2-${tag}` },
      b,
    );
    expect(later.studies.map((s) => s.outcome)).toEqual(['already added', 'already added']);
    expect(await studiesByDoi(1)).toHaveLength(1);

    const { records } = await call<{
      records: Array<{ study: { id: string; design: string } | null }>;
    }>('screening.included', { questionId }, b);
    expect(records.map((r) => r.study?.id)).toEqual(first.studies.map((s) => s.study.id));
  });

  it('refuses an account the hub never admitted, and a malformed design', async () => {
    const stranger = (await unadmittedSession('lib-stranger')).session;
    const input = { questionId, studies: [{ recordId: ids.get(1), design: 'RCT' }] };
    const refused = await callApi('screening.addToLibrary', input, stranger);
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    const read = await callApi('screening.included', { questionId }, stranger);
    expect(read.error?.status).toBe('PERMISSION_DENIED');
    const badDesign = await callApi(
      'screening.addToLibrary',
      { questionId, studies: [{ recordId: ids.get(1), design: 'anecdote' }] },
      a,
    );
    expect(badDesign.status).toBe(400);
    expect(JSON.stringify(badDesign.error)).toContain('Choose the study design.');
  });
});
