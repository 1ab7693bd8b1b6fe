import type { Vendor } from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormDialog } from '../../components/registry/RegistryFormDialog';
import type { FieldsOf } from '../../lib/registries';

const F = formFieldsOf<FieldsOf<'vendors'>>();

/** Add or edit a vendor (staff). */
export function VendorDialog({ vendor, onClose }: { vendor: Vendor | null; onClose: () => void }) {
  return (
    <RegistryFormDialog
      registry="vendors"
      record={vendor}
      empty={{ name: '' }}
      title={vendor ? `Edit ${vendor.name}` : 'Add a vendor'}
      onClose={onClose}
    >
      <F.Text name="name" label="Name" required autoFocus />
      <F.Text name="website" label="Website" placeholder="https://" />
      <F.Text name="country" label="Country" />
      <F.Text name="contactName" label="Contact name" />
      <F.Text name="contactEmail" label="Contact e-mail" type="email" />
      <F.Text name="contactPhone" label="Contact phone" />
      <F.Text name="notes" label="Notes (staff only)" multiline minRows={3} />
    </RegistryFormDialog>
  );
}
