import { describe, expect, it } from 'vitest';

import { changesSinceReview, reviewRefusal, type ReviewedSource } from './review.js';

const source = (path: string, mark: string, label = `the record “${path}”`): ReviewedSource => ({
  path,
  label,
  mark,
});

describe('what a review covers', () => {
  const sent = [source('evidenceProfiles/p', 'version 3'), source('facilities/f', 'shown:abc')];

  it('finds nothing when every source is as it was sent', () => {
    expect(changesSinceReview(sent, [...sent].reverse())).toEqual([]);
    expect(reviewRefusal({ number: 2, sources: sent }, 2, sent)).toBeNull();
  });

  it('names each source edited, gone or added since', () => {
    expect(
      changesSinceReview(sent, [
        source('evidenceProfiles/p', 'version 4'),
        source('evaluations/e', 'shown:x'),
      ]),
    ).toEqual([
      'the record “evidenceProfiles/p” was edited',
      'the record “facilities/f” is no longer among its sources',
      'the record “evaluations/e” was added',
    ]);
  });

  it('refuses an approval naming what changed, at most five of them', () => {
    const now = sent.map((s) => ({ ...s, mark: 'changed' }));
    expect(reviewRefusal({ number: 1, sources: sent }, 1, now)).toEqual({
      code: 'failed-precondition',
      message:
        'Since this version was sent for review, the record “evidenceProfiles/p” was edited; and ' +
        'the record “facilities/f” was edited: its reviewers have not seen what would be ' +
        'approved. Its lead takes it back to draft and sends it for review again.',
    });
    const many = Array.from({ length: 8 }, (_, i) => source(`needs/${i}`, 'version 1'));
    const message = reviewRefusal({ number: 1, sources: many }, 1, [])!.message;
    expect(message.match(/is no longer among its sources/g)).toHaveLength(5);
    expect(message).toContain('and 3 more sources:');
  });

  it('refuses a version sent without a record of its sources, or another version’s', () => {
    expect(reviewRefusal(null, 1, sent)?.message).toMatch(/without a record of the sources/);
    expect(reviewRefusal({ number: 1, sources: sent }, 2, sent)?.code).toBe('failed-precondition');
  });
});
