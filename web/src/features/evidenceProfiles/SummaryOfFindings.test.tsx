// The Summary of Findings table from a stored profile: footnote marks run on across outcomes
// (a, b, then c), studies are numbered in the order the outcomes first cite them, and the
// absolute effects are the server's, written as SoF tables write them.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { evidenceProfileRecord, type EvidenceProfile } from '@hta/functions/contract';

import { SummaryOfFindings } from './SummaryOfFindings';

const judged = (rating: string, reason: string | null = null) => ({ rating, reason });
const quiet = {
  riskOfBias: judged('not serious'),
  inconsistency: judged('not serious'),
  indirectness: judged('not serious'),
  imprecision: judged('not serious'),
  publicationBias: judged('not serious'),
};
const noUp = {
  largeEffect: judged('none'),
  doseResponse: judged('none'),
  opposingConfounding: judged('none'),
};
const outcome = {
  participants: null,
  measure: 'none',
  estimate: null,
  ciLow: null,
  ciHigh: null,
  comparatorPer1000: null,
  narrative: null,
  comments: null,
  down: quiet,
  up: noUp,
  absolute: null,
};

const profile: EvidenceProfile = evidenceProfileRecord.parse({
  id: 'p1',
  title: 'Q',
  technologyId: 't1',
  technologyName: 'Cart',
  population: null,
  setting: null,
  comparison: null,
  studyIds: ['s2', 's1'],
  outcomes: [
    {
      ...outcome,
      name: 'First',
      importance: 'critical',
      studyIds: ['s2'],
      evidence: 'randomised trials',
      narrative: 'In words.',
      certainty: {
        start: 'high',
        down: 2,
        up: 0,
        level: 'low',
        clamped: false,
        footnotes: ['Risk of bias: one.', 'Indirectness: two.'],
      },
    },
    {
      ...outcome,
      name: 'Second',
      importance: 'important',
      studyIds: ['s1', 's2'],
      participants: 40,
      evidence: 'observational studies',
      measure: 'RR',
      estimate: 0.5,
      ciLow: 0.25,
      ciHigh: 1,
      comparatorPer1000: 400,
      certainty: {
        start: 'low',
        down: 0,
        up: 0,
        level: 'low',
        clamped: false,
        footnotes: ['Imprecision: three.'],
      },
      absolute: {
        comparator: 400,
        intervention: 200,
        difference: -200,
        differenceLow: -300,
        differenceHigh: 0,
      },
    },
  ],
  createdAt: '2026-11-24T00:00:00.000Z',
  createdBy: 'u',
  createdByEmail: 'staff@hta.test',
  updatedAt: '2026-11-24T00:00:00.000Z',
  updatedBy: 'u',
  version: 1,
});

const studies = [
  {
    id: 's1',
    reference: 'Obaid M. Second study. 2021;',
    design: 'case series',
    ruralRemote: false,
  },
  {
    id: 's2',
    reference: 'Britton N. First study. 2019;',
    design: 'systematic review',
    ruralRemote: false,
  },
];

describe('the Summary of Findings table', () => {
  it('marks footnotes across outcomes, numbers studies as first cited, and shows the absolute effects', () => {
    render(
      <MemoryRouter>
        <SummaryOfFindings profile={profile} studies={studies} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Summary of findings' });
    const first = within(table).getByRole('row', { name: 'First' });
    const second = within(table).getByRole('row', { name: 'Second' });
    // s2 is cited first (by "First"): it is reference 1, s1 reference 2.
    expect(first).toHaveTextContent('not stated (1 study: 1)');
    expect(second).toHaveTextContent('40 (2 studies: 2, 1)');
    expect(
      within(first)
        .getAllByRole('link', { name: /^footnote/ })
        .map((l) => l.textContent),
    ).toEqual(['a', 'b']);
    expect(within(second).getByRole('link', { name: 'footnote c' })).toHaveAttribute(
      'href',
      '#note-c',
    );
    expect(second).toHaveTextContent('RR 0.5 (0.25 to 1)');
    expect(second).toHaveTextContent('Difference: 200 fewer per 1,000 (from 300 fewer to 0 more)');
    expect(first).toHaveTextContent('In words.');
    const references = within(screen.getByRole('list', { name: 'References' })).getAllByRole(
      'listitem',
    );
    expect(references.map((r) => r.textContent)).toEqual([
      'Britton N. First study. 2019;',
      'Obaid M. Second study. 2021;',
    ]);
    expect(screen.getByRole('list', { name: 'Footnotes' })).toHaveTextContent(
      'a Risk of bias: one.b Indirectness: two.c Imprecision: three.',
    );
  });
});

describe('a difference in the Summary of Findings table', () => {
  it('gives an SMD no relative effect, and its words and Cohen’s sizes as the absolute', () => {
    const smd = evidenceProfileRecord.parse({
      ...profile,
      outcomes: [
        {
          ...profile.outcomes[1]!,
          name: 'Anxiety',
          measure: 'SMD',
          estimate: -0.45,
          ciLow: -0.71,
          ciHigh: -0.19,
          comparatorPer1000: null,
          absolute: null,
          effectInWords: 'SMD 0.45 lower (0.71 lower to 0.19 lower)',
          effectNote:
            'By Cohen’s rule of thumb an SMD of 0.2 is a small effect, 0.5 moderate and 0.8 large; this estimate (0.45) is small.',
        },
      ],
    });
    render(
      <MemoryRouter>
        <SummaryOfFindings profile={smd} studies={studies} />
      </MemoryRouter>,
    );
    const row = within(screen.getByRole('table', { name: 'Summary of findings' })).getByRole(
      'row',
      { name: 'Anxiety' },
    );
    // The outcome is the row header; the cells are participants, certainty, relative, absolute…
    const cells = within(row).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(/^—/);
    expect(cells[3]).toHaveTextContent('SMD 0.45 lower (0.71 lower to 0.19 lower)');
    expect(cells[3]).toHaveTextContent('SMD -0.45 (95 % CI -0.71 to -0.19)');
    expect(cells[3]).toHaveTextContent('this estimate (0.45) is small');
  });
});
