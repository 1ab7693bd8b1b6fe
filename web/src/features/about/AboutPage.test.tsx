import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import AboutPage from './AboutPage';

// The attribution texts data/saskatchewan/README.md requires to be shown in the product.
const REQUIRED = [
  'Source: Statistics Canada, Open Database of Healthcare Facilities (v1.1)',
  'Adapted from Statistics Canada, 2021 Census – Boundary files (census divisions). This does not constitute an endorsement by Statistics Canada of this product.',
  'COVID-19 data: COVID-19 Canada Open Data Working Group, Timeline of COVID-19 in Canada (CC BY 4.0), compiled from Government of Saskatchewan reports.',
  'Health region boundaries: COVID-19 Canada Open Data Working Group, Timeline of COVID-19 in Canada (CC BY 4.0); contains information from the Public Health Agency of Canada licensed under the Open Government Licence – Canada.',
  'Source: Statistics Canada, Table 13-10-0905-01 / 13-10-0906-01 / 13-10-0836-01, via the Canadian Indicator Framework data hub.',
];

describe('the About page', () => {
  it('shows every required attribution, each source with its licence', () => {
    render(<AboutPage />);
    for (const text of REQUIRED)
      expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    const sources = screen.getAllByRole('heading', { level: 3 });
    expect(sources.length).toBeGreaterThanOrEqual(10);
    expect(screen.getAllByText(/^Licence:/)).toHaveLength(sources.length);
  });
});
