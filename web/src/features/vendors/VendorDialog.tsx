import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormProvider } from 'react-hook-form';

import { vendorFields, type Vendor, type VendorFieldsInput } from '@hta/functions/contract';

import { ConflictAlert, FormErrors, FormText } from '../../components/form/FormParts';
import { useRecordForm } from '../../components/form/useRecordForm';
import { useNotify } from '../../components/notifications/NotificationProvider';
import { useCreateVendor, useUpdateVendor } from './api';

const EMPTY: VendorFieldsInput = { name: '' };

const toForm = (v: Vendor): VendorFieldsInput => ({
  name: v.name,
  website: v.website,
  contactName: v.contactName,
  contactEmail: v.contactEmail,
  contactPhone: v.contactPhone,
  country: v.country,
  notes: v.notes,
});

/** Add or edit a vendor (staff). */
export function VendorDialog({ vendor, onClose }: { vendor: Vendor | null; onClose: () => void }) {
  const notify = useNotify();
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const { form, formError, conflict, submit } = useRecordForm(
    vendorFields,
    vendor ? toForm(vendor) : EMPTY,
  );
  const onSubmit = submit(async (fields) => {
    const saved = vendor
      ? (await update.mutateAsync({ id: vendor.id, version: vendor.version, fields })).vendor
      : (await create.mutateAsync({ fields })).vendor;
    notify({ type: 'positive', message: `${saved.name} was saved.` });
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="vendor-title">
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle id="vendor-title">
            {vendor ? `Edit ${vendor.name}` : 'Add a vendor'}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {conflict && <ConflictAlert onReload={onClose} />}
              <FormErrors formError={formError} />
              <FormText name="name" label="Name" required autoFocus />
              <FormText name="website" label="Website" placeholder="https://" />
              <FormText name="country" label="Country" />
              <FormText name="contactName" label="Contact name" />
              <FormText name="contactEmail" label="Contact e-mail" type="email" />
              <FormText name="contactPhone" label="Contact phone" />
              <FormText name="notes" label="Notes (staff only)" multiline minRows={3} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Save
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
