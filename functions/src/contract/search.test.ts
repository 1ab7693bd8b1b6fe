import { describe, expect, it } from 'vitest';

import { searchKey, searchTerms } from './index.js';

const finds = (name: string, query: string) => searchTerms(name).includes(searchKey(query));

describe('name search', () => {
  it('finds a word by its beginning, ignoring case and accents', () => {
    expect(finds('Île-à-la-Crosse Health Centre', 'ile')).toBe(true);
    expect(finds('Île-à-la-Crosse Health Centre', 'HEAL')).toBe(true);
    expect(finds('Île-à-la-Crosse Health Centre', 'ealth')).toBe(false);
  });

  it('finds a phrase wherever it starts at a word, not only at the start of the name', () => {
    const message = 'The community search could remember my filters';
    expect(finds(message, 'community search')).toBe(true);
    expect(finds(message, 'remember my fil')).toBe(true);
    expect(finds('Prince Albert Regional Hospital', 'albert regional')).toBe(true);
    // Words must follow each other as written.
    expect(finds(message, 'search community')).toBe(false);
  });

  it('indexes a long text boundedly: phrases from its first words only', () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    expect(searchTerms(long).length).toBeLessThan(1500);
    expect(finds(long, 'word3 word4')).toBe(true);
  });
});
