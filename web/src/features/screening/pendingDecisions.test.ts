import { beforeEach, describe, expect, it } from 'vitest';

import {
  dropPending,
  keepPending,
  pendingKey,
  readPending,
  type PendingDecision,
} from './pendingDecisions';

const decision = (recordId: string, requestId: string, more: Partial<PendingDecision> = {}) =>
  ({
    questionId: 'q1',
    recordId,
    stage: 'titleAbstract',
    decision: 'exclude',
    reason: null,
    otherReason: null,
    requestId,
    title: `Record ${recordId}`,
    ...more,
  }) satisfies PendingDecision;

describe('decisions kept until the server has them', () => {
  beforeEach(() => localStorage.clear());

  it('keeps them per person, oldest first, until each is confirmed', () => {
    keepPending('ann', decision('r1', 'a'));
    keepPending('ann', decision('r2', 'b'));
    keepPending('bo', decision('r3', 'c'));
    expect(readPending('ann').map((d) => d.recordId)).toEqual(['r1', 'r2']);
    dropPending('ann', 'a');
    expect(readPending('ann').map((d) => d.recordId)).toEqual(['r2']);
    expect(readPending('bo').map((d) => d.recordId)).toEqual(['r3']);
    dropPending('ann', 'b');
    expect(localStorage.getItem(pendingKey('ann'))).toBeNull();
  });

  it('keeps one decision per record and stage: a later one replaces it', () => {
    keepPending('ann', decision('r1', 'a'));
    keepPending('ann', decision('r1', 'b', { decision: 'include' }));
    keepPending('ann', decision('r1', 'c', { stage: 'fullText', decision: 'include' }));
    expect(readPending('ann').map((d) => [d.requestId, d.decision])).toEqual([
      ['b', 'include'],
      ['c', 'include'],
    ]);
  });

  it('reads nothing from a copy it cannot read', () => {
    localStorage.setItem(pendingKey('ann'), '{not json');
    expect(readPending('ann')).toEqual([]);
    localStorage.setItem(
      pendingKey('ann'),
      JSON.stringify([{ recordId: 'r1' }, decision('r2', 'b')]),
    );
    expect(readPending('ann').map((d) => d.recordId)).toEqual(['r2']);
  });
});
