// /dossiers/:id: a dossier's sections with the comments beside each, its review moves and its
// versions. The current version shows what its sources say now; an approved version (chosen in
// the history, ?version=N) shows what was frozen when it was approved.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';

import {
  DOSSIER_MOVES,
  DOSSIER_MOVE_LABELS,
  actorOf,
  commentRefusal,
  moveRefusal,
  paths,
  resolveRefusal,
  type Dossier,
  type DossierActor,
  type DossierMove,
} from '@hta/functions/contract';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import { Facts, RecordHeader, RecordState, dateTime } from '../../components/registry/RecordParts';
import { useApiMutation } from '../../lib/api';
import { RecordPanels } from '../../app/RecordPanels';
import { useDeleteRecord, useRecord } from '../../lib/registries';
import { useSession } from '../../lib/session';
import { DossierSections } from './DossierSections';
import { SectionComments } from './SectionComments';

/** The moves this person may make now; the server decides again on each. */
function Moves({
  dossier,
  actor,
  approvalRefused,
  decisionGaps,
}: {
  dossier: Dossier;
  actor: DossierActor;
  /** Why the server would refuse the approval now: a source changed since review. */
  approvalRefused: string | null;
  /** What the decision lacks before approval (the server's own list). */
  decisionGaps: readonly string[];
}) {
  const move = useApiMutation('dossiers.move', { invalidates: ['dossiers'] });
  // A sign-off freezes the version: asked once more, saying what it does.
  const [confirming, setConfirming] = useState(false);
  const facts = {
    state: dossier.state,
    openComments: dossier.comments.filter(
      (c) => c.version === dossier.versionNumber && !c.resolvedAt,
    ).length,
    recommended: Boolean(dossier.recommendation && dossier.rationale?.trim()),
    decisionGaps,
  };
  const refusalOf = (m: DossierMove) =>
    moveRefusal(m, actor, facts) ??
    (m === 'approve' && approvalRefused
      ? { code: 'failed-precondition' as const, message: approvalRefused }
      : null);
  const offered = DOSSIER_MOVES.filter(
    (m) =>
      moveRefusal(m, actor, {
        ...facts,
        openComments: 0,
        recommended: true,
        decisionGaps: [],
      }) === null,
  );
  if (offered.length === 0) return null;
  const run = (m: DossierMove) =>
    move.mutate({ id: dossier.id, version: dossier.version, move: m });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {offered.map((m) => {
          const refusal = refusalOf(m);
          return (
            <Button
              key={m}
              variant={m === 'approve' || m === 'submit' ? 'contained' : 'outlined'}
              disabled={move.isPending}
              // Not disabled while it may not be made yet: a disabled button is skipped by Tab,
              // and the keyboard should reach it and hear why (its refusal, below).
              aria-disabled={refusal !== null || undefined}
              aria-describedby={refusal ? `dossier-move-why-${m}` : undefined}
              className={refusal ? 'Mui-disabled' : undefined}
              onClick={() => {
                if (refusal) return;
                if (m === 'approve') setConfirming(true);
                else run(m);
              }}
            >
              {DOSSIER_MOVE_LABELS[m]}
            </Button>
          );
        })}
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="approve-title"
      >
        <DialogTitle id="approve-title">Approve version {dossier.versionNumber}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Approving signs off version {dossier.versionNumber} as it is now, in your name and
            today&rsquo;s date: what it shows and its HTA report are kept as approved, whatever
            changes later. Editing it afterwards starts version {dossier.versionNumber + 1}.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              run('approve');
            }}
          >
            Approve version {dossier.versionNumber}
          </Button>
        </DialogActions>
      </Dialog>
      {offered.map((m) => {
        const refusal = refusalOf(m);
        return refusal ? (
          <Typography key={m} id={`dossier-move-why-${m}`} variant="body2" color="text.secondary">
            {DOSSIER_MOVE_LABELS[m]}: {refusal.message}
          </Typography>
        ) : null;
      })}
      {move.error && <Alert severity="error">{move.error.message}</Alert>}
    </Stack>
  );
}

export default function DossierPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { user, claims } = useSession();
  const query = useRecord('dossiers', id);
  const remove = useDeleteRecord('dossiers');
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { dossier, live, changedSinceApproval, approvalRefused, decisionGaps } = query.data;
  const actor = actorOf(
    { uid: user?.uid ?? null, email: user?.email ?? null, admin: claims.admin },
    dossier,
  );
  const asked = Number(params.get('version'));
  const frozen = dossier.approved.find((v) => v.number === asked) ?? null;
  const showing = frozen?.number ?? dossier.versionNumber;
  const current = !frozen;
  const last = dossier.approved.at(-1) ?? null;
  const comments = dossier.comments.filter((c) => c.version === showing);
  const open = current && dossier.state !== 'approved';
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <RecordHeader
        title={dossier.title}
        subtitle={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>Assessment dossier · version {showing}</span>
            <Chip
              size="small"
              label={current ? dossier.state : 'approved (frozen)'}
              color={current && dossier.state !== 'approved' ? 'default' : 'success'}
            />
          </Stack>
        }
        actions={
          (actor.lead || actor.admin) && (
            <Button variant="contained" component={RouterLink} to={paths.dossierEdit(dossier.id)}>
              Edit
            </Button>
          )
        }
      />
      {frozen && (
        <Alert severity="info">
          Version {frozen.number} as approved by {frozen.approvedByEmail ?? 'someone'} on{' '}
          {dateTime(frozen.approvedAt)}: what the dossier showed then, whatever changed since.{' '}
          <Link component={RouterLink} to={paths.dossier(dossier.id)}>
            Show the current version ({dossier.versionNumber}, {dossier.state})
          </Link>
        </Alert>
      )}
      {current && dossier.state === 'approved' && changedSinceApproval && (
        <Alert severity="warning">
          Its sources changed since version {dossier.versionNumber} was approved: the sections below
          show them as they are now. Start a new version to review the changes; version{' '}
          {dossier.versionNumber} stays as approved.
        </Alert>
      )}
      <Facts
        title="Dossier"
        facts={[
          {
            label: 'Technology',
            value: (
              <Link component={RouterLink} to={paths.technology(dossier.technologyId)}>
                {dossier.technologyName ?? dossier.technologyId}
              </Link>
            ),
          },
          { label: 'Lead', value: dossier.createdByEmail },
          { label: 'Reviewers', value: dossier.reviewerEmails.join(', ') || 'None named' },
          {
            label: 'Approval',
            value:
              'A named reviewer other than the lead, or an administrator, once every comment is resolved.',
          },
        ]}
      />
      {current && dossier.state !== 'approved' && decisionGaps.length > 0 && (
        <Alert severity="warning" aria-label="What approval still needs">
          Before it can be approved:
          <List dense disablePadding>
            {decisionGaps.map((g) => (
              <ListItem key={g} disableGutters sx={{ py: 0 }}>
                {g.charAt(0).toUpperCase() + g.slice(1)}.
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {current && (
        <Moves
          dossier={dossier}
          actor={actor}
          approvalRefused={approvalRefused}
          decisionGaps={decisionGaps}
        />
      )}
      <DossierSections
        snapshot={frozen?.snapshot ?? live}
        beside={(section, label) => (
          <SectionComments
            dossierId={dossier.id}
            section={section}
            label={label}
            comments={comments.filter((c) => c.section === section)}
            mayComment={open && commentRefusal(actor, dossier.state) === null}
            mayResolve={open && resolveRefusal(actor, dossier.state, { resolvedAt: null }) === null}
          />
        )}
      />
      <RecordPanels registry="dossiers" profile={query.data} />
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Version history">
        <Typography variant="h6" component="h2">
          Version history
        </Typography>
        <List dense>
          {dossier.approved.map((v) => (
            <ListItem key={v.number} disableGutters>
              <Link component={RouterLink} to={`${paths.dossier(dossier.id)}?version=${v.number}`}>
                Version {v.number}
              </Link>
              &nbsp;approved by {v.approvedByEmail ?? 'someone'} on {dateTime(v.approvedAt)}
            </ListItem>
          ))}
          {!(dossier.state === 'approved' && last?.number === dossier.versionNumber) && (
            <ListItem disableGutters>
              Version {dossier.versionNumber}: {dossier.state} (current)
            </ListItem>
          )}
        </List>
      </Paper>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.dossiers}>
          All dossiers
        </Button>
        {claims.admin && (
          <DeleteRecordButton
            label="assessment dossier"
            name={dossier.title}
            remove={() => remove.mutateAsync({ id: dossier.id, version: dossier.version })}
            then={paths.dossiers}
          />
        )}
      </Stack>
    </Stack>
  );
}
