import { describe, expect, it } from 'vitest';

import { studyFields } from './contract.js';
import {
  normalisedDoi,
  normalisedPmid,
  studyKeys,
  titleYearKey,
  vancouverPages,
  vancouverReference,
} from './vancouver.js';

// Hand-formatted after ICMJE / NLM Citing Medicine: "Surname Initials" separated by commas, the
// first six then "et al.", the title, the journal abbreviation, then year;volume(issue):pages with
// the repeated digits of the last page dropped, then the DOI.
describe('vancouverReference', () => {
  it('lists six authors in full', () => {
    expect(
      vancouverReference({
        authors: ['Britton N', 'Miller MA', 'Safadi S', 'Siegel A', 'Levine AR', 'McCurdy MT'],
        title: 'Tele-Ultrasound in Resource-Limited Settings: A Systematic Review',
        journal: 'Front Public Health',
        year: 2019,
      }),
    ).toBe(
      'Britton N, Miller MA, Safadi S, Siegel A, Levine AR, McCurdy MT. Tele-Ultrasound in Resource-Limited Settings: A Systematic Review. Front Public Health. 2019.',
    );
  });

  it('cuts more than six authors to six and "et al."', () => {
    expect(
      vancouverReference({
        authors: ['A A', 'B B', 'C C', 'D D', 'E E', 'F F', 'G G'],
        title: 'A trial',
        journal: 'BMJ',
        year: 2020,
      }),
    ).toBe('A A, B B, C C, D D, E E, F F, et al. A trial. BMJ. 2020.');
  });

  it('keeps a title ending in a question mark, and leaves out a missing journal', () => {
    expect(
      vancouverReference({
        authors: ['Smith J'],
        title: 'Does tele-ultrasound work? ',
        journal: null,
        year: 2024,
      }),
    ).toBe('Smith J. Does tele-ultrasound work? 2024.');
  });

  it('writes year;volume(issue):pages and the DOI', () => {
    expect(
      vancouverReference({
        authors: ['Britton N', 'Miller MA'],
        title: 'Tele-Ultrasound in Resource-Limited Settings: A Systematic Review',
        journal: 'Front Public Health',
        year: 2019,
        volume: '7',
        issue: null,
        pages: '244',
        doi: '10.3389/fpubh.2019.00244',
      }),
    ).toBe(
      'Britton N, Miller MA. Tele-Ultrasound in Resource-Limited Settings: A Systematic Review. Front Public Health. 2019;7:244. doi:10.3389/fpubh.2019.00244',
    );
    const at = (volume: string | null, issue: string | null, pages: string | null) =>
      vancouverReference({
        authors: [],
        title: 'T',
        journal: 'J',
        year: 2020,
        volume,
        issue,
        pages,
      });
    expect(at('12', '3', '1203-1208')).toBe('T. J. 2020;12(3):1203-8.');
    expect(at(null, '3', '45-52')).toBe('T. J. 2020;(3):45-52.');
    expect(at(null, null, '1-10')).toBe('T. J. 2020:1-10.');
    expect(at('12', null, null)).toBe('T. J. 2020;12.');
  });
});

describe('vancouverPages', () => {
  it('drops the digits the last page repeats, and leaves other forms as given', () => {
    // 244-250: "2" repeats, "50" differs → 244-50; 1203-1208: "120" repeats → 1203-8.
    expect(vancouverPages('244-250')).toBe('244-50');
    expect(vancouverPages('1203–1208')).toBe('1203-8');
    expect(vancouverPages('12-19')).toBe('12-9');
    expect(vancouverPages('99-101')).toBe('99-101');
    expect(vancouverPages('e244')).toBe('e244');
    expect(vancouverPages('S12-S19')).toBe('S12-S19');
  });
});

describe('duplicate keys', () => {
  it('ignore case, accents, punctuation and spacing of the title', () => {
    expect(titleYearKey('Télé-ultrasound:  a REVIEW.', 2019)).toBe(
      titleYearKey('Tele ultrasound a review', 2019),
    );
    expect(titleYearKey('Tele ultrasound', 2019)).not.toBe(titleYearKey('Tele ultrasound', 2020));
  });

  it('read letters of other scripts that look like Latin ones as those, and leave Latin letters', () => {
    // Cyrillic е, а and Greek ο in "Tele-ultrasound"; a Cyrillic Т and Greek Α, capitals.
    expect(titleYearKey('T\u0435le-ultr\u0430s\u03bfund', 2019)).toBe(
      titleYearKey('Tele-ultrasound', 2019),
    );
    expect(titleYearKey('\u0422ELE \u0391SSESSMENT', 2019)).toBe(
      titleYearKey('Tele assessment', 2019),
    );
    // Unicode's confusables fold "m" into "rn": Latin titles keep their letters (and their keys).
    expect(titleYearKey('Modern care', 2019)).toBe('modern care|2019');
    expect(titleYearKey('Rnodern care', 2019)).not.toBe(titleYearKey('Modern care', 2019));
    // A letter of another script that looks like none stays itself.
    expect(titleYearKey('\u0416 study', 2019)).toBe('\u0436 study|2019');
  });

  it('read a PMID as a number, without leading zeros', () => {
    expect(normalisedPmid('0031552212')).toBe('31552212');
    expect(normalisedPmid('0')).toBe('0');
    expect(studyKeys({ pmid: '031552212', title: 'x', year: 2019 })[0]).toEqual({
      field: 'pmid',
      value: '31552212',
      by: 'PMID',
    });
  });

  it('read a DOI without its resolver and case', () => {
    expect(normalisedDoi('https://doi.org/10.3389/FPUBH.2019.00244')).toBe(
      '10.3389/fpubh.2019.00244',
    );
  });
});

describe('study fields', () => {
  const valid = { title: 'T', year: 2019, design: 'RCT' };
  const messageOf = (input: Record<string, unknown>) =>
    studyFields.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

  it('accept a study and store a DOI given as a link in its short form', () => {
    expect(studyFields.parse({ ...valid, doi: 'https://doi.org/10.1000/XYZ' }).doi).toBe(
      '10.1000/xyz',
    );
  });

  it('refuse a malformed DOI, PMID, year or author, saying what is expected', () => {
    expect(messageOf({ doi: '11.1/x' })).toMatch(/A DOI looks like 10\./);
    expect(messageOf({ pmid: 'PM123' })).toMatch(/digits only/);
    expect(messageOf({ year: 1899 })).toMatch(/between 1900 and next year/);
    expect(messageOf({ year: new Date().getUTCFullYear() + 2 })).toMatch(/between 1900/);
    expect(messageOf({ authors: ['Nadia Britton'] })).toMatch(/Surname Initials/);
  });
});
