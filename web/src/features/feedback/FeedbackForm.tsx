// The "Send feedback" form: a note about the page the person is on, loaded when the shell's
// Feedback button is pressed (the form code stays out of every page's first load).
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import { Controller, useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryFormDialog } from '../../components/registry/RegistryFormDialog';
import type { FieldsOf } from '../../lib/registries';

const F = formFieldsOf<FieldsOf<'feedback'>>();

/** 1–5 stars, or none; the error shown under it. */
function RatingField({ label }: { label: string }) {
  const { control } = useFormContext<FieldsOf<'feedback'>>();
  return (
    <Controller
      name="rating"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          <FormLabel component="legend">{label}</FormLabel>
          <Rating
            name="rating"
            value={field.value ?? null}
            onChange={(_, value) => field.onChange(value)}
            getLabelText={(value) => count(value, 'star')}
          />
          <FormHelperText>{fieldState.error?.message ?? 'Optional.'}</FormHelperText>
        </FormControl>
      )}
    />
  );
}

export function FeedbackForm({ page, onClose }: { page: string; onClose: () => void }) {
  return (
    <RegistryFormDialog
      registry="feedback"
      record={null}
      empty={{ page, rating: null, message: '' }}
      title="Send feedback"
      onClose={onClose}
      submitLabel="Send"
      busyLabel="Sending…"
      savedMessage={() => 'Thank you — your feedback was sent to the hub’s administrators.'}
    >
      <DialogContentText>
        About the page <strong>{page}</strong>. Administrators read every note; you can find yours,
        and their replies, under{' '}
        <Link component={RouterLink} to={paths.feedback} onClick={onClose}>
          Feedback
        </Link>
        .
      </DialogContentText>
      <RatingField label="How well does this page work for you?" />
      <F.Text
        name="message"
        label="Your message"
        required
        multiline
        minRows={4}
        autoFocus
        helperText="What works, what does not, what you expected. No patient information, please."
      />
    </RegistryFormDialog>
  );
}
