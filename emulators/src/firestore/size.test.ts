import { describe, expect, it } from 'vitest';

import { documentSize, MAX_DOCUMENT_BYTES, nameSize } from './size.js';

const name = 'projects/p/databases/(default)/documents/users/jeff/tasks/my_task_id';

describe('documentSize', () => {
  it('counts the example of Firestore’s storage size page: 44 + 71 + 32 = 147 bytes', () => {
    expect(nameSize(name)).toBe(44);
    expect(
      documentSize(name, {
        type: { string_value: 'Personal' },
        done: { boolean_value: false },
        priority: { integer_value: 1 },
        description: { string_value: 'Learn Cloud Firestore' },
      }),
    ).toBe(147);
  });

  it('counts strings by their UTF-8 bytes, and arrays and maps by what they hold', () => {
    const empty = documentSize(name, {});
    // 'c' (2) + '€' (3 bytes + 1); 'm' (2) + 'n' (2) + null (1) + 'x' (2) + 8 + 8.
    expect(documentSize(name, { c: { string_value: '€' } }) - empty).toBe(6);
    expect(
      documentSize(name, {
        m: { map_value: { fields: { n: { null_value: 0 } } } },
        x: {
          array_value: {
            values: [{ double_value: 1.5 }, { timestamp_value: { seconds: 1, nanos: 0 } }],
          },
        },
      }) - empty,
    ).toBe(2 + 2 + 1 + 2 + 8 + 8);
    expect(MAX_DOCUMENT_BYTES).toBe(1024 * 1024);
  });
});
