// A registry record's form logic: its values derived from the declaration's schema (every field
// people write, copied from the record — none forgotten, none reset on the next save), validated
// with the schema the server enforces, then created or updated, with the outcome announced.
// Without a connection the save is queued (lib/queuedWrites.ts) and announced as waiting to send;
// what the person types is copied to this browser as they type and offered back after a closed
// tab (lib/localBackup.ts), as evaluation drafts are.
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { formValues, type RegistryName } from '@hta/functions/contract';

import {
  backupKey,
  differs,
  dropBackup,
  readBackup,
  writeBackup,
  type Backup,
} from '../../lib/localBackup';
import { sendWrite } from '../../lib/queuedWrites';
import { newRequestId } from '../../lib/requestIds';
import { registryNamed } from '../../lib/registryDeclarations';
import type { FieldsOf, EditableOf } from '../../lib/registries';
import { sameValues } from '../form/sameValues';
import { restoredValues } from '../form/threeWayMerge';
import { useRecordForm, type RecordForm } from '../form/useRecordForm';
import { useNotify } from '../notifications/NotificationProvider';

export interface RegistryFormOptions<N extends RegistryName> {
  /** What a new record's form starts with (the schema's defaults fill the rest). */
  empty: FieldsOf<N>;
  /** After saving (navigate, close a dialog…). */
  onSaved?: (saved: EditableOf<N>) => void | Promise<void>;
  /** The notification; default "<name> was saved." */
  savedMessage?: (saved: EditableOf<N>) => string;
  /**
   * After a save made offline was queued: the record as it will be (an update), or null (a new
   * record, which has no page until it is sent). Default: as onSaved; a new record's form stays.
   */
  onQueued?: (record: EditableOf<N> | null) => void | Promise<void>;
}

export interface RegistryForm extends RecordForm<FieldValues> {
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Unsaved input this browser kept from before (a closed tab), offered back. */
  offered: Backup<FieldValues> | null;
  restore: () => void;
  discard: () => void;
}

export function useRegistryForm<N extends RegistryName>(
  name: N,
  record: EditableOf<N> | null,
  { empty, onSaved, savedMessage, onQueued }: RegistryFormOptions<N>,
): RegistryForm {
  const registry = registryNamed(name);
  const notify = useNotify();
  const client = useQueryClient();
  // Creating may take fewer fields than editing (feedback: status and reply are the admins').
  const schema = (
    record ? registry.fields : (registry.createFields ?? registry.fields)
  ) as z.ZodType<FieldValues, FieldValues>;
  const values = record
    ? formValues(schema as z.ZodObject, record as Record<string, unknown>)
    : (empty as FieldValues);
  const form = useRecordForm(schema, values);
  const label = (fields: FieldValues) => {
    const named: unknown = fields[registry.nameField];
    return typeof named === 'string' && named && named.length <= 80
      ? named
      : `The ${registry.label}`;
  };

  // The copy in this browser: written as the person types, dropped once saved or queued.
  const key = backupKey(name, record?.id ?? 'new');
  const [offered, setOffered] = useState(() => {
    const kept = readBackup<FieldValues>(key);
    return kept && differs(kept, values) ? kept : null;
  });
  const startedWith = useRef(values);
  const { form: hookForm } = form;
  useEffect(
    () =>
      hookForm.subscribe({
        formState: { values: true },
        callback: ({ values: now }) => {
          if (sameValues(now, startedWith.current)) return;
          writeBackup(key, {
            version: record?.version ?? 0,
            savedAt: new Date().toISOString(),
            values: now,
            base: startedWith.current,
          });
        },
      }),
    [hookForm, key, record?.version],
  );
  const restore = () => {
    if (!offered) return;
    for (const [field, value] of Object.entries(restoredValues(offered, values)))
      hookForm.setValue(field, value, { shouldDirty: true });
    setOffered(null);
  };
  const discard = () => {
    dropBackup(key);
    setOffered(null);
  };

  // A new record's form makes one record: Save pressed again after an answer was lost sends the
  // same request id, and is answered with the record the first made.
  const requestId = useRef(newRequestId());
  const onSubmit = form.submit(async (fields) => {
    const online = onlineManager.isOnline();
    const answer = await sendWrite(
      client,
      name,
      record ? 'update' : 'create',
      record
        ? // The form's starting values are the base a conflict is merged from.
          { id: record.id, version: record.version, fields, base: values }
        : { fields, requestId: requestId.current },
      online,
    );
    requestId.current = newRequestId();
    dropBackup(key);
    if (answer === 'queued') {
      notify({
        type: 'info',
        message: `${label(fields)}: waiting to send. It will be sent when the connection returns.`,
      });
      const will = record ? ({ ...record, ...fields } as EditableOf<N>) : null;
      if (onQueued) await onQueued(will);
      else if (will) await onSaved?.(will);
      return;
    }
    const saved = (answer as Record<string, unknown>)[registry.recordKey] as EditableOf<N>;
    notify({
      type: 'positive',
      message: savedMessage?.(saved) ?? `${label(saved)} was saved.`,
    });
    await onSaved?.(saved);
  });

  return { ...form, onSubmit, offered, restore, discard };
}
