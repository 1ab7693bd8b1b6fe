import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { readCitations } from '../studies/readCitations.server.js';
import { candidateOf, cut, markDuplicates, type Candidate } from './candidates.js';
import { RECORD_LIMITS } from './contract.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function candidates(name: string, prefix: string) {
  return readCitations(fixture(name)).entries.map((e, i) => {
    const c = candidateOf(e.item!);
    if ('problem' in c) throw new Error(c.problem);
    return { ...c, id: `${prefix}${i + 1}` };
  });
}

describe("a search's candidate records", () => {
  it('reads title, authors, year, DOI, journal and abstract from a RIS export', () => {
    const [first] = candidates('medline-32.ris', 'm');
    expect(first).toMatchObject({
      title: 'Test record 01: remote echocardiography in remote nursing stations',
      authors: ['Tester AB', 'Sample C'],
      year: 2016,
      doi: '10.5555/screen.001',
      journal: 'Journal of Test Records',
    });
    expect(first!.abstract).toMatch(/^Synthetic test record 1 /);
  });

  it('keeps a record the library would refuse (group author, no year), not one without a title', () => {
    expect(
      candidateOf({ type: 'article-journal', title: 'A', author: [{ literal: 'WHO Group' }] }),
    ).toMatchObject({ title: 'A', authors: ['WHO Group'], year: null, doi: null });
    expect(candidateOf({ type: 'article-journal', DOI: '10.1/x' })).toEqual({
      problem: 'It has no title: nothing to screen.',
    });
    expect(candidateOf({ type: 'article-journal', title: 'B', DOI: 'not a doi' })).toMatchObject({
      doi: null,
    });
  });

  it('cuts long fields to their bounds, saying so', () => {
    const long = candidateOf({
      type: 'article-journal',
      title: 'T'.repeat(5_000),
      abstract: 'a '.repeat(20_000),
      author: Array.from({ length: 300 }, (_, i) => ({
        family: `Name${'x'.repeat(i % 3)}`,
        given: 'A',
      })),
    }) as Candidate;
    expect(long.title).toHaveLength(RECORD_LIMITS.title + 1);
    expect(long.title.endsWith('…')).toBe(true);
    expect(long.abstract!.length).toBeLessThanOrEqual(RECORD_LIMITS.abstract + 1);
    expect(long.authors).toHaveLength(RECORD_LIMITS.authors);
    expect(cut('ab😀', 3)).toBe('ab…');
  });
});

describe('duplicates across the searches of a question', () => {
  it('marks by DOI first, then by normalised title and year, pointing at the original', () => {
    const medline = candidates('medline-32.ris', 'm');
    const embase = candidates('embase-8.ris', 'e');
    expect(markDuplicates([], medline).every((m) => m.duplicateOf === null)).toBe(true);
    const marks = markDuplicates(medline, embase);
    expect(marks.slice(0, 3)).toEqual([
      { duplicateOf: 'm1', duplicateBy: 'DOI' },
      { duplicateOf: 'm2', duplicateBy: 'DOI' },
      { duplicateOf: 'm5', duplicateBy: 'title and year' },
    ]);
    expect(marks.slice(3).every((m) => m.duplicateOf === null)).toBe(true);
  });

  it('finds duplicates within one import, and a duplicate never points at another duplicate', () => {
    const r = (id: string, doi: string | null, title: string, year: number | null) => ({
      id,
      doi,
      title,
      year,
    });
    expect(
      markDuplicates(
        [r('a', '10.1/a', 'Alpha', 2020)],
        [
          r('b', null, 'ALPHA!', 2020),
          r('c', '10.1/c', 'Gamma', 2021),
          r('d', '10.1/c', 'Delta', 2022),
          r('e', null, 'Gamma', null),
          r('f', null, 'Gamma', 2021),
        ],
      ),
    ).toEqual([
      { duplicateOf: 'a', duplicateBy: 'title and year' },
      { duplicateOf: null, duplicateBy: null },
      { duplicateOf: 'c', duplicateBy: 'DOI' },
      // Without a year, a title matches only others without one.
      { duplicateOf: null, duplicateBy: null },
      { duplicateOf: 'c', duplicateBy: 'title and year' },
    ]);
  });
});
