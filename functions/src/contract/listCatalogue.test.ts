import { describe, expect, it } from 'vitest';

import {
  COMMUNITY_TYPES,
  FEEDBACK_STATUSES,
  STUDY_DESIGNS,
  allRegistries,
  listCatalogue,
} from './index.js';

describe('the list catalogue (what list pages read instead of the declarations)', () => {
  it('gives a registry its sorts, default sort and direction, one-way sorts and the search sort', () => {
    expect(listCatalogue.feedback).toMatchObject({
      label: 'feedback note',
      sorts: ['createdAt', 'status', 'rating'],
      defaultSort: 'createdAt',
      defaultDirection: 'desc',
      oneWay: { createdAt: 'desc' },
    });
    // A list sorted by name searches by name; one without a name sort searches in its default.
    expect(listCatalogue.communities.searchSort).toBe('name');
    expect(listCatalogue.communities.defaultDirection).toBe('asc');
    expect(listCatalogue.studies.searchSort).toBe('year');
  });

  it("offers an enum filter's values, and none where any value goes", () => {
    expect(listCatalogue.studies.filters).toEqual({ design: STUDY_DESIGNS, technologyId: [] });
    expect(listCatalogue.feedback.filters.status).toEqual(FEEDBACK_STATUSES);
    expect(listCatalogue.communities.filters.type).toEqual(COMMUNITY_TYPES);
    expect(listCatalogue.communities.filters.censusDivisionUid).toEqual([]);
  });

  it('holds every registry, with the filters other features contribute (readiness on facilities)', () => {
    expect(Object.keys(listCatalogue).sort()).toEqual(allRegistries.map((r) => r.name).sort());
    for (const r of allRegistries)
      expect(Object.keys(listCatalogue[r.name as keyof typeof listCatalogue].filters)).toEqual(
        Object.keys(r.list.filters),
      );
    expect(listCatalogue.facilities.filters.readiness).toEqual([
      'not assessed',
      'not ready',
      'partly ready',
      'ready',
    ]);
  });

  it('is plain data: it survives JSON as the build writes it', () => {
    expect(JSON.parse(JSON.stringify(listCatalogue))).toEqual(listCatalogue);
  });
});
