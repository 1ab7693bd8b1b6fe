import { describe, expect, it } from 'vitest';

import {
  COMMUNITY_TYPES,
  FEEDBACK_STATUSES,
  STUDY_DESIGNS,
  allRegistries,
  listFilters,
  recordPath,
  registryCatalogue,
} from './index.js';

describe('the registry catalogue (what list pages and home read instead of the declarations)', () => {
  it('gives a registry its sorts, default sort and direction, one-way sorts and the search sort', () => {
    expect(registryCatalogue.feedback).toMatchObject({
      label: 'feedback note',
      sorts: ['createdAt', 'status', 'rating'],
      defaultSort: 'createdAt',
      defaultDirection: 'desc',
      oneWay: { createdAt: 'desc' },
    });
    // A list sorted by name searches by name; one without a name sort searches in its default.
    expect(registryCatalogue.communities.searchSort).toBe('name');
    expect(registryCatalogue.communities.defaultDirection).toBe('asc');
    expect(registryCatalogue.studies.searchSort).toBe('year');
  });

  it("offers an enum filter's values, and none where any value goes", () => {
    expect(registryCatalogue.studies.filters).toEqual({ design: STUDY_DESIGNS, technologyId: [] });
    expect(registryCatalogue.feedback.filters.status).toEqual(FEEDBACK_STATUSES);
    expect(registryCatalogue.communities.filters.type).toEqual(COMMUNITY_TYPES);
    expect(registryCatalogue.communities.filters.censusDivisionUid).toEqual([]);
  });

  it('holds every registry, with the filters other features contribute (readiness on facilities)', () => {
    expect(Object.keys(registryCatalogue).sort()).toEqual(allRegistries.map((r) => r.name).sort());
    for (const r of allRegistries)
      expect(
        Object.keys(registryCatalogue[r.name as keyof typeof registryCatalogue].filters),
      ).toEqual(Object.keys(r.list.filters));
    expect(registryCatalogue.facilities.filters.readiness).toEqual([
      'not assessed',
      'not ready',
      'partly ready',
      'ready',
    ]);
  });

  it("gives each registry's record page as its declaration makes it, and its home entry", () => {
    expect(recordPath(registryCatalogue.studies, 'a b/c')).toBe('/study/a%20b%2Fc');
    for (const r of allRegistries) {
      const entry = registryCatalogue[r.name as keyof typeof registryCatalogue];
      for (const id of ['x1', '4706027', 'é/?#']) expect(recordPath(entry, id)).toBe(r.page(id));
      expect(entry.home).toEqual(r.home ?? null);
    }
    expect(registryCatalogue.studies.home).toEqual({ title: 'Studies', path: '/studies' });
  });

  it("turns a URL's filters into the list's: declared ones only, yes/no as booleans", () => {
    expect(registryCatalogue.feeCodes.filters.verified).toEqual(['true', 'false']);
    expect(registryCatalogue.feeCodes.booleans).toEqual(['verified']);
    expect(registryCatalogue.communities.booleans).toEqual([]);
    expect(listFilters(registryCatalogue.feeCodes, { verified: 'false' })).toEqual({
      verified: false,
    });
    expect(listFilters(registryCatalogue.feeCodes, { verified: 'yes' })).toEqual({});
    // A link carrying another list's filter (a technology's "see all") is not this list's.
    expect(
      listFilters(registryCatalogue.ultrasoundSessions, {
        technologyId: 'demo-tech-ultrasound',
        examType: 'Obstetric',
      }),
    ).toEqual({ examType: 'Obstetric' });
  });

  it('is plain data: it survives JSON as the build writes it', () => {
    expect(JSON.parse(JSON.stringify(registryCatalogue))).toEqual(registryCatalogue);
  });
});
