// A queued save the server refused on arrival (issue 22 item 4): someone else changed the record
// while the person was offline, or the save broke a rule. Both versions are shown, field by field,
// and the person decides — theirs stays unless they choose to send theirs over it.
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
import { registryNamed } from '../../lib/registryDeclarations';
import { useRecord } from '../../lib/registries';
import { sameValues } from './sameValues';

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
  if (typeof value === 'number') return value.toLocaleString();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields where the two versions differ, with both values. */
export function differences(
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): Array<{ field: string; mine: unknown; theirs: unknown }> {
  return Object.keys(mine)
    .filter((field) => !sameValues(mine[field], theirs[field]))
    .map((field) => ({ field, mine: mine[field], theirs: theirs[field] }));
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
  const named = write.input.fields[declaration.nameField];
  const name = typeof named === 'string' && named ? named : `this ${declaration.label}`;
  const rows = theirs
    ? differences(write.input.fields, theirs)
    : Object.entries(write.input.fields).map(([field, mine]) => ({
        field,
        mine,
        theirs: undefined,
      }));

  // Theirs already holds all of mine (it arrived before, from a tab closed as it was sent):
  // nothing would be lost, so nothing is asked.
  const alreadyThere = conflict && theirs !== null && rows.length === 0;
  useEffect(() => {
    if (!alreadyThere) return;
    dropWrite(client, write.mutationId);
    onClose();
  }, [alreadyThere, client, write.mutationId, onClose]);

  const keepTheirs = () => {
    dropWrite(client, write.mutationId);
    onClose();
  };
  const sendMine = () => {
    if (!theirs) return;
    dropWrite(client, write.mutationId);
    void sendWrite(
      client,
      write.registry,
      'update',
      { id: write.input.id, version: theirs.version, fields: write.input.fields },
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
            ? `You saved it offline at ${new Date(write.submittedAt).toLocaleString()}, on version ${write.input.version ?? '—'}; it is now at version ${theirs?.version ?? '…'}. Nothing was overwritten: compare the two and choose.`
            : write.failure?.message}
        </DialogContentText>
        {conflict && query.error && <Alert severity="error">{query.error.message}</Alert>}
        {conflict && !theirs && !query.error ? (
          <Skeleton variant="rectangular" height={120} aria-label="Loading their version" />
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <caption>
                {rows.length
                  ? conflict
                    ? 'The fields where your version and theirs differ.'
                    : 'What you saved.'
                  : 'Your version and theirs are the same.'}
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
                  <TableRow key={row.field}>
                    <TableCell component="th" scope="row">
                      {fieldHeading(row.field)}
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
        {conflict && (
          <Button onClick={sendMine} variant="contained" disabled={!theirs}>
            Save mine over theirs
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
