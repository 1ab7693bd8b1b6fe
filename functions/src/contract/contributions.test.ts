// What features keep on another feature's registry, composed into it in the list of features:
// readiness and onboarding on facilities. The facilities folder declares none of it.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { composeFeatures, defineContribution, withContributions } from './contributions.js';
import { defineFeature } from './feature.js';
import { operations, registryNamed } from './index.js';
import { facilities as ownFacilities } from '../features/facilities/contract.js';
import { facilityOnboarding } from '../features/onboarding/onboarding.js';
import { facilityReadiness } from '../features/readiness/readiness.js';
import {
  STAFF_WRITE_ADMIN_DELETE,
  defineRegistry,
  filterValues,
  type AnyRegistry,
} from './registry.js';

const READINESS_FIELDS = ['readiness', 'readinessScore', 'readinessAssessedOn', 'readinessGaps'];
const ONBOARDING_FIELDS = [
  'onboardingProgress',
  'onboardingStatus',
  'onboardingNext',
  'onboardingId',
];

describe('the facilities registry in the list of features', () => {
  const facilities = registryNamed('facilities')!;

  it('carries the fields readiness and onboarding keep on a facility; its own declaration none', () => {
    const record = facilities.record as z.ZodObject;
    expect(Object.keys(record.shape)).toEqual(
      expect.arrayContaining([...READINESS_FIELDS, ...ONBOARDING_FIELDS]),
    );
    for (const field of [...READINESS_FIELDS, ...ONBOARDING_FIELDS])
      expect(Object.keys(ownFacilities.record.shape)).not.toContain(field);
    expect(Object.keys(ownFacilities.list.filters)).toEqual([
      'type',
      'communityId',
      'censusDivisionUid',
    ]);
  });

  it('lists, filters and sorts by them as before', () => {
    expect(Object.keys(facilities.list.sorts)).toEqual([
      'name',
      'type',
      'communityName',
      'onboardingProgress',
    ]);
    expect(facilities.list.oneWay).toEqual({
      type: 'asc',
      communityName: 'asc',
      onboardingProgress: 'desc',
    });
    expect(Object.keys(facilities.list.filters)).toEqual([
      'type',
      'communityId',
      'censusDivisionUid',
      'readiness',
      'onboardingStatus',
    ]);
    const list = operations['facilities.list'].input;
    expect(
      list.parse({
        sort: { field: 'onboardingProgress', direction: 'desc' },
        filters: { readiness: 'partly ready', onboardingStatus: 'in progress' },
      }),
    ).toMatchObject({ filters: { readiness: 'partly ready', onboardingStatus: 'in progress' } });
    expect(() => list.parse({ filters: { readiness: 'almost' } })).toThrow();
    // What the list page's filter select offers.
    expect(filterValues(facilities.list.filters.readiness!)).toEqual([
      'not assessed',
      'not ready',
      'partly ready',
      'ready',
    ]);
    expect(filterValues(facilities.list.filters.communityId!)).toEqual([]);
    expect(Object.keys((facilities.summary as z.ZodObject).shape)).toEqual(
      expect.arrayContaining(['readiness', ...ONBOARDING_FIELDS]),
    );
  });

  it('starts a new facility as its features reset it: not assessed, no plan', () => {
    expect(facilities.initial).toMatchObject({
      ...facilityReadiness(null),
      ...facilityOnboarding(null),
    });
  });

  it("answers get with the facility's readiness trend and onboarding plan beside it", () => {
    const got = operations['facilities.get'].output.shape;
    expect(Object.keys(got)).toEqual(
      expect.arrayContaining([
        'facility',
        'community',
        'readinessTotal',
        'readinessHistory',
        'onboarding',
      ]),
    );
    // A facility stored before a feature kept its fields reads with their defaults.
    const stored = (facilities.record as z.ZodObject).parse({
      ...storedFacility,
    });
    expect(stored).toMatchObject({
      readiness: 'not assessed',
      onboardingProgress: 0,
      onboardingId: null,
    });
  });

  it("gives Echo's facility table the readiness and onboarding columns", () => {
    const columns = facilities.echo!.columns;
    expect(Object.keys(columns)).toEqual([
      'page',
      'name',
      'type',
      'community page',
      'city',
      'postal code',
      'services',
      'virtual-care readiness',
      'readiness score (1–5)',
      'readiness assessed',
      'readiness gaps',
      'readiness page',
      'onboarding status',
      'onboarding %',
      'next onboarding milestone',
      'census division',
    ]);
    const row = (facilities.record as z.ZodObject).parse({
      ...storedFacility,
      readiness: 'partly ready',
      readinessAssessedOn: '2026-01-10',
      onboardingStatus: 'in progress',
      onboardingProgress: 40,
      onboardingNext: 'siteTest',
    });
    const cell = (name: string) => (columns[name] as (r: unknown) => unknown)(row);
    expect(cell('virtual-care readiness')).toBe('partly ready');
    expect(cell('readiness page')).toBe('/ffa?facility=f-1');
    expect(cell('onboarding %')).toBe(40);
    expect(cell('census division')).toBe('Division No. 18');
  });
});

const storedFacility = {
  id: 'f-1',
  name: 'A facility',
  type: 'Hospitals',
  subtype: null,
  provider: null,
  communityId: 'c-1',
  address: { line: null, city: null, postalCode: null },
  location: null,
  services: [],
  contacts: [],
  notes: null,
  communityName: 'A community',
  odhfIndex: null,
  possibleDuplicateOf: [],
  source: 'Entered by hub staff',
  attachments: [],
  censusDivisionUid: '4718',
  censusDivisionName: 'Division No. 18',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'u',
  createdByEmail: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'u',
  version: 1,
};

describe('composing contributions', () => {
  const notes = defineRegistry({
    name: 'notes',
    label: 'note',
    recordKey: 'note',
    nameField: 'title',
    fields: z.object({ title: z.string() }),
    record: z.object({ id: z.string(), title: z.string() }),
    summary: z.object({ id: z.string(), title: z.string() }),
    list: { sorts: { title: 'nameLower' }, defaultSort: 'title', filters: {} },
    access: STAFF_WRITE_ADMIN_DELETE,
    page: (id) => `/notes/${id}`,
  });
  const stars = defineContribution({
    record: { stars: z.number().default(0) },
    summary: ['stars'],
    sorts: { stars: 'stars' },
    filters: { starred: { schema: z.boolean(), field: 'stars' } },
  });

  it('adds the fields, row, sorts and filters, and derives the operations again', () => {
    const composed = withContributions(notes as unknown as AnyRegistry, [stars]);
    expect(composed.initial).toEqual({ stars: 0 });
    const row = (composed.summary as z.ZodObject).parse({ id: 'n', title: 'T' });
    expect(row).toEqual({ id: 'n', title: 'T', stars: 0 });
    const list = (composed as AnyRegistry & { operations: Record<string, { input: z.ZodType }> })
      .operations['notes.list']!.input;
    expect(list.parse({ sort: { field: 'stars', direction: 'asc' } })).toMatchObject({
      sort: { field: 'stars' },
    });
    // The registry's own declaration is left as it was.
    expect(Object.keys(notes.list.sorts)).toEqual(['title']);
  });

  it('refuses two declarations keeping the same field, sort or filter', () => {
    const again = defineContribution({ record: { title: z.string().default('') } });
    expect(() => withContributions(notes as unknown as AnyRegistry, [again])).toThrow(
      'Two declarations add the field "title" to notes.',
    );
    expect(() => withContributions(notes as unknown as AnyRegistry, [stars, stars])).toThrow(
      'Two declarations add the field "stars" to notes.',
    );
  });

  it('refuses a kept field without a default (a new record would lack it)', () => {
    const bare = defineContribution({ record: { mood: z.string() } });
    expect(() => withContributions(notes as unknown as AnyRegistry, [bare])).toThrow(
      'notes: the field "mood" kept by another feature needs a default.',
    );
  });

  it('refuses a contribution to a registry no feature declares', () => {
    const notesFeature = defineFeature({ name: 'notes', registries: [notes] });
    const typo = defineFeature({ name: 'stars', contributes: { note: stars } });
    expect(() => composeFeatures([notesFeature, typo])).toThrow(
      'A feature contributes to note, which no feature declares.',
    );
    const [composed] = composeFeatures([
      notesFeature,
      defineFeature({ name: 'stars', contributes: { notes: stars } }),
    ]);
    expect(Object.keys(composed.registries[0].list.sorts)).toEqual(['title', 'stars']);
  });
});
