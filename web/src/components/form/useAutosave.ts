// Saving a long form as the person works: every change is copied to this browser at once and,
// where autosave is on (drafts), sent to the server after a pause. Saves never overlap; a change
// made while one is in flight is saved next. A conflict (someone else saved first) stops
// autosaving and keeps the copy, so the person decides — nothing is lost either way.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import type { ApiError } from '../../lib/apiErrors';
import { dropBackup, writeBackup } from '../../lib/localBackup';

export type SaveState =
  | { kind: 'saved'; at: Date | null }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

export interface AutosaveOptions<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Where the browser copy lives (`backupKey(kind, id)`). */
  backupKey: string;
  /** The record's version the form was loaded from. */
  version: number;
  /** Save to the server by itself after a pause (drafts); otherwise only on saveNow. */
  auto: boolean;
  /** Saves the values over `version`; resolves to the record's new version. */
  save: (values: V, version: number) => Promise<number>;
  delayMs?: number;
}

export interface Autosave<V extends FieldValues> {
  state: SaveState;
  /** Changes not yet on the server. */
  pending: boolean;
  version: number;
  /** Saves now (optionally the values changed, e.g. marked submitted); true when saved. */
  saveNow: (transform?: (values: V) => V) => Promise<boolean>;
  /** `pending` as of now, not of the last render: for checks made between renders (a blocker). */
  isPending: () => boolean;
  /** After a conflict: save these values over the newer version. */
  overwrite: (currentVersion: number) => Promise<boolean>;
}

export function useAutosave<V extends FieldValues>({
  form,
  backupKey,
  version: initialVersion,
  auto,
  save,
  delayMs = 1500,
}: AutosaveOptions<V>): Autosave<V> {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: null });
  const version = useRef(initialVersion);
  const changes = useRef(0);
  const savedChange = useRef(0);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const lastSeen = useRef(JSON.stringify(form.getValues()));
  // The values the server holds at `version`: the base the browser copy is merged from.
  const saved = useRef(form.getValues());
  // The latest options, for callbacks that outlive a render.
  const saveRef = useRef(save);
  saveRef.current = save;

  const backup = useCallback(() => {
    writeBackup(backupKey, {
      version: version.current,
      savedAt: new Date().toISOString(),
      values: form.getValues(),
      base: saved.current,
    });
  }, [backupKey, form]);

  const run = useCallback(
    async (transform?: (values: V) => V): Promise<boolean> => {
      if (timer.current) clearTimeout(timer.current);
      // Saves never overlap, each made over the version the one before it gave. Every save asked
      // while one is slow (another change's pause, "save now", a submit) waits on it; once it is
      // answered the first of them goes and the others wait again — a single wait would send them
      // all at once over one version, and the server would refuse all but one as a conflict.
      while (inFlight.current) await inFlight.current;
      // Refused meanwhile as a conflict: nothing more goes over that version until the person
      // decides (`overwrite`).
      if (stopped.current) return false;
      // The save waited on already took every change (a submit's transform still has to go).
      if (!transform && changes.current === savedChange.current) return true;
      const change = changes.current;
      const values = form.getValues();
      setState({ kind: 'saving' });
      const attempt = (async () => {
        try {
          const sent = transform ? transform(values) : values;
          version.current = await saveRef.current(sent, version.current);
          saved.current = sent;
          savedChange.current = Math.max(savedChange.current, change);
          if (changes.current === change) {
            dropBackup(backupKey);
            setState({ kind: 'saved', at: new Date() });
          } else {
            backup(); // Newer edits: the copy now rests on the new version.
            setState({ kind: 'unsaved' });
          }
          return true;
        } catch (caught) {
          const error = caught as ApiError;
          if (error.code === 'aborted') {
            stopped.current = true;
            setState({ kind: 'conflict' });
            return false;
          }
          const fields = Object.entries(error.fields);
          for (const [key, message] of fields) {
            form.setError(key.replace(/^fields\./, '') as Path<V>, { type: 'server', message });
          }
          setState(
            fields.length
              ? { kind: 'invalid', message: 'Not saved: correct the fields marked in red.' }
              : { kind: 'failed', message: error.message || 'Saving failed.' },
          );
          return false;
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = attempt;
      return attempt;
    },
    [backup, backupKey, form],
  );

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const seen = JSON.stringify(values);
          if (seen === lastSeen.current) return;
          lastSeen.current = seen;
          changes.current += 1;
          backup();
          setState((s) => (s.kind === 'conflict' ? s : { kind: 'unsaved' }));
          if (!auto || stopped.current) return;
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => void run(), delayMs);
        },
      }),
    [auto, backup, delayMs, form, run],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const pending = changes.current > savedChange.current || state.kind === 'saving';

  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  return {
    state,
    pending,
    version: version.current,
    saveNow: run,
    isPending: () => changes.current > savedChange.current || inFlight.current !== null,
    overwrite: async (currentVersion) => {
      version.current = currentVersion;
      stopped.current = false;
      return run();
    },
  };
}
