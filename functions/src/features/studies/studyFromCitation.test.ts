// A screening record's citation as a library study: the library's rules decide, and nothing of
// the citation is rewritten or guessed.
import { describe, expect, it } from 'vitest';

import { studyFromCitation } from './studyFromCitation.js';

const citation = {
  title: 'Remote ultrasound in northern clinics',
  authors: ['Walker AB', 'WHO Group'],
  year: 2024,
  journal: 'J Rural Health',
  doi: 'https://doi.org/10.5555/ABC.1',
};
const more = { technologyIds: ['tech-1'], provenance: 'Included at full text in “Q”.' };

describe('studyFromCitation', () => {
  it('carries the citation, the design and the technology, the DOI as the library keeps it', () => {
    const made = studyFromCitation(citation, 'RCT', more);
    expect(made).toEqual({
      fields: expect.objectContaining({
        title: 'Remote ultrasound in northern clinics',
        authors: ['Walker AB'],
        year: 2024,
        journal: 'J Rural Health',
        doi: '10.5555/abc.1',
        design: 'RCT',
        technologyIds: ['tech-1'],
        ruralRemote: null,
        notes: 'Included at full text in “Q”. Authors as the record gives them: WHO Group.',
      }),
    });
  });

  it('refuses a citation without a year, and one the library would refuse, saying why', () => {
    expect(studyFromCitation({ ...citation, year: null }, 'RCT', more)).toEqual({
      problem: 'The record gives no year of publication: the library needs one.',
    });
    const long = studyFromCitation({ ...citation, title: 'x'.repeat(600) }, 'RCT', more);
    expect(long).toHaveProperty('problem');
    expect('problem' in long && long.problem).toMatch(/^title: /);
  });
});
