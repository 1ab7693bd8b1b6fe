import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DEFAULT_QUESTION_SETS, type QuestionSets } from '@hta/functions/contract';

import { PAGE_TEST_TIMEOUT } from '../../test/pages';
import { MastQuestionSetsEditor } from './MastQuestionSetsEditor';

describe('the MAST question sets editor', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('edits a set’s question type and unit, and says what is missing before saving', async () => {
    const save = vi.fn<(v: QuestionSets) => Promise<void>>(() => Promise.resolve());
    render(
      <MastQuestionSetsEditor
        value={DEFAULT_QUESTION_SETS}
        save={save}
        reload={() => undefined}
        updated="Shipped."
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: /Video visits/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Economic aspects/ }));
    // Question 3 (a rating) becomes a number: its unit is asked for.
    await userEvent.click(screen.getAllByRole('combobox', { name: 'Type' })[2]!);
    await userEvent.click(screen.getByRole('option', { name: 'Number with a unit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save question sets' }));
    expect(await screen.findByText('Give the unit (CAD, km, minutes…).')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Unit' })[2]!, 'CAD');
    await userEvent.click(screen.getByRole('button', { name: 'Save question sets' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const saved = save.mock.calls[0]![0].sets.find((s) => s.id === 'video-visits')!;
    expect(saved.domains.economic[2]).toMatchObject({ id: 'costs', type: 'number', unit: 'CAD' });
  });
});
