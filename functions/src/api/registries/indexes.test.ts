import { describe, expect, it, vi } from 'vitest';

vi.mock('../../platform/admin.js', () => ({ db: {}, auth: {}, bucket: () => ({}) }));

const { countsByCollection, firestoreIndexes, listIndexes } = await import('./indexes.js');
const { listConfigOf } = await import('./kit.js');
const { allRegistries } = await import('../../contract/index.js');

// The indexes are generated from the registries' declarations before every deploy (firebase.json
// runs `npm run indexes`); the emulators need none, so these checks are what tells us they fit.
describe('the composite indexes production Firestore needs', () => {
  const { indexes } = firestoreIndexes();

  it('cover a filtered, sorted list and a name search', () => {
    expect(indexes).toContainEqual({
      collectionGroup: 'technologies',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'category', order: 'ASCENDING' },
        { fieldPath: 'lifecycleStage', order: 'DESCENDING' },
      ],
    });
    expect(indexes).toContainEqual({
      collectionGroup: 'technologies',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' },
        { fieldPath: 'nameLower', order: 'ASCENDING' },
      ],
    });
  });

  it('filter lists kept per person on their author first', () => {
    const own = listIndexes({
      collection: 'notes',
      sortFields: { createdAt: 'createdAt', title: 'nameLower' },
      filterFields: { status: { field: 'status', op: '==' } },
      select: [],
      implicitFilters: ['createdBy'],
      searchSort: 'title',
    });
    expect(own.length).toBeGreaterThan(0);
    // Every index admins' queries need (no author) has its twin for people's own.
    const author = { fieldPath: 'createdBy', order: 'ASCENDING' };
    const anyone = own.filter((i) => i.fields[0]?.fieldPath !== 'createdBy');
    expect(anyone.length).toBeGreaterThan(0);
    for (const index of anyone)
      expect(own).toContainEqual({ ...index, fields: [author, ...index.fields] });
    expect(own).toContainEqual({
      collectionGroup: 'notes',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' },
        { fieldPath: 'nameLower', order: 'DESCENDING' },
      ],
    });
    expect(own).toContainEqual({
      collectionGroup: 'notes',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'createdBy', order: 'ASCENDING' },
        { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' },
        { fieldPath: 'nameLower', order: 'DESCENDING' },
      ],
    });
  });

  it('are unique and at most 100, half of Firestore’s limit of 200 composite indexes', () => {
    const keys = indexes.map((i) => JSON.stringify(i));
    expect(new Set(keys).size).toBe(keys.length);
    expect(indexes.length, countsByCollection(indexes)).toBeLessThanOrEqual(100);
  });

  it('leave small lists to their views: any filter with any sort, no composite index', () => {
    const small = allRegistries.filter((r) => r.list.small);
    expect(small.map((r) => r.name)).toContain('facilities');
    for (const registry of small) expect(listIndexes(listConfigOf(registry))).toEqual([]);
  });
});
