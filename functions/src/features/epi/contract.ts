// Population health series: a generic model — a subject (a disease or an indicator) ×
// geography × period × measure × value × source — stored so a page costs a bounded number of
// reads: one document per subject (with its latest value and a sparkline for the list) and one
// per (subject, measure, breakdown) holding every geography's values over the same periods.
import { z } from 'zod';

import { defineOperation } from '../../contract/operation.js';

/** Where the series are kept: one document per subject, one per (subject, measure, breakdown). */
export { EPI_SERIES, EPI_SUBJECTS } from './collections.js';

export const GEOGRAPHY_LEVELS = [
  'health region',
  'census division',
  'community',
  'province',
  'country',
] as const;

const subjectId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{0,60}$/, 'Not a valid subject id.')
  .refine((id) => !/^__.*__$/.test(id), 'Ids of the form __…__ are reserved.');

export const sourceSchema = z.object({
  citation: z.string(),
  licence: z.string(),
  attribution: z.string(),
});
export type DataSource = z.infer<typeof sourceSchema>;

export const subjectSchema = z.object({
  id: z.string(),
  kind: z.enum(['disease', 'indicator']),
  name: z.string(),
  /** "cases", "percent"…; a disease has several measures. */
  measures: z.array(z.string()),
  unit: z.string(),
  period: z.enum(['week', 'year']),
  geographyLevel: z.enum(GEOGRAPHY_LEVELS),
  /** Breakdowns offered (the first is the headline: all ages, both sexes…). */
  breakdowns: z.array(z.string()),
  sources: z.array(sourceSchema),
  caveats: z.array(z.string()),
  /** The headline series' most recent value, for the list. */
  latest: z
    .object({ period: z.string(), value: z.number(), geography: z.string(), measure: z.string() })
    .nullable(),
  /** The headline series' recent values, oldest first, for a sparkline. */
  sparkline: z.array(z.number().nullable()),
});
export type Subject = z.infer<typeof subjectSchema>;

export const seriesSchema = z.object({
  id: z.string(),
  subjectId: z.string(),
  measure: z.string(),
  breakdown: z.string(),
  /** Period starts (a week's Sunday, or a year), oldest first; every geography shares them. */
  periods: z.array(z.string()),
  geographies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      level: z.enum(GEOGRAPHY_LEVELS),
      /** For rates per 100,000 (null when not published). */
      population: z.number().nullable(),
      /** One per period; null: not reported. Negative values are source corrections, kept. */
      values: z.array(z.number().nullable()),
    }),
  ),
});
export type Series = z.infer<typeof seriesSchema>;

/** A series' document id: subject, measure and breakdown, readable and stable. */
export const seriesId = (subject: string, measure: string, breakdown: string) =>
  `${subject}--${measure}--${breakdown
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`.slice(0, 500);

// ─── The real data of data/saskatchewan ─────────────────────────────────────────────────────

export const COVID_SOURCE: DataSource = {
  citation:
    'COVID-19 Canada Open Data Working Group, Timeline of COVID-19 in Canada (ccodwg/CovidTimelineCanada, commit dc4d14a1), compiled from Government of Saskatchewan reports. Berry I. et al. (2021), Scientific Data 8, doi:10.1038/s41597-021-00955-2.',
  licence: 'CC BY 4.0',
  attribution:
    'COVID-19 data: COVID-19 Canada Open Data Working Group, Timeline of COVID-19 in Canada (CC BY 4.0), compiled from Government of Saskatchewan reports.',
};

export const HEALTH_REGION_SOURCE: DataSource = {
  citation:
    'COVID-19 Canada Open Data Working Group, health region boundaries derived from the Public Health Agency of Canada’s health-regions-2022; populations from the saskatchewan.ca dashboard (July 2021).',
  licence: 'CC BY 4.0; Open Government Licence – Canada',
  attribution:
    'Health region boundaries: COVID-19 Canada Open Data Working Group, Timeline of COVID-19 in Canada (CC BY 4.0); contains information from the Public Health Agency of Canada licensed under the Open Government Licence – Canada.',
};

export const COVID_CAVEATS = [
  'These are the 13 zones Saskatchewan reported COVID-19 by from August 2020 to June 2022; they are not a current health-administration geography. Zone-level reporting ended with the week of 19–25 June 2022.',
  'The reporting basis changes on 6 February 2022: before, counts by dashboard report date (differences of daily cumulative series); after, by weekly situation report. For the two overlapping weeks the sources differ by 3–10 %, and the week of 6–12 February 2022 includes the dashboard’s last day (733 cases, 6 deaths), which may be partly double-counted.',
  'Negative weekly values are source corrections, kept as published (mostly unassigned cases later assigned to zones).',
  'Counts depend on testing: from early 2022 PCR testing was restricted and home rapid tests largely not reported, so 2022 counts understate infections.',
  'Zone populations (for rates) come from the saskatchewan.ca dashboard and exceed the 2021 Census count; no community is mapped to a zone, because no honest mapping exists for all 951 communities.',
];

export interface CovidRow {
  hruid: string;
  region_name: string;
  week_start: string;
  cases: string;
  deaths: string;
}

const numberOrNull = (s: string | undefined) =>
  s === undefined || s.trim() === '' ? null : Number(s);

/** The weekly COVID-19 series (cases, deaths) by zone, from the source file's rows. */
export function covidSeries(
  rows: readonly CovidRow[],
  populations: ReadonlyMap<string, number>,
): Series[] {
  const periods = [...new Set(rows.map((r) => r.week_start))].sort();
  const at = new Map(periods.map((p, i) => [p, i]));
  const zones = new Map<string, { name: string; rows: CovidRow[] }>();
  for (const r of rows) {
    const zone = zones.get(r.hruid) ?? { name: r.region_name, rows: [] };
    zone.rows.push(r);
    zones.set(r.hruid, zone);
  }
  return (['cases', 'deaths'] as const).map((measure) => ({
    id: seriesId('covid-19', measure, 'Total'),
    subjectId: 'covid-19',
    measure,
    breakdown: 'Total',
    periods,
    geographies: [...zones.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, zone]) => {
        const values: Array<number | null> = periods.map(() => null);
        for (const r of zone.rows) values[at.get(r.week_start)!] = numberOrNull(r[measure]);
        return {
          id,
          name: zone.name,
          level: 'health region' as const,
          population: populations.get(id) ?? null,
          values,
        };
      }),
  }));
}

export interface IndicatorRow {
  indicator_code: string;
  indicator_name: string;
  geography: string;
  breakdown: string;
  year: string;
  value: string;
  unit: string;
  source: string;
}

/** The indicators' series: one per (indicator, breakdown), Saskatchewan and Canada side by side. */
export function indicatorSeries(rows: readonly IndicatorRow[]): Series[] {
  const groups = new Map<string, IndicatorRow[]>();
  for (const r of rows) {
    const key = `${r.indicator_code}\u0000${r.breakdown}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const subject = `cif-${first.indicator_code}`;
    const periods = [...new Set(group.map((r) => r.year))].sort();
    const places = ['Saskatchewan', 'Canada'].filter((g) => group.some((r) => r.geography === g));
    return {
      id: seriesId(subject, 'value', first.breakdown),
      subjectId: subject,
      measure: 'value',
      breakdown: first.breakdown,
      periods,
      geographies: places.map((place) => ({
        id: place === 'Canada' ? 'CA' : '47',
        name: place,
        level: place === 'Canada' ? ('country' as const) : ('province' as const),
        population: null,
        values: periods.map(
          (p) =>
            numberOrNull(group.find((r) => r.geography === place && r.year === p)?.value) ?? null,
        ),
      })),
    };
  });
}

/** Sums a measure over every geography and period (the checks against the source's totals). */
export const seriesTotal = (series: Series) =>
  series.geographies.reduce((n, g) => n + g.values.reduce<number>((m, v) => m + (v ?? 0), 0), 0);

/** Per period, the sum over geographies (a province total from its zones). */
export const summedValues = (series: Series) =>
  series.periods.map((_, i) =>
    series.geographies.reduce<number | null>((n, g) => {
      const v = g.values[i];
      return v === null || v === undefined ? n : (n ?? 0) + v;
    }, null),
  );

export const epiOperations = {
  'epi.subjects': defineOperation({
    access: 'signedIn',
    summary: 'The diseases and indicators with their latest value and a sparkline (one read each).',
    input: z.object({}).strict(),
    output: z.object({ items: z.array(subjectSchema) }),
  }),
  'epi.subject': defineOperation({
    access: 'signedIn',
    summary:
      'A disease or indicator with its series for one breakdown (the headline by default): a bounded number of reads, whatever the number of values.',
    input: z.object({ id: subjectId, breakdown: z.string().max(300).optional() }).strict(),
    output: z.object({ subject: subjectSchema, series: z.array(seriesSchema) }),
  }),
};

// ─── Subjects: what the list shows, with sources and caveats ────────────────────────────────

export const SPARKLINE = 52;

export function latestOf(periods: string[], values: Array<number | null>) {
  for (let i = values.length - 1; i >= 0; i--) {
    const v = values[i];
    if (v !== null && v !== undefined) return { period: periods[i]!, value: v };
  }
  return null;
}

/** The COVID-19 subject, its latest week and sparkline from the province totals of its zones. */
export function covidSubject(series: readonly Series[]): Subject {
  const cases = series.find((s) => s.measure === 'cases')!;
  const totals = summedValues(cases);
  const latest = latestOf(cases.periods, totals);
  return {
    id: 'covid-19',
    kind: 'disease',
    name: 'COVID-19',
    measures: series.map((s) => s.measure),
    unit: 'people',
    period: 'week',
    geographyLevel: 'health region',
    breakdowns: ['Total'],
    sources: [COVID_SOURCE, HEALTH_REGION_SOURCE],
    caveats: COVID_CAVEATS,
    latest: latest && { ...latest, geography: 'Saskatchewan (sum of zones)', measure: 'cases' },
    sparkline: totals.slice(-SPARKLINE),
  };
}

const INDICATOR_NAMES: Record<string, string> = {
  '3.7.1': 'Perceived health very good or excellent (18+)',
  '3.8.1': 'Perceived mental health very good or excellent (18+)',
  '3.14.1': 'Currently smoke cigarettes (18+)',
  '3.15.1': 'Unmet health care needs',
  '9.3.1': 'Households with 50/10 Mbps broadband',
  '6.1.1': 'Long-term drinking water advisories on reserves',
};

const CCHS_CAVEATS = [
  'From the Canadian Community Health Survey, which excludes people living on reserves: that matters in Saskatchewan, with 172 reserve communities.',
  'Coverage: Canada (excluding territories) and provinces. The income and education rows are taken to come from table 13-10-0906-01 (inferred from the breakdown).',
];

const INDICATOR_CAVEATS: Record<string, string[]> = {
  '3.7.1': CCHS_CAVEATS,
  '3.8.1': CCHS_CAVEATS,
  '3.14.1': CCHS_CAVEATS,
  '3.15.1': ['Coverage: Canada (excluding territories) and provinces.'],
  '9.3.1': [
    'Saskatchewan’s 2018 values (total 49.1 %, rural 1.5 %) are far below 2019’s; kept as published, treat them with caution.',
    'Saskatchewan’s series starts in 2018, Canada’s in 2016; empty source values in the First Nations reserve series are left out.',
  ],
  '6.1.1': [
    'Counts public systems on reserves south of 60° only; the reference date within each year is not given.',
    'Canada’s 2022 headline is 32 against a sum of 30 over the regions, kept as published.',
  ],
};

function indicatorSource(source: string): DataSource {
  if (source.startsWith('Statistics Canada'))
    return {
      citation: `${source}, via the Canadian Indicator Framework data hub (sdg-data-canada-odd-donnees/cif-data-donnees-cic, commit d38e8053).`,
      licence: 'Statistics Canada Open Licence',
      attribution: `Source: Statistics Canada, ${source.replace('Statistics Canada ', '')}, via the Canadian Indicator Framework data hub.`,
    };
  const by = source.startsWith('CRTC') ? 'CRTC' : 'Indigenous Services Canada';
  return {
    citation: `${source}, via the Canadian Indicator Framework data hub (commit d38e8053).`,
    licence:
      'Government of Canada information; licence not confirmed (probably the Open Government Licence – Canada)',
    attribution: `Source: ${by} (${source}), via the Canadian Indicator Framework data hub.`,
  };
}

/** One subject per indicator; its headline is the first breakdown in the source (the total). */
export function indicatorSubjects(
  rows: readonly IndicatorRow[],
  series: readonly Series[],
): Subject[] {
  const codes = [...new Set(rows.map((r) => r.indicator_code))];
  return codes.map((code) => {
    const own = rows.filter((r) => r.indicator_code === code);
    const breakdowns = [...new Set(own.map((r) => r.breakdown))];
    const headline = series.find(
      (s) => s.subjectId === `cif-${code}` && s.breakdown === breakdowns[0],
    )!;
    const sask =
      headline.geographies.find((g) => g.name === 'Saskatchewan') ?? headline.geographies[0]!;
    const latest = latestOf(headline.periods, sask.values);
    return {
      id: `cif-${code}`,
      kind: 'indicator' as const,
      name: INDICATOR_NAMES[code] ?? own[0]!.indicator_name,
      measures: ['value'],
      unit: own[0]!.unit,
      period: 'year' as const,
      geographyLevel: 'province' as const,
      breakdowns,
      sources: [...new Set(own.map((r) => r.source))].map(indicatorSource),
      caveats: [
        `Canadian Indicator Framework ${code}: ${own[0]!.indicator_name}.`,
        ...(INDICATOR_CAVEATS[code] ?? []),
      ],
      latest: latest && { ...latest, geography: sask.name, measure: own[0]!.unit },
      sparkline: sask.values.slice(-SPARKLINE),
    };
  });
}
