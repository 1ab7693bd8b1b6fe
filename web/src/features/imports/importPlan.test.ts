import { describe, expect, it } from 'vitest';

import type { ImportOutcome } from '@hta/functions/contract';

import {
  checkSummary,
  chunkChecks,
  chunksOf,
  outcomeMessage,
  seenKeysOf,
  unmappedColumns,
  withColumn,
} from './importPlan';

const outcome = (
  row: number,
  id: string | null,
  action: ImportOutcome['action'],
  version?: number,
): ImportOutcome => ({ row, id, action, reasons: [], ...(version ? { version } : {}) });

describe('the import’s bookkeeping', () => {
  it('cuts rows into chunks of the given size, the last one short', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 2)).toEqual([]);
  });

  it('maps a field to a column, moves it, and leaves it out on ""', () => {
    const m = withColumn({ name: 'Name' }, 'csdUid', 'CSD');
    expect(m).toEqual({ name: 'Name', csdUid: 'CSD' });
    expect(withColumn(m, 'csdUid', 'CSDUID')).toEqual({ name: 'Name', csdUid: 'CSDUID' });
    expect(withColumn(m, 'csdUid', '')).toEqual({ name: 'Name' });
    expect(unmappedColumns(['Name', 'CSD', 'Note'], m)).toEqual(['Note']);
  });

  it('sums up the check: rows per action, the refused, and the rows an import writes', () => {
    const summary = checkSummary([
      outcome(1, 'a', 'create'),
      outcome(2, 'b', 'update', 3),
      outcome(3, 'c', 'unchanged', 1),
      outcome(4, null, 'refused'),
      outcome(5, 'e', 'create'),
    ]);
    expect(summary.counts).toEqual([
      { action: 'create', count: 2 },
      { action: 'update', count: 1 },
      { action: 'unchanged', count: 1 },
      { action: 'refused', count: 1 },
    ]);
    expect(summary.refused).toBe(1);
    expect(summary.toWrite).toBe(3);
  });

  it('keeps the keys the check accepted, by row, and none of the refused', () => {
    expect(
      seenKeysOf([
        outcome(1, 'a', 'create'),
        outcome(2, 'b', 'refused'),
        outcome(3, null, 'create'),
      ]),
    ).toEqual({ a: 1 });
  });

  it('checks a chunk against earlier rows’ keys and its own records’ versions', () => {
    const report = [
      outcome(1, 'a', 'unchanged', 2),
      outcome(2, 'b', 'refused', 5),
      outcome(3, 'c', 'update', 7),
      outcome(4, 'd', 'create'),
      outcome(5, 'e', 'update', 1),
    ];
    expect(chunkChecks(report, 'facilities', 3, 2)).toEqual({
      seenKeys: { a: 1 },
      versions: { c: 7, d: 0 },
    });
    // Indicator values have no versions.
    expect(chunkChecks(report, 'indicators', 3, 2).versions).toEqual({});
  });

  it('says what an import did, and how to go on after a stop', () => {
    const totals = { created: 2, updated: 1, unchanged: 0, refused: 1 };
    expect(outcomeMessage(totals, true)).toBe(
      'Imported: 2 created, 1 updated, 0 unchanged, 1 refused row left out.',
    );
    expect(outcomeMessage({ ...totals, refused: 0 }, false)).toMatch(
      /^Stopped: 2 created, 1 updated, 0 unchanged\. Each chunk is written whole or not at all;/,
    );
  });
});
