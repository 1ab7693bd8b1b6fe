// A citation (CSL-JSON) to the library's fields: what cannot be read is said, not guessed; and
// duplicates found by DOI, PMID or title + year, in the library or earlier in the file.
import { describe, expect, it } from 'vitest';

import { draftOf, initialsOf } from './citationDrafts.js';
import { findDuplicates, keyId } from './studyImport.js';
import { titleYearKey } from './vancouver.js';

const item = {
  type: 'article-journal',
  title: 'A trial',
  author: [{ family: 'Smith', given: 'Jane' }],
  issued: { 'date-parts': [[2020]] },
};

describe('initials', () => {
  it('take the first letter of each given name, without stops', () => {
    expect(initialsOf('Michael T.')).toBe('MT');
    expect(initialsOf('M. T.')).toBe('MT');
    expect(initialsOf('Jean-Pierre')).toBe('JP');
    expect(initialsOf('MT')).toBe('MT'); // already initials
    expect(initialsOf('jane')).toBe('J');
  });
});

describe('draftOf', () => {
  it('reads a minimal citation and lists what it lacks', () => {
    expect(draftOf(item)).toEqual({
      draft: {
        authors: ['Smith J'],
        year: 2020,
        title: 'A trial',
        journal: null,
        volume: null,
        issue: null,
        pages: null,
        doi: null,
        pmid: null,
        url: null,
      },
      problems: [],
      missing: ['journal', 'volume', 'issue', 'pages', 'DOI', 'PMID', 'link'],
    });
  });

  it('refuses, with reasons, a group author, a year in press and a missing title', () => {
    const read = draftOf({
      type: 'report',
      author: [
        { literal: 'World Health Organization' },
        { family: 'King', given: 'M', suffix: 'Jr' },
      ],
      issued: { literal: 'in press' },
    });
    expect(read.draft).toBeNull();
    expect(read.problems).toEqual([
      'Author “World Health Organization” cannot be written as "Surname Initials" (a group, a suffix or a missing given name); correct it in the file, or add the study by hand.',
      'Author “M King Jr” cannot be written as "Surname Initials" (a group, a suffix or a missing given name); correct it in the file, or add the study by hand.',
      'The year “in press” is not a year.',
      'No title.',
    ]);
  });

  it('refuses a DOI or PMID the library would refuse, with the form’s message', () => {
    const read = draftOf({ ...item, DOI: 'doi.org/abc', PMID: 'PMC123' });
    expect(read.draft).toBeNull();
    expect(read.problems).toEqual([
      'DOI “doi.org/abc”: A DOI looks like 10.1234/abc… (e.g. 10.3389/fpubh.2019.00244).',
      'PMID “PMC123”: A PMID is digits only (e.g. 31552212).',
    ]);
  });
});

describe('findDuplicates', () => {
  const study = (title: string, doi: string | null = null, pmid: string | null = null) => ({
    title,
    year: 2020,
    doi,
    pmid,
  });

  it('finds an entry in the library by DOI, PMID or title and year, and one already in the file', () => {
    const library = new Map([
      [keyId({ field: 'doi', value: '10.1/a' }), { id: 's1', title: 'In library by DOI' }],
      [keyId({ field: 'pmid', value: '42' }), { id: 's2', title: 'In library by PMID' }],
      [
        keyId({ field: 'titleKey', value: titleYearKey('Known title', 2020) }),
        { id: 's3', title: 'Known title' },
      ],
    ]);
    const found = findDuplicates(
      [
        { entry: 1, draft: study('One', 'https://doi.org/10.1/A') }, // DOI in another form
        { entry: 2, draft: study('Two', null, '42') },
        { entry: 3, draft: study('KNOWN title.') },
        { entry: 4, draft: study('New study', '10.1/new') },
        { entry: 5, draft: null }, // invalid: claims no key
        { entry: 6, draft: study('New study!') }, // entry 4's title and year
        { entry: 7, draft: study('Other', '10.1/NEW') }, // entry 4's DOI
        { entry: 8, draft: study('Other two') },
      ],
      library,
    );
    expect(found.map((f) => f.reasons[0] ?? 'new')).toEqual([
      'Already in the library (same DOI): “In library by DOI”.',
      'Already in the library (same PMID): “In library by PMID”.',
      'Already in the library (same title and year): “Known title”.',
      'new',
      'new',
      'The same study as entry 4 (same title and year).',
      'The same study as entry 4 (same DOI).',
      'new',
    ]);
    expect(found[0]!.existing).toEqual({ id: 's1', title: 'In library by DOI', page: '/study/s1' });
    expect(found[5]!.existing).toBeNull();
    expect(found.map((f) => f.earlier)).toEqual([null, null, null, null, null, 4, 4, null]);
  });
});
