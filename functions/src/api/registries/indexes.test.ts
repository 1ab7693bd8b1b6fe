import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it, vi } from 'vitest';

vi.mock('../../platform/admin.js', () => ({ db: {}, auth: {}, bucket: () => ({}) }));

const { firestoreIndexes } = await import('./indexes.js');
const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../firestore.indexes.json',
);

describe('firestore.indexes.json', () => {
  it('holds exactly the indexes the list configurations need (run `npm run indexes` after changing them)', () => {
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(firestoreIndexes());
  });

  it('covers a filtered, sorted community list and stays under Firestore’s 200-index limit', () => {
    const { indexes } = firestoreIndexes();
    expect(indexes).toContainEqual({
      collectionGroup: 'communities',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'type', order: 'ASCENDING' },
        { fieldPath: 'population2021', order: 'DESCENDING' },
      ],
    });
    expect(indexes.length).toBeLessThan(200);
  });
});
