// A registry record's form logic: its values derived from the declaration's schema (every field
// people write, copied from the record — none forgotten, none reset on the next save), validated
// with the schema the server enforces, then created or updated, with the outcome announced.
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { formValues, type InputOf, type RegistryName } from '@hta/functions/contract';

import {
  registryNamed,
  useCreateRecord,
  useUpdateRecord,
  type FieldsOf,
  type OpOf,
  type EditableOf,
} from '../../lib/registries';
import { useRecordForm, type RecordForm } from '../form/useRecordForm';
import { useNotify } from '../notifications/NotificationProvider';

export interface RegistryFormOptions<N extends RegistryName> {
  /** What a new record's form starts with (the schema's defaults fill the rest). */
  empty: FieldsOf<N>;
  /** After saving (navigate, close a dialog…). */
  onSaved?: (saved: EditableOf<N>) => void | Promise<void>;
  /** The notification; default "<name> was saved." */
  savedMessage?: (saved: EditableOf<N>) => string;
}

export interface RegistryForm extends RecordForm<FieldValues> {
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
}

export function useRegistryForm<N extends RegistryName>(
  name: N,
  record: EditableOf<N> | null,
  { empty, onSaved, savedMessage }: RegistryFormOptions<N>,
): RegistryForm {
  const registry = registryNamed(name);
  const notify = useNotify();
  const create = useCreateRecord(name);
  const update = useUpdateRecord(name);
  // Creating may take fewer fields than editing (feedback: status and reply are the admins').
  const schema = (
    record ? registry.fields : (registry.createFields ?? registry.fields)
  ) as z.ZodType<FieldValues, FieldValues>;
  const values = record
    ? formValues(schema as z.ZodObject, record as Record<string, unknown>)
    : (empty as FieldValues);
  const form = useRecordForm(schema, values);

  const onSubmit = form.submit(async (fields) => {
    // The inputs are the registry's own create/update inputs (defineRegistry builds them from the
    // same schema); TypeScript cannot pair them through the generic name.
    const answer = record
      ? await update.mutateAsync({
          id: record.id,
          version: record.version,
          fields,
        } as InputOf<OpOf<N, 'update'>>)
      : await create.mutateAsync({ fields } as InputOf<OpOf<N, 'create'>>);
    const saved = (answer as Record<string, unknown>)[registry.recordKey] as EditableOf<N>;
    const label = (saved as Record<string, unknown>)[registry.nameField];
    notify({
      type: 'positive',
      message:
        savedMessage?.(saved) ??
        `${typeof label === 'string' && label.length <= 80 ? label : `The ${registry.label}`} was saved.`,
    });
    await onSaved?.(saved);
  });

  return { ...form, onSubmit };
}
