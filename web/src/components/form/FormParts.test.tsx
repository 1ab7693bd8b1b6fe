import { act, render, screen } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { FormNumber, FormText } from './FormParts';

interface Values {
  notes: string | null;
  size: number | null;
}

function setup(defaults: Values) {
  let form: UseFormReturn<Values> | undefined;
  function Form() {
    form = useForm<Values>({ defaultValues: defaults });
    return (
      <FormProvider {...form}>
        <FormText name="notes" label="Where pre-filled scores came from" multiline minRows={2} />
        <FormNumber name="size" label="Size" />
      </FormProvider>
    );
  }
  render(<Form />);
  return () => form!;
}

const label = (text: string) => screen.getByText(text, { selector: 'label' });

describe('form inputs', () => {
  it('lift their label above a value the form fills in (a suggestion), not over it', async () => {
    const form = setup({ notes: null, size: null });
    expect(label('Where pre-filled scores came from')).toHaveAttribute('data-shrink', 'false');
    await act(async () => {
      form().setValue('notes', 'Size 4: La Ronge, population 2,521.', { shouldDirty: true });
      form().setValue('size', 4, { shouldDirty: true });
      await Promise.resolve();
    });
    expect(label('Where pre-filled scores came from')).toHaveAttribute('data-shrink', 'true');
    expect(label('Size')).toHaveAttribute('data-shrink', 'true');
  });

  it('lift their label above a value the record already has', () => {
    setup({ notes: 'From the 2021 Census.', size: 0 });
    expect(label('Where pre-filled scores came from')).toHaveAttribute('data-shrink', 'true');
    expect(label('Size')).toHaveAttribute('data-shrink', 'true');
  });
});
