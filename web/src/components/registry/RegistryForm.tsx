import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';

import type { RegistryName } from '@hta/functions/contract';

import type { EditableOf, FieldsOf } from '../../lib/registries';
import { ConflictAlert, FormActions, FormErrors, LeaveGuard } from '../form/FormParts';
import { BackupOffer, WaitingToSend } from '../form/SaveOffers';
import { registryNamed } from '../../lib/registryDeclarations';
import { useRegistryForm } from './useRegistryForm';

/**
 * A registry record's form wherever it sits (its own page, or beside a list): validated, saved and
 * announced, with the conflict alert, server errors, Save and Cancel, and the leave-page warning.
 */
export function RegistryForm<N extends RegistryName>({
  registry,
  record,
  empty,
  onSaved,
  onCancel,
  onReload,
  submitLabel,
  spacing = 2,
  maxWidth,
  children,
}: {
  registry: N;
  record: EditableOf<N> | null;
  empty: FieldsOf<N>;
  onSaved: (saved: EditableOf<N>) => void | Promise<void>;
  onCancel: () => void;
  /** Loads their version after a conflict (none: the alert is not offered). */
  onReload?: () => void;
  submitLabel?: string;
  spacing?: number;
  maxWidth?: number;
  children: ReactNode;
}) {
  const { form, formError, conflict, onSubmit, blocker, offered, restore, discard } =
    useRegistryForm(registry, record, { empty, onSaved, onQueued: record ? undefined : onCancel });
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={spacing} onSubmit={onSubmit} sx={{ maxWidth }}>
        {record && <WaitingToSend registry={registry} id={record.id} />}
        {offered && (
          <BackupOffer
            offered={offered}
            label={`this ${registryNamed(registry).label}`}
            version={record?.version}
            onRestore={restore}
            onDiscard={discard}
          />
        )}
        {conflict && onReload && <ConflictAlert onReload={onReload} />}
        <FormErrors formError={formError} />
        {children}
        <FormActions
          submitting={form.formState.isSubmitting}
          onCancel={onCancel}
          label={submitLabel}
        />
      </Stack>
      <LeaveGuard blocker={blocker} />
    </FormProvider>
  );
}
