// Files as reference managers export them (fixtures/, written after the RIS and BibTeX formats:
// real articles' titles and authors, no abstracts; one entry invented and said so) read into the
// library's fields. Each expected draft is written out by hand from the file's lines.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { draftOf } from './citationDrafts.js';
import { CitationFileError, readCitations } from './readCitations.server.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const drafts = (text: string) =>
  readCitations(text).entries.map((e) => {
    expect(e.unreadable).toBeNull();
    return draftOf(e.item!);
  });

const BRITTON_AUTHORS = [
  'Britton N',
  'Miller MA',
  'Safadi S',
  'Siegel A',
  'Levine AR',
  'McCurdy MT',
];
const BRITTON_TITLE = 'Tele-Ultrasound in Resource-Limited Settings: A Systematic Review';

describe('RIS as Zotero exports it', () => {
  it('reads two entries: "Surname, I. I." authors as "Surname II", the abbreviated journal (J2), DOI and link', () => {
    const { format } = readCitations(fixture('zotero.ris'));
    expect(format).toBe('RIS');
    const [britton, obaid] = drafts(fixture('zotero.ris'));
    expect(britton).toEqual({
      draft: {
        authors: BRITTON_AUTHORS,
        year: 2019, // PY  - 2019
        title: BRITTON_TITLE,
        journal: 'Front Public Health', // J2, not T2's full name
        volume: '7',
        issue: null,
        pages: '244',
        doi: '10.3389/fpubh.2019.00244',
        pmid: null, // Zotero's export here names none: not looked up, not guessed
        url: 'https://www.frontiersin.org/articles/10.3389/fpubh.2019.00244/full',
      },
      problems: [],
      missing: ['issue', 'PMID'],
    });
    expect(obaid!.draft).toMatchObject({
      authors: ['Obaid M', 'Zhang Q', 'Adams SJ', 'Fotouhi R', 'Obaid H'],
      year: 2021, // PY  - 2021 (DA  - 2021/// has no month or day)
      journal: 'Eur Radiol Exp',
      doi: '10.1186/s41747-021-00227-z',
    });
    expect(obaid!.missing).toEqual(['volume', 'issue', 'pages', 'PMID']);
  });
});

describe('RIS from PubMed', () => {
  it('takes the PMID from the accession number of a PubMed record, and keeps "Britton N" authors as written', () => {
    const [britton] = drafts(fixture('pubmed.ris'));
    expect(britton!.draft).toEqual({
      authors: BRITTON_AUTHORS, // AU  - Britton N … as MEDLINE writes them
      year: 2019,
      title: `${BRITTON_TITLE}.`, // MEDLINE ends titles with a stop; the reference closes it once
      journal: 'Front Public Health',
      volume: '7',
      issue: null,
      pages: '244',
      doi: '10.3389/fpubh.2019.00244',
      pmid: '31552212', // AN  - 31552212 with DB  - PubMed
      url: 'https://pubmed.ncbi.nlm.nih.gov/31552212/',
    });
  });

  it('does not take an accession number of another database as a PMID', () => {
    const text = fixture('pubmed.ris').replace('DB  - PubMed', 'DB  - Embase');
    expect(drafts(text)[0]!.draft?.pmid).toBeNull();
  });
});

describe('BibTeX', () => {
  it('reads two @article entries: braces, particles, hyphenated given names, number and page range, pmid and note', () => {
    const { format } = readCitations(fixture('articles.bib'));
    expect(format).toBe('BibTeX');
    const [britton, invented] = drafts(fixture('articles.bib'));
    expect(britton!.draft).toMatchObject({
      authors: BRITTON_AUTHORS,
      title: BRITTON_TITLE, // {Ultrasound} … braces dropped
      journal: 'Frontiers in Public Health', // BibTeX gives the full name only
      pmid: '31552212', // pmid = {31552212}
    });
    expect(invented).toEqual({
      draft: {
        // "van der Berg, Jan Hendrik" → particle kept with the surname, J + H;
        // "O'Neil, Anne-Marie" → A + M; "Tremblay, J.-P." → J + P.
        authors: ['van der Berg JH', "O'Neil AM", 'Tremblay JP'],
        year: 2024,
        title: 'An invented trial of tele-ultrasound in northern clinics (test fixture)',
        journal: 'J Invented Stud',
        volume: '12',
        issue: '3', // number = {3}
        pages: '1203-1208', // 1203--1208
        doi: null,
        pmid: '99999901', // note = {PMID: 99999901}, as Zotero writes it
        url: null,
      },
      problems: [],
      missing: ['DOI', 'link'],
    });
  });
});

describe('files that cannot be read', () => {
  const refusal = (text: string) => {
    try {
      readCitations(text);
    } catch (e) {
      expect(e).toBeInstanceOf(CitationFileError);
      return (e as Error).message;
    }
    throw new Error('read');
  };

  it('say what is wrong: not RIS or BibTeX, a PubMed .nbib, a BibTeX syntax error with its place', () => {
    expect(refusal('Britton N. Tele-ultrasound. 2019.')).toMatch(/neither RIS .* nor BibTeX/);
    expect(refusal('PMID- 31552212\nTI  - Tele-Ultrasound')).toMatch(/PubMed \(MEDLINE, \.nbib\)/);
    expect(refusal('@article{a, title = {Unclosed}')).toMatch(
      /^The BibTeX file could not be read: expected "rbrace", got EOF at line 1/,
    );
    // 5,000 braces deep (within the file size allowed) exhausted the parser's stack, and the
    // person was told "Maximum call stack size exceeded".
    const deep = `@article{a, title = {${'{'.repeat(5000)}x${'}'.repeat(5000)}}, year = {2020}}`;
    expect(refusal(deep)).toBe(
      'The BibTeX file could not be read: it nests braces or fields more deeply than a reference export does.',
    );
  });

  it('report an entry of a type RIS does not define, and read the others', () => {
    const text = `TY  - NOPE\nTI  - Odd\nER  - \n\n${fixture('pubmed.ris')}`;
    const [odd, good] = readCitations(text).entries;
    expect(odd).toEqual({
      label: 'TY  - NOPE',
      item: null,
      unreadable: 'Its type is not one the format defines.',
    });
    expect(good!.item?.title).toBe(`${BRITTON_TITLE}.`);
  });
});

describe('what a file makes the reader produce', () => {
  const refusal = (text: string) => {
    try {
      readCitations(text);
    } catch (e) {
      expect(e).toBeInstanceOf(CitationFileError);
      return (e as Error).message;
    }
    throw new Error('read');
  };
  /** `@string` macros each twice the one before: `doublings` of them after an 11-character one. */
  const expanding = (doublings: number) =>
    [
      '@string{a0 = "Telehealth "}',
      ...Array.from({ length: doublings }, (_, i) => `@string{a${i + 1} = a${i} # a${i}}`),
      `@article{expanding, author = {Britton, Nadia}, title = a${doublings}, year = 2020}`,
    ].join('\n');

  it('is bounded: a field its macros expand past an export’s is not read, a file past one is refused', () => {
    // 676 bytes naming a title of 184,549,376 characters: the entry is not read, the others are.
    const [entry] = readCitations(expanding(24)).entries;
    expect(entry).toEqual({
      label: '@article{expanding}',
      item: null,
      unreadable:
        "Its title is 184,549,376 characters long once its @string macros are expanded; a reference export's fields hold at most 20,000.",
    });
    // Past the longest string V8 holds, the grammar itself gives up.
    expect(refusal(expanding(26))).toBe(
      'The BibTeX file could not be read: its @string macros expand to more text than a reference export holds.',
    );
    // Under the field's bound, entries using one macro add up, each its own copy once converted.
    const shared = [
      `@string{big = "${'x'.repeat(19_000)}"}`,
      ...Array.from({ length: 110 }, (_, i) => `@article{k${i}, title = big, year = 2020}`),
    ].join('\n');
    expect(refusal(shared)).toBe(
      'The BibTeX file could not be read: its @string macros expand it to more than 2,000,000 characters by entry 106 (@article{k105}); a reference export holds at most 2,000,000.',
    );
  });

  it('is bounded in entries and reasons: counted before conversion, each author said up to five', () => {
    expect(refusal('TY  - JOUR\nER  - \n'.repeat(501))).toBe(
      'The file holds 501 entries; at most 500 are checked at a time: export the studies in smaller files.',
    );
    const names = Array.from({ length: 1_000 }, (_, i) => `Group${i}`).join(' and ');
    const [entry] = readCitations(
      `@article{many, author = {${names}}, title = {${'Long '.repeat(1_000)}}, year = 2020}`,
    ).entries;
    const { problems } = draftOf(entry!.item!);
    expect(problems).toEqual([
      ...[0, 1, 2, 3, 4].map(
        (i) =>
          `Author “Group${i}” cannot be written as "Surname Initials" (a group, a suffix or a missing given name); correct it in the file, or add the study by hand.`,
      ),
      '… and 995 more authors like these.',
    ]);
  });

  it('says a BibTeX file of only @preamble, @comment or @string holds no entries', () => {
    for (const text of ['@preamble{"x"}', '@comment{by hand}', '@string{j = "J Test"}'])
      expect(refusal(text)).toBe(
        'The BibTeX file holds no entries: only @preamble, @comment or @string. Export the studies themselves (@article{…}).',
      );
  });
});
