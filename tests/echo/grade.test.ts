// The Echo evaluation's grader (tests/eval/grade.ts): no platform needed.
import { describe, expect, it } from 'vitest';

import { grade, normalise, type EvalQuestion } from '../eval/grade.js';

const impact: EvalQuestion = {
  id: 'impact',
  question: 'What is the net budget impact of the Tele-ultrasound cart?',
  expects: { facts: ['196,622', ['a cost', 'an increase', 'more than']] },
};
const covid: EvalQuestion = {
  id: 'covid',
  question: 'How many COVID-19 cases were there?',
  expects: { refuse: true },
};

describe('grading an answer of the Echo evaluation', () => {
  it('is right when every fact is there, however the number and the Markdown are written', () => {
    expect(grade(impact, 'The net impact is **$196 622** over 3 years (a cost).').grade).toBe(
      'right',
    );
    expect(grade(impact, 'It is 196622 CAD, more than the current mix.').grade).toBe('right');
  });

  it('is an honest refusal when facts are missing and the answer says it cannot answer', () => {
    expect(grade(impact, 'I do not have budget figures for that technology.')).toEqual({
      grade: 'honest refusal',
      missing: ['196,622', ['a cost', 'an increase', 'more than']],
    });
  });

  it('is wrong when a fact is missing and the answer does not say so', () => {
    expect(grade(impact, 'The net impact is a saving of $96,622.')).toEqual({
      grade: 'wrong',
      missing: ['196,622', ['a cost', 'an increase', 'more than']],
    });
  });

  it('is right to refuse what the data cannot answer, and wrong to answer it', () => {
    expect(grade(covid, 'The data I am given has no COVID-19 figures.').grade).toBe('right');
    expect(grade(covid, 'There were 1,204 cases.').grade).toBe('wrong');
  });

  it('reads a link by its words, not its target', () => {
    expect(normalise('[La Ronge](/site2/4718041) has **2,521** people')).toBe(
      'la ronge has 2521 people',
    );
  });
});
