import { describe, expect, it } from 'vitest';

import { seriesId, type Series, type Subject } from '../epi/contract.js';
import {
  INDICATOR_FIELDS,
  INDICATOR_FILE_MAPPING,
  mergeIndicatorValues,
  planIndicatorImport,
  subjectAfterImport,
  type IndicatorValue,
} from './indicatorImport.js';

// The seed file's own column names: every field maps itself.
const mapping = {
  indicatorCode: 'indicator_code',
  indicatorName: 'indicator_name',
  geography: 'geography',
  breakdown: 'breakdown',
  year: 'year',
  value: 'value',
  unit: 'unit',
  source: 'source',
};
const TOTAL = 'Age group: Total, 18 years and over; Sex: Both sexes';
const SOURCE = 'Statistics Canada Table 13-10-0905-01';
const row = (over: Record<string, string> = {}) => ({
  indicator_code: '3.7.1',
  indicator_name: 'Perceived health',
  geography: 'Saskatchewan',
  breakdown: TOTAL,
  year: '2021',
  value: '55.5',
  unit: 'Percent',
  source: SOURCE,
  ...over,
});

const subject: Subject = {
  id: 'cif-3.7.1',
  kind: 'indicator',
  name: 'Perceived health very good or excellent (18+)',
  measures: ['value'],
  unit: 'Percent',
  period: 'year',
  geographyLevel: 'province',
  breakdowns: [TOTAL],
  sources: [
    {
      citation: `${SOURCE}, via the Canadian Indicator Framework data hub.`,
      licence: 'Statistics Canada Open Licence',
      attribution: 'Source: Statistics Canada.',
    },
  ],
  caveats: [],
  latest: { period: '2021', value: 55.5, geography: 'Saskatchewan', measure: 'Percent' },
  sparkline: [57.2, 55.5],
};
const series: Series = {
  id: seriesId('cif-3.7.1', 'value', TOTAL),
  subjectId: 'cif-3.7.1',
  measure: 'value',
  breakdown: TOTAL,
  periods: ['2020', '2021'],
  geographies: [
    { id: '47', name: 'Saskatchewan', level: 'province', population: null, values: [57.2, 55.5] },
    { id: 'CA', name: 'Canada', level: 'country', population: null, values: [60.1, null] },
  ],
};
const stored = {
  subjects: new Map([[subject.id, subject]]),
  series: new Map([[series.id, series]]),
};

describe('planning an import of indicator values', () => {
  it('maps the seed file’s own columns by name', () => {
    expect(INDICATOR_FILE_MAPPING).toEqual(mapping);
    expect(Object.keys(mapping)).toEqual(INDICATOR_FIELDS);
  });

  it('leaves equal values, updates changed ones, creates new years and geographies', () => {
    const outcomes = planIndicatorImport(
      [
        row(),
        row({ year: '2020', value: '57.0' }),
        row({ year: '2022', value: '54' }),
        row({ geography: 'Canada', value: '59.9' }),
      ],
      mapping,
      stored,
      1,
    ).map((p) => p.outcome);
    expect(outcomes.map((o) => o.action)).toEqual(['unchanged', 'update', 'create', 'create']);
    expect(outcomes[1]!.reasons).toEqual(['changes the value from 57.2 to 57']);
    expect(outcomes[0]!.id).toBe(`cif-3.7.1 · ${TOTAL} · Saskatchewan · 2021`);
  });

  it('refuses bad rows and says why, each reason once per field', () => {
    const plan = planIndicatorImport(
      [
        row({ value: 'n/a' }),
        row({ year: '21' }),
        row({ geography: 'Manitoba' }),
        row({ unit: 'Number' }),
        row({ source: '' }),
        row({ indicator_code: 'new.code-x', indicator_name: '', unit: '' }),
        row({ indicator_code: '' }),
        row({ indicator_code: '__x__' }),
      ],
      mapping,
      stored,
      1,
    );
    expect(plan.every((p) => p.outcome.action === 'refused' && p.value === null)).toBe(true);
    // Each names the field (and its column, when named otherwise), the value, what is wrong and
    // what is allowed.
    expect(plan.map((p) => p.outcome.reasons)).toEqual([
      ['value: “n/a” is not a number; enter a number such as 57.2 or 1,234.'],
      ['year: 21 is not a year; enter a four-digit year such as 2021.'],
      [
        'geography: “Manitoba” is not a geography this import knows; allowed: Saskatchewan (or SK), Canada (or CA).',
      ],
      [
        'unit: “Number” is not the unit of Perceived health very good or excellent (18+); use Percent.',
      ],
      ['source: empty; say where the value comes from (a table, a report).'],
      [
        'indicatorName (column “indicator_name”): empty; a new indicator needs its name.',
        'unit: empty; a new indicator needs its unit.',
      ],
      ['indicatorCode (column “indicator_code”): empty; map the column holding the code.'],
      [
        'indicatorCode (column “indicator_code”): “__x__” cannot name an indicator; use a Canadian Indicator Framework code such as 3.7.1, or letters, digits, dots and dashes.',
      ],
    ]);
  });

  it('refuses over-long text and a breakdown beyond the indicator’s hundredth', () => {
    const long = planIndicatorImport(
      [row({ unit: 'P'.repeat(61), breakdown: 'b'.repeat(301) })],
      mapping,
      stored,
      1,
    );
    expect(long[0]!.outcome.reasons).toEqual([
      `unit: “${'P'.repeat(60)}…” (61 characters) is not the unit of Perceived health very good or excellent (18+); use Percent.`,
      'unit: 61 characters, too long; at most 60.',
      'breakdown: 301 characters, too long; at most 300.',
    ]);
    const many = planIndicatorImport(
      Array.from({ length: 101 }, (_, i) =>
        row({ indicator_code: 'many-groups', breakdown: `Group ${i}` }),
      ),
      mapping,
      stored,
      1,
    );
    expect(many.slice(0, 99).every((p) => p.outcome.action === 'create')).toBe(true);
    // The stored subject has none: the hundredth new one is the last accepted.
    expect(many[99]!.outcome.action).toBe('create');
    expect(many[100]!.outcome.reasons).toEqual([
      'breakdown: “Group 100” would be one too many; an indicator has at most 100 breakdowns.',
    ]);
  });

  it('refuses a second value for the same indicator, breakdown, place and year (across chunks)', () => {
    const seen = new Map<string, number>();
    const first = planIndicatorImport([row({ year: '2023' })], mapping, stored, 1, seen);
    const second = planIndicatorImport(
      [row({ year: '2023', value: '1' }), row({ year: '2023', geography: 'SK' })],
      mapping,
      stored,
      2,
      seen,
    );
    expect(first[0]!.outcome.action).toBe('create');
    expect(second.map((p) => p.outcome.reasons)).toEqual([
      ['The same value as row 1.'],
      ['The same value as row 1.'],
    ]);
  });

  it('puts a row without a breakdown into the indicator’s headline, a new one’s into Total', () => {
    const [known, fresh] = planIndicatorImport(
      [row({ breakdown: '' }), row({ indicator_code: 'test-ind', breakdown: '' })],
      mapping,
      stored,
      1,
    );
    expect(known!.outcome.action).toBe('unchanged');
    expect(fresh!.value?.breakdown).toBe('Total');
    expect(fresh!.value?.subjectId).toBe('test-ind');
  });
});

const value = (year: string, v: number, geography = 'Saskatchewan'): IndicatorValue => ({
  subjectId: 'cif-3.7.1',
  name: null,
  unit: null,
  source: SOURCE,
  breakdown: TOTAL,
  geography:
    geography === 'Canada'
      ? { id: 'CA', name: 'Canada', level: 'country' }
      : { id: '47', name: 'Saskatchewan', level: 'province' },
  year,
  value: v,
});

describe('writing imported values into a series', () => {
  it('keeps periods sorted and every geography aligned to them', () => {
    const merged = mergeIndicatorValues(series, 'cif-3.7.1', TOTAL, [
      value('2019', 50),
      value('2021', 56, 'Canada'),
    ]);
    expect(merged.periods).toEqual(['2019', '2020', '2021']);
    expect(merged.geographies.map((g) => [g.id, g.values])).toEqual([
      ['47', [50, 57.2, 55.5]],
      ['CA', [null, 60.1, 56]],
    ]);
  });

  it('starts a series, Saskatchewan before Canada', () => {
    const merged = mergeIndicatorValues(null, 'test-ind', 'Total', [
      { ...value('2024', 3, 'Canada'), subjectId: 'test-ind', breakdown: 'Total' },
      { ...value('2023', 1), subjectId: 'test-ind', breakdown: 'Total' },
    ]);
    expect(merged.id).toBe('test-ind--value--total');
    expect(merged.geographies.map((g) => [g.name, g.values])).toEqual([
      ['Saskatchewan', [1, null]],
      ['Canada', [null, 3]],
    ]);
  });

  it('updates the subject: latest value and sparkline from Saskatchewan, sources named once', () => {
    const merged = mergeIndicatorValues(series, 'cif-3.7.1', TOTAL, [value('2022', 54)]);
    const after = subjectAfterImport(subject, 'cif-3.7.1', [value('2022', 54)], merged, 'new.csv');
    expect(after.latest).toEqual({
      period: '2022',
      value: 54,
      geography: 'Saskatchewan',
      measure: 'Percent',
    });
    expect(after.sparkline).toEqual([57.2, 55.5, 54]);
    expect(after.sources).toHaveLength(1);
    expect(after.caveats).toEqual([
      'Includes values imported from new.csv; their source and licence are as the file states them.',
    ]);
    const again = subjectAfterImport(
      after,
      'cif-3.7.1',
      [{ ...value('2023', 1), source: 'My survey' }],
      merged,
      'new.csv',
    );
    expect(again.caveats).toHaveLength(1);
    expect(again.sources.map((s) => [s.citation, s.licence])).toEqual([
      [subject.sources[0]!.citation, 'Statistics Canada Open Licence'],
      ['My survey, as given in an imported file.', 'Not stated in the imported file'],
    ]);
  });
});
