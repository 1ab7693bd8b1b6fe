import { describe, expect, it } from 'vitest';

import { missingNotice, savedNotice } from './notices';

describe('the editor’s notices', () => {
  it('counts the missing answers in words that agree with the count', () => {
    expect(missingNotice(1)).toBe('1 answer is missing; the first is shown.');
    expect(missingNotice(3)).toBe('3 answers are missing; the first is shown.');
  });

  it('says a draft was submitted, and a submitted evaluation’s changes recorded', () => {
    expect(savedNotice(false)).toMatch(/^The evaluation was submitted/);
    expect(savedNotice(true)).toMatch(/recorded in the evaluation’s history/);
  });
});
