// The study import's state: the file (chosen or pasted), the server's check of its entries, the
// person's choice of entries and the design of each (no RIS or BibTeX field gives it), and the
// write, sent in turns of STUDY_IMPORT_CHUNK entries. The server decides again what is new.
import { useState } from 'react';

import {
  CITATION_FILE_LIMIT,
  CITATION_FILE_MAX_CHARS,
  STUDY_IMPORT_CHUNK,
  citationFileProblem,
  staleAfterWrite,
  type CheckedEntry,
  type OutputOf,
  type StudyDesign,
  type WrittenEntry,
} from '@hta/functions/contract';

import { useApiMutation } from '../../lib/api';
import type { ApiError } from '../../lib/apiErrors';

export interface Choice {
  chosen: boolean;
  design: StudyDesign | '';
}

type Checked = OutputOf<'studies.importCheck'>;

/** What a person reads of a refusal: the field's message (the file's size…) or the sentence. */
export const refusalOf = (error: ApiError) => error.fields.text ?? error.message;

export function useStudyImport() {
  const [source, setSource] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [written, setWritten] = useState<WrittenEntry[] | null>(null);
  const check = useApiMutation('studies.importCheck');
  const write = useApiMutation('studies.importWrite', { invalidates: staleAfterWrite('studies') });

  const reset = () => {
    setFileError(null);
    setChecked(null);
    setChoices({});
    setWritten(null);
    check.reset();
    write.reset();
  };

  const runCheck = (text: string, name: string) => {
    reset();
    setSource(name);
    // Not RIS or BibTeX, empty, or not text: said at once, as the server would say it.
    const problem = citationFileProblem(text);
    if (problem) {
      setFileError(`${name}: ${problem}`);
      return;
    }
    check.mutate(
      { text },
      {
        onSuccess: (answer) => {
          setChecked(answer);
          // New entries are chosen; their design is the person's to set.
          setChoices(
            Object.fromEntries(
              answer.entries
                .filter((e) => e.status === 'new')
                .map((e) => [e.entry, { chosen: true, design: '' }]),
            ),
          );
        },
      },
    );
  };

  const chooseFile = async (file: File | undefined) => {
    reset();
    if (!file) return;
    // Refused before it is read or sent: the server takes at most this much text.
    if (file.size > CITATION_FILE_MAX_CHARS) {
      setSource(file.name);
      setFileError(
        `${file.name} is larger than ${CITATION_FILE_LIMIT}: export fewer studies at a time.`,
      );
      return;
    }
    try {
      runCheck(await file.text(), file.name);
    } catch (e) {
      setFileError(`${file.name} could not be read: ${(e as Error).message}`);
    }
  };

  const setChoice = (entry: number, change: Partial<Choice>) =>
    setChoices((all) => {
      const before = all[entry];
      return before ? { ...all, [entry]: { ...before, ...change } } : all;
    });

  const setAllDesigns = (design: StudyDesign) =>
    setChoices((all) =>
      Object.fromEntries(
        Object.entries(all).map(([entry, c]) => [entry, c.chosen ? { ...c, design } : c]),
      ),
    );

  const chosen: Array<{ entry: CheckedEntry; design: StudyDesign | '' }> = (
    checked?.entries ?? []
  ).flatMap((entry) => {
    const choice = choices[entry.entry];
    return choice?.chosen && entry.draft ? [{ entry, design: choice.design }] : [];
  });
  const withoutDesign = chosen.filter((c) => c.design === '').length;

  const runWrite = async () => {
    const ready = chosen.flatMap(({ entry, design }) =>
      design && entry.draft ? [{ entry: entry.entry, fields: { ...entry.draft, design } }] : [],
    );
    const done: WrittenEntry[] = [];
    try {
      for (let i = 0; i < ready.length; i += STUDY_IMPORT_CHUNK) {
        const answer = await write.mutateAsync({ entries: ready.slice(i, i + STUDY_IMPORT_CHUNK) });
        done.push(...answer.entries);
      }
    } finally {
      // What was written before a refusal is shown with it.
      if (done.length) setWritten(done);
    }
  };

  return {
    source,
    fileError,
    checked,
    checking: check.isPending,
    checkError: check.error,
    choices,
    setChoice,
    setAllDesigns,
    chosen: chosen.length,
    withoutDesign,
    runCheck,
    chooseFile,
    runWrite: () => void runWrite().catch(() => undefined),
    writing: write.isPending,
    writeError: write.error,
    written,
    reset,
  };
}
