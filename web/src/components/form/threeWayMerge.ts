// A save refused because someone else saved first is merged three ways: the version the person
// started from (base), theirs (what the person sent) and the one saved meanwhile. A field only
// the other person changed keeps their value, a field only this person changed takes theirs, a
// field both changed to the same value is that value; only a field both changed differently is
// a clash, for the person to decide. Groups of fields (an address, a cost with its low, high and
// source) merge field by field inside; a list is one value (its items have no identity to merge
// by: two people editing "the second community" of a list may mean different communities).
import { sameValues } from './sameValues';

type Fields = Record<string, unknown>;

/** A field both changed, each differently: the person chooses. */
interface Clash {
  /** Where it is: ['costs', 'licences', 'value']. */
  path: string[];
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface Merged {
  /** The fields to send: theirs, with mine where only I changed, and the chosen side in clashes. */
  fields: Fields;
  clashes: Clash[];
  /** Where only this person changed a field (their change is kept). */
  mineOnly: string[][];
  /** Where only the other person changed a field (theirs is kept). */
  theirsOnly: string[][];
}

const isGroup = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** How deep groups are merged field by field (deeper, the group is one value). */
const MAX_DEPTH = 8;

function mergeValue(
  path: string[],
  base: unknown,
  mine: unknown,
  theirs: unknown,
  prefer: 'mine' | 'theirs',
  found: Omit<Merged, 'fields'>,
): unknown {
  if (sameValues(mine, theirs)) return theirs;
  if (sameValues(mine, base)) {
    found.theirsOnly.push(path);
    return theirs;
  }
  if (sameValues(theirs, base)) {
    found.mineOnly.push(path);
    return mine;
  }
  if (isGroup(mine) && isGroup(theirs) && path.length < MAX_DEPTH) {
    const group = isGroup(base) ? base : {};
    const keys = new Set([...Object.keys(theirs), ...Object.keys(mine)]);
    return Object.fromEntries(
      [...keys].map((key) => [
        key,
        mergeValue([...path, key], group[key], mine[key], theirs[key], prefer, found),
      ]),
    );
  }
  found.clashes.push({ path, base, mine, theirs });
  return prefer === 'mine' ? mine : theirs;
}

/**
 * Merges the fields a person sent (`mine`, made on `base`) with the record saved meanwhile
 * (`theirs`), field by field for the fields the person's form sends. In a clash `prefer` decides.
 * Without a base (a save kept from before bases were kept), every field that differs is a clash.
 */
export function threeWayMerge(
  base: Fields | undefined,
  mine: Fields,
  theirs: Fields,
  prefer: 'mine' | 'theirs' = 'mine',
): Merged {
  const found: Omit<Merged, 'fields'> = { clashes: [], mineOnly: [], theirsOnly: [] };
  const fields = Object.fromEntries(
    Object.keys(mine).map((key) => [
      key,
      base === undefined
        ? clashOrSame(key, mine[key], theirs[key], prefer, found)
        : mergeValue([key], base[key], mine[key], theirs[key], prefer, found),
    ]),
  );
  return { fields, ...found };
}

function clashOrSame(
  key: string,
  mine: unknown,
  theirs: unknown,
  prefer: 'mine' | 'theirs',
  found: Omit<Merged, 'fields'>,
): unknown {
  if (sameValues(mine, theirs)) return theirs;
  found.clashes.push({ path: [key], base: undefined, mine, theirs });
  return prefer === 'mine' ? mine : theirs;
}

/**
 * A browser copy of a form's values offered back over the record as it is now (after a closed
 * tab, or after loading the version someone else saved): the copy's edits, made on its base, go
 * over what is there now; what someone else changed that the edits did not touch stays.
 */
export function restoredValues(copy: { values: Fields; base?: Fields }, now: Fields): Fields {
  return threeWayMerge(copy.base, copy.values, now, 'mine').fields;
}
