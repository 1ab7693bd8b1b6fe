import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormProvider } from 'react-hook-form';

import { FormErrors, formFieldsOf } from '../../components/form/FormParts';
import { useRegistryForm } from '../../components/registry/useRegistryForm';
import type { FieldsOf } from '../../lib/registries';

const F = formFieldsOf<FieldsOf<'clinicalNeeds'>>();

/** States a clinical need on the spot, from the assessment form (a draft need; edit it later). */
export function NewNeedDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string, title: string) => void;
}) {
  const { form, formError, onSubmit } = useRegistryForm('clinicalNeeds', null, {
    empty: {
      title: '',
      problem: '',
      population: '',
      outcome: '',
      communityIds: [],
      stakeholders: [],
      linkedTechnologyIds: [],
    },
    onSaved: (need) => onCreated(need.id, need.title),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-need-title">
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(e) => {
            // The dialog's form sits inside the assessment's: submit this one only.
            e.stopPropagation();
            void onSubmit(e);
          }}
        >
          <DialogTitle id="new-need-title">State a new clinical need</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormErrors formError={formError} />
              <F.Text name="title" label="Title" required autoFocus />
              <F.Text name="problem" label="Problem" required multiline minRows={2} />
              <F.Text name="population" label="Population" required />
              <F.Text name="outcome" label="Outcome wanted" required />
              <F.Text name="clinicalArea" label="Clinical area" />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Add the need
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
