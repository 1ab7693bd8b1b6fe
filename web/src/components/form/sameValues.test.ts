import { describe, expect, it } from 'vitest';

import { sameValues } from './sameValues';

describe('sameValues', () => {
  it('counts an empty text, no number, no value and an empty list as the same nothing', () => {
    expect(
      sameValues({ name: '', csdUid: undefined, tags: [] }, { name: null, csdUid: '', tags: null }),
    ).toBe(true);
    expect(
      sameValues({ contacts: [{ name: '', phone: null }] }, { contacts: [{ name: undefined }] }),
    ).toBe(true);
  });

  it('counts a group of inputs all empty as nothing, where the record had no group', () => {
    // The facility form's address and the evidence profile's judgements, as the inputs fill them.
    expect(sameValues({ address: { line: '', city: '' } }, { address: undefined })).toBe(true);
    expect(sameValues({ down: { riskOfBias: { reason: '' } } }, { down: {} })).toBe(true);
    expect(sameValues({ address: { line: '', city: 'La Ronge' } }, {})).toBe(false);
    expect(sameValues({ down: { riskOfBias: { rating: 'serious' } } }, { down: {} })).toBe(false);
  });

  it('sees every real change, zero and false included', () => {
    expect(sameValues({ n: null }, { n: 0 })).toBe(false);
    expect(sameValues({ done: false }, { done: undefined })).toBe(false);
    expect(sameValues({ tags: ['a'] }, { tags: ['a', 'b'] })).toBe(false);
    expect(sameValues({ at: new Date(1) }, { at: new Date(2) })).toBe(false);
    expect(sameValues({ name: 'Regina' }, { name: 'Regina ' })).toBe(false);
  });
});
