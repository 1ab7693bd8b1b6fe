import { describe, expect, it } from 'vitest';

import { type FirestoreError } from './errors.js';
import type { StoredDocument } from './store.js';
import { applyWrite, type Write } from './writes.js';

const t0 = { seconds: 100, nanos: 0 };
const t1 = { seconds: 200, nanos: 0 };
const name = 'projects/p/databases/(default)/documents/c/d';
const doc = (fields: StoredDocument['fields']): StoredDocument => ({
  name,
  fields,
  createTime: t0,
  updateTime: t0,
});

const update = (partial: Partial<Extract<Write, { kind: 'update' }>>): Write => ({
  kind: 'update',
  name,
  fields: {},
  mask: undefined,
  transforms: [],
  precondition: undefined,
  ...partial,
});

describe('applyWrite', () => {
  it('replaces the whole document without a mask, merges with one, and deletes masked fields that are absent', () => {
    const current = doc({ a: { integer_value: 1 }, b: { integer_value: 2 } });
    expect(
      applyWrite(current, update({ fields: { c: { integer_value: 3 } } }), t1).document?.fields,
    ).toEqual({
      c: { integer_value: 3 },
    });
    const merged = applyWrite(
      current,
      update({ fields: { c: { integer_value: 3 } }, mask: [['c'], ['b']] }),
      t1,
    );
    expect(merged.document?.fields).toEqual({ a: { integer_value: 1 }, c: { integer_value: 3 } });
  });

  it('applies every transform of a write, in order', () => {
    const current = doc({
      n: { integer_value: 1 },
      tags: { array_value: { values: [{ string_value: 'x' }] } },
    });
    const outcome = applyWrite(
      current,
      update({
        mask: [],
        transforms: [
          { path: ['n'], kind: 'increment', operand: { integer_value: 2 } },
          { path: ['n'], kind: 'increment', operand: { double_value: 0.5 } },
          { path: ['at'], kind: 'serverTime' },
          {
            path: ['tags'],
            kind: 'append',
            elements: [{ string_value: 'x' }, { string_value: 'y' }],
          },
          { path: ['gone'], kind: 'remove', elements: [{ string_value: 'x' }] },
          { path: ['hi'], kind: 'maximum', operand: { integer_value: 5 } },
        ],
      }),
      t1,
    );
    expect(outcome.document?.fields).toEqual({
      n: { double_value: 3.5 },
      at: { timestamp_value: t1 },
      tags: { array_value: { values: [{ string_value: 'x' }, { string_value: 'y' }] } },
      gone: { array_value: { values: [] } },
      hi: { integer_value: 5 },
    });
    expect(outcome.transformResults).toHaveLength(6);
  });

  it('keeps the update time when nothing changed', () => {
    const current = doc({ a: { integer_value: 1 } });
    const outcome = applyWrite(current, update({ fields: { a: { integer_value: 1 } } }), t1);
    expect(outcome.document?.updateTime).toEqual(t0);
  });

  it('enforces preconditions with the codes Firestore uses', () => {
    const current = doc({});
    const code = (fn: () => unknown) => {
      try {
        fn();
        return 'ok';
      } catch (e) {
        return (e as FirestoreError).code;
      }
    };
    expect(code(() => applyWrite(undefined, update({ precondition: { exists: true } }), t1))).toBe(
      5,
    );
    expect(code(() => applyWrite(current, update({ precondition: { exists: false } }), t1))).toBe(
      6,
    );
    expect(code(() => applyWrite(current, update({ precondition: { updateTime: t1 } }), t1))).toBe(
      9,
    );
    expect(code(() => applyWrite(current, update({ precondition: { updateTime: t0 } }), t1))).toBe(
      'ok',
    );
  });

  it('refuses a document over 1 MiB, as production does, and writes one at the limit', () => {
    // The name (c, d: 2 + 2 + 16) + 32 + the field's name (2) + its string (bytes + 1).
    const overhead = 20 + 32 + 2 + 1;
    const fits = update({ fields: { t: { string_value: 'x'.repeat(1_048_576 - overhead) } } });
    expect(applyWrite(undefined, fits, t1).document).toBeDefined();
    const over = update({ fields: { t: { string_value: 'x'.repeat(1_048_577 - overhead) } } });
    expect(() => applyWrite(undefined, over, t1)).toThrow(
      /^Document '.*\/documents\/c\/d' cannot be written because its size \(1,048,577 bytes\) exceeds the maximum allowed size of 1,048,576 bytes\.$/,
    );
  });
});
