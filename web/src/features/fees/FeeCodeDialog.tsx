// An administrator's form for one fee code (add or correct), opened from the fee schedule.
import { formFieldsOf, FormSwitch } from '../../components/form/FormParts';
import { RegistryFormDialog } from '../../components/registry/RegistryFormDialog';
import { useRecord, type FieldsOf } from '../../lib/registries';

const F = formFieldsOf<FieldsOf<'feeCodes'>>();

export function FeeCodeDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useRecord('feeCodes', id ?? '');
  if (id && !query.data) return null;
  const record = query.data?.feeCode ?? null;
  return (
    <RegistryFormDialog
      registry="feeCodes"
      record={record}
      title={record ? `Edit ${record.code}` : 'Add a fee code'}
      onClose={onClose}
      empty={{
        code: '',
        description: '',
        unit: 'per service',
        effectiveFrom: new Date().toISOString().slice(0, 10),
        source: '',
        verified: false,
      }}
    >
      <F.Text name="code" label="Code" required autoFocus />
      <F.Text name="description" label="Description" required />
      <F.Text name="unit" label="Unit" required />
      <F.Number name="amount" label="Amount ($)" helperText="Empty when no amount can be cited." />
      <F.Text
        name="effectiveFrom"
        label="In effect from"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <F.Text
        name="effectiveTo"
        label="In effect until (last day)"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <F.Text name="source" label="Source" required multiline minRows={2} />
      <FormSwitch name="verified" label="Verified against the current schedule" />
      <F.Text name="notes" label="Notes" multiline minRows={2} />
    </RegistryFormDialog>
  );
}
