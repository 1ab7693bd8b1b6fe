import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormProvider } from 'react-hook-form';

import { FormErrors, FormText } from '../../components/form/FormParts';
import { useRegistryForm } from '../../components/registry/useRegistryForm';

/** Saves the chosen technologies for a need or a community, with the reason. */
export function SaveSelectionDialog({
  open,
  onClose,
  target,
  technologies,
}: {
  open: boolean;
  onClose: () => void;
  target: { needId: string } | { communityId: string };
  technologies: Array<{ id: string; name: string }>;
}) {
  const { form, formError, onSubmit } = useRegistryForm('selections', null, {
    empty: {
      title: '',
      technologyIds: technologies.map((t) => t.id),
      rationale: '',
      ...target,
    },
    onSaved: () => {
      form.reset();
      onClose();
    },
    savedMessage: (s) => `The selection “${s.title}” was saved.`,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <DialogTitle>Save this selection</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                Chosen: {technologies.map((t) => t.name).join(', ')}. The selection shows on the
                {'needId' in target ? ' need’s' : ' community’s'} page.
              </DialogContentText>
              <FormErrors formError={formError} />
              <FormText name="title" label="Title" required autoFocus />
              <FormText
                name="rationale"
                label="Rationale"
                required
                multiline
                minRows={3}
                helperText="Why these technologies: the fit, the evidence, the costs, the sites."
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving…' : 'Save selection'}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
