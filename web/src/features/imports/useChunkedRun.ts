// Runs a step over a file's rows a chunk at a time, with progress, stoppable between chunks; an
// API error stops it and is shown.
import { useRef, useState } from 'react';

import { IMPORT_CHUNK, type ImportRow } from '@hta/functions/contract';

import type { ApiError } from '../../lib/apiErrors';
import { chunksOf } from './importPlan';

export type Progress = { done: number; total: number; label: string } | null;

export function useChunkedRun() {
  const [progress, setProgress] = useState<Progress>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef(false);
  const stopped = () => stop.current;

  /** True when every chunk ran; false when stopped or refused. */
  const run = async <T>(
    all: ImportRow[],
    label: string,
    step: (rows: ImportRow[], firstRow: number, seen: Record<string, number>) => Promise<T>,
    after: (answer: T, rows: ImportRow[], firstRow: number) => Record<string, number>,
  ) => {
    stop.current = false;
    setError(null);
    let seen: Record<string, number> = {};
    try {
      for (const [i, rows] of chunksOf(all).entries()) {
        // Read through a function: the Stop button sets it while this loop awaits.
        if (stopped()) {
          setProgress(null);
          return false;
        }
        setProgress({ done: i * IMPORT_CHUNK, total: all.length, label });
        const firstRow = i * IMPORT_CHUNK + 1;
        const answer = await step(rows, firstRow, seen);
        seen = { ...seen, ...after(answer, rows, firstRow) };
      }
      return true;
    } catch (e) {
      setError((e as ApiError).message);
      return false;
    } finally {
      setProgress(null);
    }
  };

  return {
    run,
    progress,
    error,
    clearError: () => setError(null),
    stop: () => {
      stop.current = true;
    },
  };
}
