import { describe, expect, it } from 'vitest';

import { prismaCounts, prismaProblems, type RecordDecisions, type SearchSource } from './prisma.js';

const sources: SearchSource[] = [
  { id: 'medline', source: 'MEDLINE (Ovid)', kind: 'database' },
  { id: 'embase', source: 'Embase', kind: 'database' },
  { id: 'trials', source: 'ClinicalTrials.gov', kind: 'register' },
  { id: 'citations', source: 'Citation searching', kind: 'other' },
];

/** `n` records of one search with the same decisions. */
const many = (n: number, record: RecordDecisions): RecordDecisions[] =>
  Array.from({ length: n }, () => ({ ...record }));

const screenedOut = (searchId: string): RecordDecisions => ({
  searchId,
  duplicate: false,
  titleAbstract: 'exclude',
});
const atFullText = (searchId: string, fullText: RecordDecisions['fullText']): RecordDecisions => ({
  searchId,
  duplicate: false,
  titleAbstract: 'include',
  retrieval: 'retrieved',
  fullText,
});

// By hand: MEDLINE 20, Embase 15 (6 of them duplicates), ClinicalTrials.gov 5 → 40 identified,
// 34 screened; 20 excluded, 2 awaiting, 12 sought; 1 not retrieved, 1 awaiting, 10 assessed;
// 3 wrong population + 2 wrong design excluded, 1 awaiting, 4 included. Citation searching: 3
// found, 1 duplicate, 1 excluded, 1 included.
const records: RecordDecisions[] = [
  ...many(12, screenedOut('medline')),
  ...many(2, { searchId: 'medline', duplicate: false, titleAbstract: 'pending' }),
  ...many(3, atFullText('medline', { decision: 'exclude', reason: 'Wrong population' })),
  ...many(3, atFullText('medline', { decision: 'include' })),
  ...many(6, { searchId: 'embase', duplicate: true, titleAbstract: 'pending' }),
  ...many(5, screenedOut('embase')),
  { searchId: 'embase', duplicate: false, titleAbstract: 'include', retrieval: 'not retrieved' },
  { searchId: 'embase', duplicate: false, titleAbstract: 'include', retrieval: 'pending' },
  ...many(2, atFullText('embase', { decision: 'exclude', reason: 'Wrong design' })),
  ...many(3, screenedOut('trials')),
  atFullText('trials', { decision: 'pending' }),
  atFullText('trials', { decision: 'include' }),
  { searchId: 'citations', duplicate: true, titleAbstract: 'pending' },
  screenedOut('citations'),
  atFullText('citations', { decision: 'include' }),
];

describe('PRISMA 2020 counts', () => {
  const counts = prismaCounts(sources, records);
  const main = counts.databasesAndRegisters;

  it('counts records identified per source and in all', () => {
    expect(main.bySource).toEqual([
      { source: 'MEDLINE (Ovid)', n: 20 },
      { source: 'Embase', n: 15 },
      { source: 'ClinicalTrials.gov', n: 5 },
    ]);
    expect(main.identified).toBe(40);
  });

  it('removes duplicates before screening', () => {
    expect(main.duplicatesRemoved).toBe(6);
    expect(main.screened).toBe(34);
  });

  it('counts records excluded and awaiting at title and abstract', () => {
    expect(main.excludedAtScreening).toBe(20);
    expect(main.awaitingScreening).toBe(2);
  });

  it('counts reports sought, not retrieved and awaiting retrieval', () => {
    expect(main.soughtForRetrieval).toBe(12);
    expect(main.notRetrieved).toBe(1);
    expect(main.awaitingRetrieval).toBe(1);
  });

  it('counts reports assessed and excluded with each reason, most frequent first', () => {
    expect(main.assessedForEligibility).toBe(10);
    expect(main.excludedWithReasons).toEqual([
      { reason: 'Wrong population', n: 3 },
      { reason: 'Wrong design', n: 2 },
    ]);
    expect(main.awaitingAssessment).toBe(1);
  });

  it('counts studies included from both columns', () => {
    expect(main.included).toBe(4);
    expect(counts.otherMethods).toMatchObject({
      identified: 3,
      duplicatesRemoved: 1,
      screened: 2,
      excludedAtScreening: 1,
      included: 1,
    });
    expect(counts.included).toBe(5);
  });

  it('adds up in every state, from nothing screened to everything settled', () => {
    expect(prismaProblems(main)).toEqual([]);
    expect(prismaProblems(counts.otherMethods)).toEqual([]);
    const states: RecordDecisions['titleAbstract'][] = ['pending', 'include', 'exclude'];
    const retrievals = [undefined, 'pending', 'retrieved', 'not retrieved'] as const;
    const fullTexts: RecordDecisions['fullText'][] = [
      undefined,
      { decision: 'pending' },
      { decision: 'include' },
      { decision: 'exclude', reason: 'Wrong comparator' },
    ];
    // Every combination of one record's decisions, alone and beside the scenario's.
    for (const duplicate of [false, true])
      for (const titleAbstract of states)
        for (const retrieval of retrievals)
          for (const fullText of fullTexts) {
            const record: RecordDecisions = {
              searchId: 'embase',
              duplicate,
              titleAbstract,
              ...(retrieval ? { retrieval } : {}),
              ...(fullText ? { fullText } : {}),
            };
            for (const set of [[record], [...records, record]]) {
              const c = prismaCounts(sources, set).databasesAndRegisters;
              expect(prismaProblems(c), JSON.stringify(record)).toEqual([]);
            }
          }
  });

  it('names the boxes that do not add up', () => {
    expect(prismaProblems({ ...main, screened: main.screened + 1 })).toEqual([
      'identified ≠ duplicates removed + screened',
      'screened ≠ excluded + awaiting screening + sought for retrieval',
    ]);
  });

  it('refuses a record from a search that is not in the log', () => {
    expect(() => prismaCounts(sources, [{ ...screenedOut('scopus') }])).toThrow(
      'A record belongs to search scopus, which is not in the log.',
    );
  });
});
