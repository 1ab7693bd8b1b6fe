// A record's search index takes its other names beside its name: "Black Lake" finds the
// census's "Chicken 224"; the name alone sorts it.
import { describe, expect, it } from 'vitest';

import { searchKey } from '../../contract/index.js';
import { searchIndex } from './stored.js';

describe('searchIndex', () => {
  it('indexes the other names beside the name, sorting by the name alone', () => {
    const index = searchIndex('Chicken 224', ['Black Lake Denesuline First Nation']);
    expect(index.nameLower).toBe('chicken 224');
    expect(index.searchTerms).toContain(searchKey('Black Lake'));
    expect(index.searchTerms).toContain(searchKey('Denesuline'));
    expect(index.searchTerms).toContain(searchKey('Chicken'));
    expect(new Set(index.searchTerms).size).toBe(index.searchTerms.length);
  });

  it("is the name's own index without other names", () => {
    expect(searchIndex('La Loche')).toEqual(searchIndex('La Loche', []));
    expect(searchIndex('La Loche').searchTerms).not.toContain(searchKey('Black Lake'));
  });
});
