// The import's state and steps: the registry and file chosen, the mapping (remembered for files
// of the same shape), the check of every row, then the import — both in chunks.
import { useState } from 'react';

import {
  IMPORT_FIELDS,
  type Importable,
  type ImportMapping,
  type ImportOutcome,
  type ImportRow,
} from '@hta/functions/contract';

import { useApiMutation } from '../../lib/api';
import type { ApiError } from '../../lib/apiErrors';
import {
  addTotals,
  chunkChecks,
  emptyTotals,
  outcomeMessage,
  seenKeysOf,
  withColumn,
} from './importPlan';
import { columnsOf, guessMapping, readRows, shapeKey } from './parseFile';
import { useChunkedRun } from './useChunkedRun';

export interface Loaded {
  name: string;
  rows: ImportRow[];
  columns: string[];
}

export function useImport() {
  const [registry, setRegistry] = useState<Importable>('communities');
  const [file, setFile] = useState<Loaded | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [report, setReport] = useState<ImportOutcome[] | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const runner = useChunkedRun();
  const check = useApiMutation('imports.check');
  const write = useApiMutation('imports.write', {
    invalidates: ['communities', 'facilities', 'technologies', 'epi', 'home'],
  });
  const fields = IMPORT_FIELDS[registry];

  const chooseRegistry = (next: Importable) => {
    setRegistry(next);
    setFile(null);
    setReport(null);
    setResult(null);
  };

  const choose = async (chosen: File | undefined) => {
    setFile(null);
    setReport(null);
    setResult(null);
    runner.clearError();
    setFileError(null);
    if (!chosen) return;
    try {
      const rows = await readRows(chosen);
      if (rows.length === 0) throw new Error('The file holds no rows.');
      const columns = columnsOf(rows);
      const remembered = localStorage.getItem(shapeKey(registry, columns));
      setMapping(
        remembered ? (JSON.parse(remembered) as ImportMapping) : guessMapping(fields, columns),
      );
      setFile({ name: chosen.name, rows, columns });
    } catch (e) {
      setFileError(`The file could not be read: ${(e as Error).message}`);
    }
  };

  const setField = (field: string, column: string) => {
    setReport(null);
    setMapping((m) => withColumn(m, field, column));
  };

  const runCheck = async () => {
    if (!file) return;
    localStorage.setItem(shapeKey(registry, file.columns), JSON.stringify(mapping));
    const outcomes: ImportOutcome[] = [];
    const done = await runner.run(
      file.rows,
      'Checking',
      (rows, firstRow, seenKeys) =>
        check.mutateAsync({ registry, rows, firstRow, mapping, seenKeys }),
      (answer) => {
        outcomes.push(...answer.outcomes);
        return seenKeysOf(answer.outcomes);
      },
    );
    if (done) setReport(outcomes);
  };

  const runWrite = async () => {
    if (!file || !report) return;
    let totals = emptyTotals();
    /**
     * Writes rows in one transaction (all or none), against the versions the check saw; rows
     * needing more writes than one transaction takes (many renames) go in halves.
     */
    const writeRows = async (rows: ImportRow[], firstRow: number): Promise<void> => {
      try {
        const answer = await write.mutateAsync({
          registry,
          rows,
          firstRow,
          mapping,
          validOnly,
          source: file.name,
          ...chunkChecks(report, registry, firstRow, rows.length),
        });
        totals = addTotals(totals, answer);
      } catch (e) {
        if (rows.length < 2 || typeof (e as ApiError).details.limit !== 'number') throw e;
        const half = Math.ceil(rows.length / 2);
        await writeRows(rows.slice(0, half), firstRow);
        await writeRows(rows.slice(half), firstRow + half);
      }
    };
    const done = await runner.run(file.rows, 'Importing', writeRows, () => ({}));
    setResult(outcomeMessage(totals, done));
    setReport(null);
  };

  return {
    registry,
    chooseRegistry,
    fields,
    file,
    fileError,
    choose,
    mapping,
    setField,
    report,
    validOnly,
    setValidOnly,
    result,
    runCheck,
    runWrite,
    progress: runner.progress,
    error: runner.error,
    stop: runner.stop,
  };
}
