// A record form: validated with the contract's schema (the same the server enforces), server
// field errors put on their fields, "someone else saved first" recognised, and a warning
// before leaving with changes the person made (not before: an untouched form leaves quietly).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import type { z } from 'zod';

import type { ApiError } from '../../lib/apiErrors';
import { sameValues } from './sameValues';

export interface RecordForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** A message that belongs to no single field. */
  formError: string | null;
  /** Someone else saved since this form was loaded. */
  conflict: boolean;
  /** Submits with `save`; returns true when saved. */
  submit: (
    save: (values: Values) => Promise<unknown>,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  blocker: ReturnType<typeof useBlocker>;
  clearConflict: () => void;
}

export function useRecordForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: z.input<Schema>,
): RecordForm<z.input<Schema>> {
  type Values = z.input<Schema>;
  const form = useForm<Values>({
    // The resolver hands the handler the schema's output; callers send it to the server as is.
    // `as never`: react-hook-form types the resolver and defaults by its FieldValues, zod by the
    // schema; they are the same values, which the generic types cannot show each other.
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  const { isSubmitting } = form.formState;
  // Changed by the person, compared with what the form started with. Not react-hook-form's
  // isDirty: that also counts an input registering '' where the defaults had no value, so
  // every untouched new form would ask "Leave without saving?".
  const startedWith = useRef(defaultValues);
  const [changed, setChanged] = useState(false);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => setChanged(!sameValues(values, startedWith.current)),
      }),
    [form],
  );

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !saved &&
      !isSubmitting &&
      currentLocation.pathname !== nextLocation.pathname &&
      !sameValues(form.getValues(), startedWith.current),
  );

  useEffect(() => {
    if (!changed || saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed, saved]);

  const submit: RecordForm<Values>['submit'] = (save) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      setConflict(false);
      try {
        setSaved(true);
        await save(values);
      } catch (caught) {
        setSaved(false);
        const error = caught as ApiError;
        if (error.code === 'aborted') {
          setConflict(true);
          return;
        }
        const fields = Object.entries(error.fields);
        for (const [key, message] of fields) {
          form.setError(key.replace(/^fields\./, '') as Path<Values>, { type: 'server', message });
        }
        if (fields.length === 0) setFormError(error.message || 'Saving failed. Try again.');
      }
    });

  return { form, formError, conflict, submit, blocker, clearConflict: () => setConflict(false) };
}
