// An administrator's triage of a feedback note: a dialog loaded when a note is opened, so the
// form code stays out of the list page's first load.
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

import { FEEDBACK_STATUSES } from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { dateTime } from '../../components/registry/RecordParts';
import { RegistryFormDialog } from '../../components/registry/RegistryFormDialog';
import { useRecord, type FieldsOf } from '../../lib/registries';

const F = formFieldsOf<FieldsOf<'feedback'>>();

/** An administrator's triage of one note: its status and a reply. */
export function Triage({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useRecord('feedback', id);
  const note = query.data?.feedback;
  if (!note) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label="Feedback">
        <DialogContent>
          {query.isError ? (
            <Alert severity="error">{query.error.message}</Alert>
          ) : (
            <Typography>Loading…</Typography>
          )}
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <RegistryFormDialog
      key={note.version}
      registry="feedback"
      record={note}
      empty={note}
      title={`Feedback from ${note.createdByEmail ?? 'someone'}`}
      onClose={onClose}
      savedMessage={() => 'The feedback was updated.'}
    >
      <Typography variant="body2" color="text.secondary">
        {dateTime(note.createdAt)} · page {note.page}
        {note.rating !== null && ` · ${note.rating} of 5 stars`}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{note.message}</Typography>
      <F.Select name="status" label="Status" options={FEEDBACK_STATUSES} />
      <F.Text
        name="reply"
        label="Reply"
        multiline
        minRows={3}
        helperText="The person sees it on their Feedback page."
      />
    </RegistryFormDialog>
  );
}
