// Feedback: the page (your notes and the replies; administrators triage everyone's) and the
// shell's "Feedback" action, which sends a note about the page the person is on (declared with
// the route, so the shell offers it on every page).
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { FEEDBACK_STATUSES, isAppPath, paths, type FeedbackSummary } from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { formFieldsOf } from '../../components/form/FormParts';
import { RecordHeader, dateTime } from '../../components/registry/RecordParts';
import { RegistryGrid } from '../../components/registry/RegistryGrid';
import { RegistryFormDialog } from '../../components/registry/RegistryFormDialog';
import { useRecord, type FieldsOf } from '../../lib/registries';
import { useSession } from '../../lib/session';

const F = formFieldsOf<FieldsOf<'feedback'>>();

const STATUS_COLOR = { new: 'warning', triaged: 'info', done: 'success' } as const;

const columns = (admin: boolean): Array<GridColDef<FeedbackSummary>> => [
  {
    field: 'createdAt',
    headerName: 'Sent',
    minWidth: 170,
    valueFormatter: (v: string) => dateTime(v),
  },
  ...(admin
    ? [
        {
          field: 'createdByEmail',
          headerName: 'From',
          minWidth: 170,
          flex: 1,
          valueFormatter: (v: string | null) => v ?? '—',
        } satisfies GridColDef<FeedbackSummary>,
      ]
    : []),
  {
    field: 'page',
    headerName: 'Page',
    minWidth: 140,
    flex: 1,
    // Stored text links only to a page of the app (a note saved before pages were checked may
    // hold anything: it is shown, not followed).
    renderCell: ({ row }) =>
      isAppPath(row.page) ? (
        <Link component={RouterLink} to={row.page} onClick={(e) => e.stopPropagation()}>
          {row.page}
        </Link>
      ) : (
        row.page
      ),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    minWidth: 140,
    renderCell: ({ row }) =>
      row.rating === null ? (
        '—'
      ) : (
        <Rating value={row.rating} readOnly size="small" aria-label={`${row.rating} of 5 stars`} />
      ),
  },
  { field: 'message', headerName: 'Message', minWidth: 240, flex: 3 },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 110,
    renderCell: ({ row }) => (
      <Chip size="small" color={STATUS_COLOR[row.status]} label={row.status} />
    ),
  },
  {
    field: 'reply',
    headerName: 'Reply',
    minWidth: 200,
    flex: 2,
    valueFormatter: (v: string | null) => v ?? '—',
  },
];

/** An administrator's triage of one note: its status and a reply. */
function Triage({ id, onClose }: { id: string; onClose: () => void }) {
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

/** `feedback`: your notes and the replies; administrators see everyone's and triage them. */
export default function FeedbackPage() {
  const { claims } = useSession();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <RecordHeader
        title="Feedback"
        subtitle={
          claims.admin
            ? 'Every note people sent, newest first. Open one to set its status and reply.'
            : 'The notes you sent with the Feedback button at the top of every page, and the administrators’ replies.'
        }
      />
      <RegistryGrid
        registry="feedback"
        ariaLabel="Feedback"
        columns={columns(claims.admin)}
        searchLabel="Search messages"
        filters={[
          { name: 'status', label: 'Status', options: FEEDBACK_STATUSES, anyLabel: 'Any status' },
        ]}
        {...(claims.admin ? { onRowOpen: (row: FeedbackSummary) => setOpen(row.id) } : {})}
        emptyText={
          claims.admin
            ? 'No feedback yet.'
            : 'You have not sent feedback yet. Use the Feedback button at the top of any page.'
        }
      />
      {open && <Triage id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** 1–5 stars, or none; the error shown under it. */
export function RatingField({ label }: { label: string }) {
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

function FeedbackForm({ page, onClose }: { page: string; onClose: () => void }) {
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

/** The shell's "Feedback" action: a note about the page the person is on. */
export function SendFeedback() {
  const location = useLocation();
  const [page, setPage] = useState<string | null>(null);
  return (
    <>
      <Tooltip title="Feedback about this page">
        <IconButton
          color="inherit"
          aria-label="Feedback about this page"
          onClick={() => {
            // A note is about a page of the app; from an address outside the route table (the
            // not-found page) it is about the home page.
            const here = `${location.pathname}${location.search}`;
            setPage(isAppPath(here) ? here : paths.home);
          }}
        >
          <FeedbackOutlinedIcon />
        </IconButton>
      </Tooltip>
      {page !== null && <FeedbackForm page={page} onClose={() => setPage(null)} />}
    </>
  );
}
