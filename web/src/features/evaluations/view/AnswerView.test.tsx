import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { paths } from '@hta/functions/contract';

import { AnswerView } from './AnswerView';

/** A 1–5 rating question's spec, as evaluations keep it. */
const rating = {
  type: 'rating',
  help: null,
  unit: null,
  min: null,
  max: null,
  choices: [] as string[],
  dependsOn: null,
  value: null,
} as const;

describe('an answer on the evaluation page', () => {
  it('lists the studies it cites with their references and the outcomes that cite them', () => {
    render(
      <MemoryRouter>
        <ol>
          <AnswerView
            n={2}
            answer={{
              ...rating,
              questionId: 'morbidity',
              question: 'There is evidence of an effect on morbidity.',
              rating: 4,
              notAssessedReason: null,
              evidence: 'Fewer transfers.',
              source: null,
              studyIds: ['s1'],
              certainty: 'moderate',
            }}
            cited={[
              {
                id: 's1',
                reference: 'Britton N, et al. Tele-ultrasound. Front Public Health. 2019;7:244.',
                outcomes: [
                  {
                    profileId: 'p1',
                    profile: 'Tele-ultrasound profile',
                    outcome: 'Transfers avoided',
                    certainty: 'low',
                  },
                ],
              },
            ]}
          />
        </ol>
      </MemoryRouter>,
    );
    const cited = screen.getByRole('list', { name: 'Studies cited for question 2' });
    expect(within(cited).getByRole('listitem')).toHaveTextContent(
      /^Britton N, et al\. .*2019;7:244\.Evidence for Transfers avoided \(Tele-ultrasound profile\): certainty low$/,
    );
    expect(within(cited).getByRole('link', { name: 'Transfers avoided' })).toHaveAttribute(
      'href',
      paths.evidenceProfile('p1'),
    );
  });

  it('shows no list when nothing is cited', () => {
    render(
      <MemoryRouter>
        <ol>
          <AnswerView
            n={1}
            answer={{
              ...rating,
              questionId: 'q',
              question: 'Q',
              rating: null,
              notAssessedReason: 'No data.',
              evidence: null,
              source: null,
              studyIds: [],
              certainty: null,
            }}
            cited={[]}
          />
        </ol>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('list', { name: /Studies cited/ })).toBeNull();
  });
});
