import { describe, expect, it } from 'vitest';

import { seriesTotal, summedValues } from '../../../functions/src/contract/index.js';
import { epiDocuments, zonePopulations } from './epi.js';

// Figures from data/saskatchewan/README.md ("Checks that hold"), themselves checked against the
// source series and CCODWG's published province series.
describe('the COVID-19 series built from sk_covid19_by_health_region.csv', () => {
  const { subjects, series } = epiDocuments();
  const cases = series.find((s) => s.id === 'covid-19--cases--total')!;
  const deaths = series.find((s) => s.id === 'covid-19--deaths--total')!;

  it('hold every zone and week: 14 × 120, with the source file’s totals', () => {
    expect(cases.geographies).toHaveLength(14);
    expect(cases.periods).toHaveLength(120);
    expect(cases.periods[0]).toBe('2020-03-08');
    expect(seriesTotal(cases)).toBe(139_818);
    expect(seriesTotal(deaths)).toBe(1_426);
  });

  it('give the dashboard period’s totals and the peak week', () => {
    const until = cases.periods.indexOf('2022-02-06');
    const sum = (s: typeof cases) =>
      summedValues(s)
        .slice(0, until)
        .reduce<number>((n, v) => n + (v ?? 0), 0);
    expect(sum(cases)).toBe(122_525);
    expect(sum(deaths)).toBe(1_005);
    const weekly = summedValues(cases);
    const peak = Math.max(...weekly.map((v) => v ?? 0));
    expect(peak).toBe(9_143);
    expect(cases.periods[weekly.indexOf(peak)]).toBe('2022-01-16');
  });

  it('keep deaths not reported as such, negative corrections as published, and zone populations', () => {
    const unassigned = deaths.geographies.find((g) => g.id === '9999')!;
    expect(unassigned.values[0]).toBeNull();
    expect(
      cases.geographies.flatMap((g) => g.values).filter((v) => v !== null && v < 0),
    ).toHaveLength(24);
    const populations = zonePopulations();
    expect([...populations.values()].reduce((n, p) => n + p, 0)).toBe(1_204_858);
    expect(cases.geographies.find((g) => g.id === '4751')).toMatchObject({
      name: 'Regina',
      population: populations.get('4751'),
    });
  });

  it('make one subject per disease and indicator, with its latest value', () => {
    expect(subjects.map((s) => s.id).sort()).toEqual(
      [
        'covid-19',
        'cif-3.7.1',
        'cif-3.8.1',
        'cif-3.14.1',
        'cif-3.15.1',
        'cif-9.3.1',
        'cif-6.1.1',
      ].sort(),
    );
    // The README's table of latest totals, Saskatchewan.
    const latest = Object.fromEntries(subjects.map((s) => [s.id, s.latest?.value]));
    expect(latest).toMatchObject({
      'cif-3.7.1': 48.4,
      'cif-3.8.1': 50.3,
      'cif-3.14.1': 12.6,
      'cif-3.15.1': 8.7,
      'cif-9.3.1': 87.3,
      'cif-6.1.1': 5,
    });
    const health = series.find(
      (s) => s.subjectId === 'cif-3.7.1' && s.breakdown.startsWith('Age group: Total'),
    )!;
    expect(health.geographies.find((g) => g.name === 'Canada')!.values.at(-1)).toBe(52.0);
  });
});
