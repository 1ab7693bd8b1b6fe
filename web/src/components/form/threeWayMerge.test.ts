import { describe, expect, it } from 'vitest';

import { threeWayMerge } from './threeWayMerge';

// La Loche as I opened it offline, as I saved it, and as an admin saved it meanwhile.
const base = {
  name: 'La Loche',
  population2021: 2827,
  connectivity: null,
  nearestHospital: null,
  nearestHospitalKm: null,
  notes: 'Road access year-round.',
};

describe('a refused save merged three ways', () => {
  it('keeps a field only they changed', () => {
    const mine = { ...base, connectivity: 'Satellite, 25/3 Mbps' };
    const theirs = { ...base, nearestHospital: 'La Loche Health Centre', version: 2 };
    const merged = threeWayMerge(base, mine, theirs);
    expect(merged.fields).toEqual({
      ...base,
      connectivity: 'Satellite, 25/3 Mbps',
      nearestHospital: 'La Loche Health Centre',
    });
    expect(merged.clashes).toEqual([]);
    expect(merged.theirsOnly).toEqual([['nearestHospital']]);
    expect(merged.mineOnly).toEqual([['connectivity']]);
  });

  it('takes a field only I changed, whichever side a clash prefers', () => {
    const mine = { ...base, notes: 'Winter road only.' };
    for (const prefer of ['mine', 'theirs'] as const)
      expect(threeWayMerge(base, mine, { ...base }, prefer).fields.notes).toBe('Winter road only.');
  });

  it('is no clash where both changed a field to the same value', () => {
    const mine = { ...base, population2021: 2900 };
    const merged = threeWayMerge(base, mine, { ...base, population2021: 2900 });
    expect(merged.clashes).toEqual([]);
    expect(merged.fields.population2021).toBe(2900);
  });

  it('asks about a field both changed differently, and takes the side chosen', () => {
    const mine = { ...base, population2021: 2900, connectivity: 'Fibre' };
    const theirs = { ...base, population2021: 2850, nearestHospitalKm: 1 };
    const merged = threeWayMerge(base, mine, theirs);
    expect(merged.clashes).toEqual([
      { path: ['population2021'], base: 2827, mine: 2900, theirs: 2850 },
    ]);
    expect(merged.fields).toMatchObject({
      population2021: 2900,
      connectivity: 'Fibre',
      nearestHospitalKm: 1,
    });
    expect(threeWayMerge(base, mine, theirs, 'theirs').fields).toMatchObject({
      population2021: 2850,
      connectivity: 'Fibre',
      nearestHospitalKm: 1,
    });
  });

  it('merges groups of fields field by field, and a list as one value', () => {
    const cost = { value: 100, low: 80, high: 120, source: '' };
    const analysis = { costs: { licences: cost, training: cost }, communityIds: ['a', 'b'] };
    const mine = {
      costs: { licences: { ...cost, value: 110 }, training: cost },
      communityIds: ['a', 'c'],
    };
    const theirs = {
      costs: { licences: { ...cost, source: 'Vendor quote 2026' }, training: { ...cost, low: 50 } },
      communityIds: ['a', 'b', 'd'],
    };
    const merged = threeWayMerge(analysis, mine, theirs);
    expect(merged.fields.costs).toEqual({
      licences: { value: 110, low: 80, high: 120, source: 'Vendor quote 2026' },
      training: { ...cost, low: 50 },
    });
    expect(merged.clashes).toEqual([
      { path: ['communityIds'], base: ['a', 'b'], mine: ['a', 'c'], theirs: ['a', 'b', 'd'] },
    ]);
    expect(merged.mineOnly).toEqual([['costs', 'licences', 'value']]);
    // Training only they changed: kept whole.
    expect(merged.theirsOnly).toEqual([
      ['costs', 'licences', 'source'],
      ['costs', 'training'],
    ]);
  });

  it('sees no change where only the form of a blank differs', () => {
    const mine = { ...base, connectivity: '', nearestHospitalKm: undefined };
    const theirs = { ...base, connectivity: 'LTE' };
    expect(threeWayMerge(base, mine, theirs).fields.connectivity).toBe('LTE');
  });

  it('without a base, asks about every field that differs', () => {
    const mine = { ...base, connectivity: 'Fibre' };
    const theirs = { ...base, nearestHospital: 'La Loche Health Centre' };
    expect(threeWayMerge(undefined, mine, theirs).clashes.map((c) => c.path)).toEqual([
      ['connectivity'],
      ['nearestHospital'],
    ]);
  });
});
