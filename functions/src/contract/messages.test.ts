import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { fieldErrors, pathLabel } from './index.js';

describe('field messages', () => {
  it('name the field in words', () => {
    expect(pathLabel(['fields', 'population2021'])).toBe('Population 2021');
    expect(pathLabel(['fields', 'capitalCost'])).toBe('Capital cost');
    expect(pathLabel(['fields', 'clinicalAreas', 2])).toBe('Clinical areas (item 3)');
    expect(pathLabel([])).toBe('This value');
  });

  it('replace zod’s wording where a schema says nothing of its own', () => {
    const schema = z
      .object({
        count: z.number().int().min(1),
        kind: z.enum(['a', 'b']),
        tags: z.array(z.string()),
      })
      .strict();
    const parsed = schema.safeParse({ count: 1.5, kind: 'c', tags: 'x', extra: 1 });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(fieldErrors(parsed.error)).toEqual({
        count: 'Count must be a whole number.',
        kind: 'Kind: choose one of “a”, “b”.',
        tags: 'Tags must be a list.',
        extra: 'There is no field “extra” here.',
      });
    // A field named like an Object property is a field like any other.
    expect(
      fieldErrors(schema.safeParse(JSON.parse('{"__proto__": 1, "count": "x"}')).error!),
    ).toMatchObject({
      __proto__: 'There is no field “__proto__” here.',
      count: 'Count must be a number.',
    });
    expect(fieldErrors(schema.safeParse({}).error!)).toEqual({
      count: 'Count is required.',
      kind: 'Kind is required.',
      tags: 'Tags is required.',
    });
  });
});
