// The contract's forest plot drawn by React: SVG's attribute names as React wants them (no
// warning, nothing dropped), the accessible name from its title, one square per pooled study.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { analyse, forestPlot } from '@hta/functions/contract';

import { ForestPlot } from './ForestPlot';

const result = analyse(
  {
    measure: 'RR',
    method: 'MH',
    model: 'fixed',
    tau2Method: 'REML',
    hartungKnapp: false,
    comparatorRisk: 'median',
  },
  [
    {
      studyId: 'a',
      label: 'Trial A',
      data: { type: 'dichotomous', events1: 18, total1: 60, events2: 36, total2: 60 },
    },
    {
      studyId: 'b',
      label: 'Trial B',
      data: { type: 'dichotomous', events1: 22, total1: 75, events2: 45, total2: 75 },
    },
  ],
);

afterEach(() => vi.restoreAllMocks());

describe('ForestPlot', () => {
  it('draws the figure with its name, squares and diamond, and React raises no warning', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ForestPlot svg={forestPlot(result, { title: 'Travel', demo: false, id: 'f' })} />);
    const img = screen.getByRole('img', { name: /Forest plot: Travel/ });
    expect(img.querySelectorAll('[data-study]')).toHaveLength(2);
    expect(img.querySelector('polygon')).not.toBeNull();
    expect(img.querySelector('line[stroke-width]')).not.toBeNull();
    expect(img.querySelector('text[font-size]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
