import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { RecordPicker, type PickerOption } from './FormParts';

const STUDIES: PickerOption[] = [
  { id: 's1', name: 'Tele-ultrasound in remote clinics (2019)' },
  { id: 's2', name: 'Video visits for diabetes follow-up (2021)' },
  { id: 's3', name: 'Resource-limited settings: a review (2019)' },
];

/**
 * A search as the data layer answers one: the results of the last search that arrived are kept
 * on screen (marked stale) until the next one's arrive — `answered` says which have arrived.
 */
function useFakeSearch(answered: Set<string>, asked: string[]) {
  return (search: string) => {
    asked.push(search);
    const matching = (s: string) =>
      STUDIES.filter((o) => o.name.toLowerCase().includes(s.toLowerCase()));
    if (answered.has(search)) return { options: matching(search), loading: false, stale: false };
    return { options: STUDIES, loading: true, stale: true };
  };
}

function Picker({
  useOptions,
}: {
  useOptions: (s: string) => ReturnType<ReturnType<typeof useFakeSearch>>;
}) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <RecordPicker
        label="Studies cited"
        multiple
        useOptions={useOptions}
        initialOptions={[]}
        value={value}
        onChange={(v) => setValue(v as string[])}
        error={undefined}
        helperText={undefined}
      />
      <output aria-label="chosen">{value.join(',')}</output>
    </>
  );
}

describe('a record picker', () => {
  it('searches once per pause in typing and offers only the answer to what was typed', async () => {
    const user = userEvent.setup();
    const answered = new Set(['']);
    const asked: string[] = [];
    const { rerender } = render(<Picker useOptions={useFakeSearch(answered, asked)} />);
    await user.type(screen.getByRole('combobox', { name: 'Studies cited' }), 'resource');
    // While "resource" loads, the earlier search's three options are not offered: one of them
    // would move or vanish under the pointer when the answer arrives.
    await waitFor(() => expect(asked).toContain('resource'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    // One search for the word, none for each key typed.
    expect(new Set(asked)).toEqual(new Set(['', 'resource']));

    answered.add('resource');
    rerender(<Picker useOptions={useFakeSearch(answered, asked)} />);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Resource-limited settings: a review (2019)',
    ]);
    await user.click(options[0]!);
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('s3');
  });

  it('offers the answer at once when the search has been made before', async () => {
    const user = userEvent.setup();
    const answered = new Set(['', 'video']);
    render(<Picker useOptions={useFakeSearch(answered, [])} />);
    await user.type(screen.getByRole('combobox', { name: 'Studies cited' }), 'video');
    await user.click(await screen.findByRole('option', { name: /Video visits/ }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('s2');
  });
});
