import { describe, expect, it } from 'vitest';

import {
  conflictsOf,
  includedOf,
  prismaRecords,
  progressOf,
  queueOf,
  type Board,
} from './board.js';
import { prismaCounts, prismaProblems, type SearchSource } from './prisma.js';
import { prismaDiagram, wrap } from './prismaDiagram.js';
import { inSample, settle, type Vote } from './rules.js';

const vote = (uid: string, decision: Vote['decision'], reason: Vote['reason'] = null): Vote => ({
  uid,
  decision,
  reason,
  otherReason: null,
});

describe('settling a record', () => {
  it('waits for two decisions, agrees on yes (include or maybe) or no, and is a conflict otherwise', () => {
    expect(settle('titleAbstract', 2, [vote('a', 'include')], null)).toEqual({ status: 'pending' });
    expect(settle('titleAbstract', 2, [vote('a', 'include'), vote('b', 'maybe')], null)).toEqual({
      status: 'include',
    });
    expect(settle('titleAbstract', 2, [vote('a', 'include'), vote('b', 'exclude')], null)).toEqual({
      status: 'conflict',
    });
  });

  it('at full text agrees on an exclusion only for the same reason; a resolution settles it', () => {
    const pop = vote('a', 'exclude', 'wrong population');
    expect(settle('fullText', 2, [pop, vote('b', 'exclude', 'wrong design')], null).status).toBe(
      'conflict',
    );
    expect(settle('fullText', 2, [pop, { ...pop, uid: 'b' }], null)).toMatchObject({
      status: 'exclude',
      reason: 'wrong population',
    });
    expect(
      settle('fullText', 2, [pop, vote('b', 'include')], {
        decision: 'include',
        reason: null,
        otherReason: null,
      }),
    ).toEqual({ status: 'include' });
  });

  it('samples the same records for verification whoever asks, about the share set', () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => `record-${i}`);
    const sampled = ids.filter((id) => inSample(id, 20)).length;
    expect(sampled / ids.length).toBeGreaterThan(0.15);
    expect(sampled / ids.length).toBeLessThan(0.25);
    expect(ids.filter((id) => inSample(id, 20))).toEqual(ids.filter((id) => inSample(id, 20)));
  });
});

const records = ['r1', 'r2', 'r3', 'r4'].map((id) => ({ id, searchId: 's1', duplicateOf: null }));
const board = (votes: Array<[string, 'titleAbstract' | 'fullText', Vote[]]>): Board => ({
  settings: { mode: 'two reviewers', samplePercent: 20 },
  records: [...records, { id: 'd1', searchId: 's1', duplicateOf: 'r1' }],
  votes: new Map(votes.map(([id, stage, v]) => [`${id}|${stage}`, v])),
  resolutions: new Map(),
});

describe("a reviewer's board", () => {
  const b = board([
    ['r1', 'titleAbstract', [vote('a', 'include')]],
    ['r2', 'titleAbstract', [vote('a', 'include'), vote('b', 'exclude')]],
    ['r3', 'titleAbstract', [vote('a', 'include'), vote('b', 'include')]],
    ['r4', 'titleAbstract', [vote('b', 'exclude'), vote('c', 'exclude')]],
    ['r3', 'fullText', [vote('a', 'include'), vote('b', 'include')]],
  ]);

  it('queues what the person has not decided and others have not finished, never duplicates', () => {
    expect(queueOf(b, 'b', 'titleAbstract').map((r) => r.id)).toEqual(['r1']);
    expect(queueOf(b, 'c', 'titleAbstract').map((r) => r.id)).toEqual(['r1']);
    expect(queueOf(b, 'a', 'titleAbstract')).toEqual([]);
    expect(progressOf(b, 'a')).toEqual({
      titleAbstract: { decided: 3, remaining: 0 },
      fullText: { decided: 1, remaining: 0 },
    });
  });

  it('shows a conflict only to a person who decided none of it', () => {
    expect(conflictsOf(b, 'a')).toEqual([]);
    expect(conflictsOf(b, 'b')).toEqual([]);
    expect(conflictsOf(b, 'c').map((x) => x.record.id)).toEqual(['r2']);
  });

  it('gives PRISMA settled decisions only, and the records included', () => {
    const counts = prismaCounts(
      [{ id: 's1', source: 'MEDLINE', kind: 'database' }],
      prismaRecords(b),
    );
    expect(counts.databasesAndRegisters).toMatchObject({
      identified: 5,
      duplicatesRemoved: 1,
      screened: 4,
      excludedAtScreening: 1,
      awaitingScreening: 2,
      soughtForRetrieval: 1,
      assessedForEligibility: 1,
      included: 1,
    });
    expect(includedOf(b).map((r) => r.id)).toEqual(['r3']);
  });
});

const sources: SearchSource[] = [
  { id: 'm', source: 'MEDLINE', kind: 'database' },
  { id: 'h', source: 'hand search', kind: 'other' },
];

/** Three states of one review: nothing screened, half way, done. */
const states = {
  'before screening': prismaCounts(sources, [
    { searchId: 'm', duplicate: false, titleAbstract: 'pending' },
    { searchId: 'm', duplicate: true, titleAbstract: 'pending' },
  ]),
  'half way': prismaCounts(sources, [
    { searchId: 'm', duplicate: false, titleAbstract: 'exclude' },
    { searchId: 'm', duplicate: false, titleAbstract: 'pending' },
    {
      searchId: 'm',
      duplicate: false,
      titleAbstract: 'include',
      retrieval: 'retrieved',
      fullText: { decision: 'pending' },
    },
    { searchId: 'h', duplicate: false, titleAbstract: 'include', retrieval: 'not retrieved' },
  ]),
  done: prismaCounts(sources, [
    { searchId: 'm', duplicate: true, titleAbstract: 'pending' },
    { searchId: 'm', duplicate: false, titleAbstract: 'exclude' },
    {
      searchId: 'm',
      duplicate: false,
      titleAbstract: 'include',
      retrieval: 'retrieved',
      fullText: { decision: 'include' },
    },
    {
      searchId: 'm',
      duplicate: false,
      titleAbstract: 'include',
      retrieval: 'retrieved',
      fullText: { decision: 'exclude', reason: 'Wrong design' },
    },
    {
      searchId: 'h',
      duplicate: false,
      titleAbstract: 'include',
      retrieval: 'retrieved',
      fullText: { decision: 'include' },
    },
  ]),
};

describe.each(Object.entries(states))('the PRISMA diagram %s', (_, counts) => {
  const diagram = prismaDiagram(counts);
  const box = (id: string) => diagram.boxes.find((b) => b.id === id)!;
  const columns = [
    ['databases', counts.databasesAndRegisters],
    ...(counts.otherMethods.identified ? [['other', counts.otherMethods] as const] : []),
  ] as const;

  it.each(columns)('draws each box of the %s column with its count', (key, c) => {
    expect(prismaProblems(c)).toEqual([]);
    expect(box(`${key}-identified`).n).toBe(c.identified);
    expect(box(`${key}-duplicates`).n).toBe(c.duplicatesRemoved);
    expect(box(`${key}-screened`).n).toBe(c.screened);
    expect(box(`${key}-excluded`).n).toBe(c.excludedAtScreening);
    expect(box(`${key}-sought`).n).toBe(c.soughtForRetrieval);
    expect(box(`${key}-not-retrieved`).n).toBe(c.notRetrieved);
    expect(box(`${key}-assessed`).n).toBe(c.assessedForEligibility);
    expect(box(`${key}-reports-excluded`).n).toBe(
      c.excludedWithReasons.reduce((s, r) => s + r.n, 0),
    );
    // Each box says its count in words, and the boxes add up as the flow does.
    for (const b of diagram.boxes) expect(b.lines.join(' ')).toContain(`(n = ${b.n})`);
    expect(box(`${key}-identified`).n).toBe(box(`${key}-duplicates`).n + box(`${key}-screened`).n);
    expect(box(`${key}-screened`).n).toBe(
      box(`${key}-excluded`).n + c.awaitingScreening + box(`${key}-sought`).n,
    );
    expect(box(`${key}-sought`).n).toBe(
      box(`${key}-not-retrieved`).n + c.awaitingRetrieval + box(`${key}-assessed`).n,
    );
    expect(box(`${key}-assessed`).n).toBe(
      box(`${key}-reports-excluded`).n + c.awaitingAssessment + c.included,
    );
  });

  it('ends in one box of the studies included, over both columns', () => {
    expect(box('included').n).toBe(
      counts.databasesAndRegisters.included + counts.otherMethods.included,
    );
    for (const b of diagram.boxes) {
      expect(b.x + b.width).toBeLessThanOrEqual(diagram.width);
      expect(b.y + b.height).toBeLessThanOrEqual(diagram.height);
    }
  });
});

describe('wrapping a box’s text', () => {
  it('breaks at spaces within the width', () => {
    expect(wrap('Records screened (n = 1,234)', 18)).toEqual(['Records screened', '(n = 1,234)']);
  });
});
