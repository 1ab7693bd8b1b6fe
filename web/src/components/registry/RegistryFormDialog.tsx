import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';

import type { RegistryName } from '@hta/functions/contract';

import { registryNamed } from '../../lib/registryDeclarations';
import type { EditableOf } from '../../lib/registries';
import { BackupOffer, WaitingToSend } from '../form/SaveOffers';
import { ConflictAlert, FormErrors, LeaveGuard } from '../form/FormParts';
import { useRegistryForm, type RegistryFormOptions } from './useRegistryForm';

interface Props<N extends RegistryName> extends RegistryFormOptions<N> {
  registry: N;
  record: EditableOf<N> | null;
  title: string;
  onClose: () => void;
  submitLabel?: string;
  busyLabel?: string;
  maxWidth?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * A registry record's form in a dialog (a vendor, a feedback note): the same form logic as the
 * form pages — validated, saved, announced — closing once saved. After a conflict, closing and
 * reopening loads their version.
 */
export function RegistryFormDialog<N extends RegistryName>({
  registry,
  record,
  title,
  onClose,
  submitLabel = 'Save',
  busyLabel = 'Saving…',
  maxWidth = 'sm',
  children,
  ...options
}: Props<N>) {
  const titleId = useId();
  const { form, formError, conflict, onSubmit, blocker, offered, restore, discard } =
    useRegistryForm(registry, record, {
      ...options,
      onSaved: async (saved) => {
        await options.onSaved?.(saved);
        onClose();
      },
      // Queued offline: the app bar counts it; the dialog's work is done.
      onQueued: onClose,
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
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
              {conflict && <ConflictAlert onReload={onClose} />}
              <FormErrors formError={formError} />
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? busyLabel : submitLabel}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
      {/* Back while the dialog holds changes: asked, not silently stopped. */}
      <LeaveGuard blocker={blocker} />
    </Dialog>
  );
}
