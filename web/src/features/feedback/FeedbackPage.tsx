// Feedback: the page (your notes and the replies; administrators triage everyone's). The shell's
// "Feedback" action is SendFeedback.tsx; the triage dialog (FeedbackTriage.tsx) loads on open.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { FeedbackSummary } from '@hta/functions/contract';

import { isAppPath } from '../../app/routeTable';

import { DialogLoader } from '../../components/DialogLoader';
import { RecordHeader } from '../../components/registry/RecordHeader';
import { dateTime } from '../../lib/format';
import { RegistryGrid, type ListColumn } from '../../components/registry/RegistryGrid';
import { useSession } from '../../lib/session';

const Triage = lazy(() => import('./FeedbackTriage').then((m) => ({ default: m.Triage })));

const STATUS_COLOR = { new: 'warning', triaged: 'info', done: 'success' } as const;

const columns = (admin: boolean): Array<ListColumn<FeedbackSummary>> => [
  {
    field: 'createdAt',
    header: 'Sent',
    minWidth: 170,
    render: ({ createdAt: v }) => dateTime(v),
  },
  ...(admin
    ? [
        {
          field: 'createdByEmail',
          header: 'From',
          minWidth: 170,
          render: ({ createdByEmail: v }) => v ?? '—',
        } satisfies ListColumn<FeedbackSummary>,
      ]
    : []),
  {
    field: 'page',
    header: 'Page',
    minWidth: 140,
    // Stored text links only to a page of the app (a note saved before pages were checked may
    // hold anything: it is shown, not followed).
    render: (row) =>
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
    header: 'Rating',
    minWidth: 140,
    render: (row) =>
      row.rating === null ? (
        '—'
      ) : (
        <Rating value={row.rating} readOnly size="small" aria-label={`${row.rating} of 5 stars`} />
      ),
  },
  { field: 'message', header: 'Message', minWidth: 240 },
  {
    field: 'status',
    header: 'Status',
    minWidth: 110,
    render: (row) => <Chip size="small" color={STATUS_COLOR[row.status]} label={row.status} />,
  },
  {
    field: 'reply',
    header: 'Reply',
    minWidth: 200,
    render: ({ reply: v }) => v ?? '—',
  },
];

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
        filters={[{ name: 'status', label: 'Status', anyLabel: 'Any status' }]}
        {...(claims.admin ? { onRowOpen: (row: FeedbackSummary) => setOpen(row.id) } : {})}
        emptyText={
          claims.admin
            ? 'No feedback yet.'
            : 'You have not sent feedback yet. Use the Feedback button at the top of any page.'
        }
      />
      {open && (
        <Suspense fallback={<DialogLoader onClose={() => setOpen(null)} />}>
          <Triage id={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
