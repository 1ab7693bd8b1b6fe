// A library study from a citation another feature holds (a screening record included at full
// text): the citation's title, authors, year, journal and DOI, the design the person chose, the
// technology the review is about and a note of where it came from. Pure; the library's own rules
// (studyFields) decide, so a record the library would refuse is refused with their message, not
// stored half-read.
import { studyFields, type StudyDesign, type StudyFields } from './contract.js';

export interface Citation {
  title: string;
  authors: readonly string[];
  year: number | null;
  journal: string | null;
  doi: string | null;
}

const authorRule = studyFields.shape.authors.unwrap().element;

export type StudyFromCitation = { fields: StudyFields } | { problem: string };

/**
 * The study's fields, or why the citation cannot be one. Authors not written "Surname Initials"
 * (a group, an unparsed name) are kept in the notes as the citation gives them, not rewritten.
 */
export function studyFromCitation(
  citation: Citation,
  design: StudyDesign,
  more: { technologyIds: string[]; provenance: string },
): StudyFromCitation {
  if (citation.year === null)
    return { problem: 'The record gives no year of publication: the library needs one.' };
  const authors = citation.authors.filter((a) => authorRule.safeParse(a).success);
  const others = citation.authors.filter((a) => !authorRule.safeParse(a).success);
  const notes = [
    more.provenance,
    others.length ? `Authors as the record gives them: ${others.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const parsed = studyFields.safeParse({
    title: citation.title,
    authors,
    year: citation.year,
    journal: citation.journal,
    doi: citation.doi,
    design,
    technologyIds: more.technologyIds,
    notes,
  });
  if (!parsed.success)
    return {
      problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    };
  return { fields: parsed.data };
}
