import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { readStored, StoredDataError, type StoredSnapshot } from './read.js';

const snapshot = (path: string, data: Record<string, unknown> | undefined): StoredSnapshot => ({
  id: path.split('/').at(-1)!,
  ref: { path },
  data: () => data,
});

const counter = z.object({ version: z.number().int().optional(), name: z.string() });

describe('readStored', () => {
  it('answers the fields as the schema declares them', () => {
    expect(readStored(counter, snapshot('meta/dataVersion', { version: 3, name: 'x' }))).toEqual({
      version: 3,
      name: 'x',
    });
  });

  it('fails naming the document and the field when a stored field has another type', () => {
    const read = () =>
      readStored(counter, snapshot('meta/dataVersion', { version: '3', name: 'x' }));
    expect(read).toThrow(StoredDataError);
    expect(read).toThrow(/^Stored document meta\/dataVersion does not match its schema: version: /);
  });

  it('reads a missing document as no fields', () => {
    expect(
      readStored(z.object({ version: z.number().optional() }), snapshot('meta/x', undefined)),
    ).toEqual({});
    expect(() => readStored(counter, snapshot('meta/x', undefined))).toThrow(/meta\/x .* name: /);
  });
});
