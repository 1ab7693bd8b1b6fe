import { act, render, screen } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { FormErrors, FormNumber, FormText, shownError } from './FormParts';

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

describe('shownError', () => {
  const touched = { isTouched: true, isDirty: true };
  it("shows a list field's first item error on the field (authors.0)", () => {
    const error = [undefined, { type: 'invalid_format', message: 'Write each author as …' }];
    expect(shownError({ error, ...touched }, true)).toBe('Write each author as …');
  });

  it("shows a field's own error, and nothing before the person changed it or saved", () => {
    const error = { type: 'too_small', message: 'The title is required.' };
    expect(shownError({ error, ...touched }, false)).toBe('The title is required.');
    expect(shownError({ error, isTouched: false, isDirty: false }, false)).toBeUndefined();
  });
});

describe('FormErrors', () => {
  it('names a record in the message as a link, and takes the focus', () => {
    render(
      <MemoryRouter>
        <FormErrors formError='This study is already in the library (same DOI): "Tele-ultrasound" at /study/demo-1.' />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '/study/demo-1' })).toHaveAttribute(
      'href',
      '/study/demo-1',
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/at \/study\/demo-1\.$/);
  });

  it('leaves a path that is no page of the app as text', () => {
    render(
      <MemoryRouter>
        <FormErrors formError="Upload failed at /nowhere/x." />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
