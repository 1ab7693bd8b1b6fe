// A queued save the server refused on arrival: someone else changed the record while the person
// was offline, or the save broke a rule. A conflict is merged three ways (threeWayMerge.ts): what
// only they changed stays as they saved it, what only this person changed is added, and the
// fields both changed differently are shown side by side for the person to decide: mine or theirs
// in those fields (never in the others), or none of mine at all.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';

import { dropWrite, sendWrite, type QueuedWrite } from '../../lib/queuedWrites';
import { dateTime, decimal } from '../../lib/format';
import { registryNamed } from '../../lib/registryDeclarations';
import { useRecord } from '../../lib/registries';
import { threeWayMerge } from './threeWayMerge';

/** "population2021" → "Population 2021": the field's name as a heading. */
export function fieldHeading(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a cell shows it. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(shownValue).join('; ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return decimal(value, 3);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A field's place as a heading: ['costs', 'licences', 'value'] → "Costs › Licences › Value". */
export const pathHeading = (path: readonly string[]): string =>
  path.map((key) => (/^\d+$/.test(key) ? `#${Number(key) + 1}` : fieldHeading(key))).join(' › ');

/** Fields named in a sentence: "Nearest hospital, Nearest hospital km". */
const named = (paths: readonly string[][]) => paths.map(pathHeading).join(', ');

/** The fields a resolved conflict sends: the merge, with `prefer`'s side where both changed. */
export function savedOverTheirs(
  write: Pick<QueuedWrite, 'input'>,
  theirs: Record<string, unknown>,
  prefer: 'mine' | 'theirs' = 'mine',
): Record<string, unknown> {
  return threeWayMerge(write.input.base, write.input.fields, theirs, prefer).fields;
}

export function WriteConflictDialog({
  write,
  onClose,
}: {
  write: QueuedWrite;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const titleId = useId();
  const declaration = registryNamed(write.registry);
  const conflict = write.outcome === 'conflict';
  const query = useRecord(write.registry, conflict ? (write.input.id ?? '') : '');
  const cached = query.data
    ? ((query.data as Record<string, unknown>)[declaration.recordKey] as Record<string, unknown> & {
        version: number;
      })
    : null;
  // The copy cached at the version mine was made on is not theirs (it shows mine, waiting): theirs
  // is the newer version the server refused mine for, asked for again after the refusal.
  const theirs = cached && cached.version !== write.input.version ? cached : null;
  const nameValue = write.input.fields[declaration.nameField];
  const name = typeof nameValue === 'string' && nameValue ? nameValue : `this ${declaration.label}`;
  const merge = theirs ? threeWayMerge(write.input.base, write.input.fields, theirs) : null;
  const rows = merge
    ? merge.clashes.map((c) => ({ path: c.path, mine: c.mine, theirs: c.theirs }))
    : Object.entries(write.input.fields).map(([field, mine]) => ({
        path: [field],
        mine,
        theirs: undefined,
      }));

  // Theirs already holds all of mine (it arrived before, from a tab closed as it was sent):
  // nothing would be lost, so nothing is asked.
  const alreadyThere =
    conflict && merge !== null && merge.clashes.length === 0 && merge.mineOnly.length === 0;
  useEffect(() => {
    if (!alreadyThere) return;
    dropWrite(client, write.mutationId);
    onClose();
  }, [alreadyThere, client, write.mutationId, onClose]);

  const keepTheirs = () => {
    dropWrite(client, write.mutationId);
    onClose();
  };
  const sendMerged = (prefer: 'mine' | 'theirs') => {
    if (!theirs) return;
    dropWrite(client, write.mutationId);
    void sendWrite(
      client,
      write.registry,
      'update',
      {
        id: write.input.id,
        version: theirs.version,
        fields: savedOverTheirs(write, theirs, prefer),
        // Made on theirs: if someone saves again meanwhile, it is merged from theirs.
        base: Object.fromEntries(Object.keys(write.input.fields).map((k) => [k, theirs[k]])),
      },
      onlineManager.isOnline(),
    ).catch(() => undefined); // a refusal comes back to this dialog through the queue
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {conflict
          ? `Someone else changed ${name} while your change waited`
          : `Your change to ${name} was not saved`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText component="div" sx={{ mb: 2 }}>
          {conflict
            ? `You saved it offline at ${dateTime(write.submittedAt)}, on version ${write.input.version ?? '—'}; it is now at version ${theirs?.version ?? '…'}. Nothing was overwritten: compare the two and choose.`
            : write.failure?.message}
        </DialogContentText>
        {merge && (merge.theirsOnly.length > 0 || merge.mineOnly.length > 0) && (
          <DialogContentText component="div" sx={{ mb: 2 }}>
            {merge.theirsOnly.length > 0 && (
              <p>Only they changed (kept as they saved it): {named(merge.theirsOnly)}.</p>
            )}
            {merge.mineOnly.length > 0 && (
              <p>Only you changed (added to theirs when you save): {named(merge.mineOnly)}.</p>
            )}
          </DialogContentText>
        )}
        {conflict && query.error && <Alert severity="error">{query.error.message}</Alert>}
        {conflict && !theirs && !query.error ? (
          <Skeleton variant="rectangular" height={120} aria-label="Loading their version" />
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <caption>
                {rows.length
                  ? conflict
                    ? 'The fields you both changed, each differently.'
                    : 'What you saved.'
                  : 'No field was changed by both of you: saving adds your changes to theirs.'}
              </caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Field
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Yours
                  </TableCell>
                  {conflict && (
                    <TableCell component="th" scope="col">
                      Theirs (saved)
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.path.join('.')}>
                    <TableCell component="th" scope="row">
                      {pathHeading(row.path)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{shownValue(row.mine)}</TableCell>
                    {conflict && (
                      <TableCell sx={{ wordBreak: 'break-word' }}>
                        {shownValue(row.theirs)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Decide later</Button>
        <Button onClick={keepTheirs} color="error">
          {conflict ? 'Keep theirs, discard mine' : 'Discard my change'}
        </Button>
        {merge && merge.clashes.length > 0 && merge.mineOnly.length > 0 && (
          <Button onClick={() => sendMerged('theirs')}>Keep theirs where we both changed</Button>
        )}
        {conflict && (
          <Button onClick={() => sendMerged('mine')} variant="contained" disabled={!theirs}>
            {merge && merge.clashes.length === 0
              ? 'Save mine with theirs'
              : 'Save mine over theirs'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
