import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ImportOutcome } from '@hta/functions/contract';

import { CheckStep } from './CheckStep';

const step = (report: ImportOutcome[]) =>
  render(
    <CheckStep
      report={report}
      validOnly={false}
      onValidOnly={() => {}}
      onImport={() => {}}
      busy={false}
    />,
  );

describe('the import’s check step', () => {
  it('says nothing was refused or changed, rather than show an empty table', () => {
    step([
      { row: 1, id: '4799001', action: 'create', reasons: [] },
      { row: 2, id: '4799002', action: 'unchanged', reasons: [] },
    ]);
    expect(screen.getByText(/^Nothing refused or changed/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
  });

  it('lists the rows refused or changed, with why', () => {
    step([
      { row: 1, id: '4799001', action: 'create', reasons: [] },
      { row: 2, id: 'a/b', action: 'refused', reasons: ['“a/b” cannot be a record id.'] },
    ]);
    const table = screen.getByRole('table', { name: 'Rows refused or changed' });
    expect(table).toHaveTextContent('“a/b” cannot be a record id.');
    expect(screen.queryByText(/^Nothing refused or changed/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  });
});
