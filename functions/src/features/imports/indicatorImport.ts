// Import of indicator values into the population health series of contract/epi.ts:
// one row per value — indicator × breakdown × geography × year — as the Canadian Indicator
// Framework files give them (the seed's sk_health_indicators.csv imports as "unchanged").
// A row is keyed by those four, compared with the stored series, and reported like any import
// row (create / update / unchanged / refused, and why) before anything is written.
import {
  latestOf,
  seriesId,
  SPARKLINE,
  type DataSource,
  type Series,
  type Subject,
} from '../epi/public.js';
import { fieldLabel, shownValue } from './importMessages.js';
import type { ImportMapping, ImportOutcome, ImportRow } from './rows.js';

/** The columns an indicator file maps, named so the seed's own CSV maps itself. */
export const INDICATOR_FIELDS = [
  'indicatorCode',
  'indicatorName',
  'geography',
  'breakdown',
  'year',
  'value',
  'unit',
  'source',
] as const;

/** The mapping of a file in the seed's own format (sk_health_indicators.csv: indicator_code…). */
export const INDICATOR_FILE_MAPPING: Record<string, string> = Object.fromEntries(
  INDICATOR_FIELDS.map((f) => [f, f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
);

/** The geographies an indicator value may be for: the province and the country it compares with. */
const GEOGRAPHIES = {
  saskatchewan: { id: '47', name: 'Saskatchewan', level: 'province' },
  sk: { id: '47', name: 'Saskatchewan', level: 'province' },
  canada: { id: 'CA', name: 'Canada', level: 'country' },
  ca: { id: 'CA', name: 'Canada', level: 'country' },
} as const;
type Geography = (typeof GEOGRAPHIES)[keyof typeof GEOGRAPHIES];
const GEOGRAPHY_ORDER = ['47', 'CA'];

/** Text lengths an indicator's fields may have (a breakdown: as `epi.subject` accepts it). */
const LIMITS = { indicatorName: 200, unit: 60, source: 500, breakdown: 300 } as const;
/** Breakdowns of one indicator: its subject document lists them all. */
export const MAX_INDICATOR_BREAKDOWNS = 100;

/** The breakdown of a value that names none, in a new indicator. */
export const DEFAULT_BREAKDOWN = 'Total';

export interface IndicatorValue {
  subjectId: string;
  /** The indicator's name and unit (needed for a new indicator). */
  name: string | null;
  unit: string | null;
  source: string;
  breakdown: string;
  geography: Geography;
  year: string;
  value: number;
}

export interface IndicatorPlanRow {
  outcome: ImportOutcome;
  /** The value to write, for create and update. */
  value: IndicatorValue | null;
}

/** What is stored already: the subjects named by the rows and the series they would go into. */
export interface StoredIndicators {
  subjects: ReadonlyMap<string, Subject>;
  series: ReadonlyMap<string, Series>;
}

/** A Canadian Indicator Framework code (3.7.1) names subject cif-3.7.1; other codes are ids. */
export function indicatorSubjectId(code: string): string | null {
  const text = code.trim().toLowerCase();
  const id = /^\d+(\.\d+)*$/.test(text) ? `cif-${text}` : text;
  return /^[a-z0-9][a-z0-9.-]{0,60}$/.test(id) && !/^__.*__$/.test(id) ? id : null;
}

const textOf = (row: ImportRow, column: string | undefined): string | null => {
  const cell = column === undefined ? undefined : row[column];
  if (cell === undefined || cell === null) return null;
  const text = (typeof cell === 'string' ? cell : String(cell)).trim();
  return text === '' ? null : text;
};

/** The subject a row names, before anything is read (to know what to read). */
export const subjectOfRow = (row: ImportRow, mapping: ImportMapping) => {
  const code = textOf(row, mapping.indicatorCode);
  return code === null ? null : indicatorSubjectId(code);
};

/** The breakdown a row's value goes into: as given, else the indicator's headline. */
export const breakdownOfRow = (row: ImportRow, mapping: ImportMapping, subject?: Subject) =>
  textOf(row, mapping.breakdown) ?? subject?.breakdowns[0] ?? DEFAULT_BREAKDOWN;

// As spreadsheets write numbers: a typographic minus (U+2212), thousands separators.
const NUMBER = /^[-\u2212]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
const numberOf = (text: string) => Number(text.replace(/\u2212/, '-').replace(/,/g, ''));

const ALLOWED_GEOGRAPHIES = 'allowed: Saskatchewan (or SK), Canada (or CA)';
const A_YEAR = 'enter a four-digit year such as 2021';

const valueAt = (series: Series | undefined, geography: string, year: string) => {
  const at = series?.periods.indexOf(year) ?? -1;
  const v = at < 0 ? undefined : series?.geographies.find((g) => g.id === geography)?.values[at];
  return v ?? null;
};

export function planIndicatorImport(
  rows: readonly ImportRow[],
  mapping: ImportMapping,
  stored: StoredIndicators,
  firstRow: number,
  seen: Map<string, number> = new Map(),
): IndicatorPlanRow[] {
  // The breakdowns each indicator has, with those this chunk adds.
  const breakdownsOf = new Map<string, Set<string>>();
  return rows.map((row, i) => {
    const number = firstRow + i;
    const refuse = (reasons: string[], id: string | null = null): IndicatorPlanRow => ({
      outcome: { row: number, id, action: 'refused', reasons },
      value: null,
    });
    const label = (field: string) => fieldLabel(field, mapping);
    const code = textOf(row, mapping.indicatorCode);
    if (code === null)
      return refuse([`${label('indicatorCode')}: empty; map the column holding the code.`]);
    const subjectId = indicatorSubjectId(code);
    if (subjectId === null)
      return refuse([
        `${label('indicatorCode')}: ${shownValue(code)} cannot name an indicator; use a Canadian Indicator Framework code such as 3.7.1, or letters, digits, dots and dashes.`,
      ]);
    const subject = stored.subjects.get(subjectId);
    const reasons: string[] = [];
    if (subject?.kind === 'disease')
      reasons.push(
        `${label('indicatorCode')}: ${subject.name} is a disease; its series are not imported here.`,
      );
    const name = textOf(row, mapping.indicatorName);
    const unit = textOf(row, mapping.unit);
    if (!subject && !name)
      reasons.push(`${label('indicatorName')}: empty; a new indicator needs its name.`);
    if (!subject && !unit) reasons.push(`${label('unit')}: empty; a new indicator needs its unit.`);
    if (subject && unit && unit.toLowerCase() !== subject.unit.toLowerCase())
      reasons.push(
        `${label('unit')}: ${shownValue(unit)} is not the unit of ${subject.name}; use ${subject.unit}.`,
      );
    const source = textOf(row, mapping.source);
    if (!source)
      reasons.push(
        `${label('source')}: empty; say where the value comes from (a table, a report).`,
      );
    const place = textOf(row, mapping.geography);
    const geography = place
      ? (GEOGRAPHIES as Record<string, Geography | undefined>)[place.toLowerCase()]
      : undefined;
    if (!geography)
      reasons.push(
        place
          ? `${label('geography')}: ${shownValue(place)} is not a geography this import knows; ${ALLOWED_GEOGRAPHIES}.`
          : `${label('geography')}: empty; ${ALLOWED_GEOGRAPHIES}.`,
      );
    const yearText = textOf(row, mapping.year);
    const year = yearText !== null && /^\d{4}$/.test(yearText) ? yearText : null;
    if (!year)
      reasons.push(
        `${label('year')}: ${yearText ? `${shownValue(yearText)} is not a year` : 'empty'}; ${A_YEAR}.`,
      );
    const valueText = textOf(row, mapping.value);
    const value = valueText !== null && NUMBER.test(valueText) ? numberOf(valueText) : null;
    if (value === null)
      reasons.push(
        valueText
          ? `${label('value')}: ${shownValue(valueText)} is not a number; enter a number such as 57.2 or 1,234.`
          : `${label('value')}: empty; nothing to import.`,
      );
    const breakdown = breakdownOfRow(row, mapping, subject);
    const texts = { indicatorName: name, unit, source, breakdown };
    for (const [field, max] of Object.entries(LIMITS)) {
      const length = texts[field as keyof typeof texts]?.length ?? 0;
      if (length > max)
        reasons.push(`${label(field)}: ${length} characters, too long; at most ${max}.`);
    }
    const known = breakdownsOf.get(subjectId) ?? new Set(subject?.breakdowns);
    breakdownsOf.set(subjectId, known);
    if (!known.has(breakdown) && known.size >= MAX_INDICATOR_BREAKDOWNS)
      reasons.push(
        `${label('breakdown')}: ${shownValue(breakdown)} would be one too many; an indicator has at most ${MAX_INDICATOR_BREAKDOWNS} breakdowns.`,
      );
    const key =
      geography && year ? `${subjectId} · ${breakdown} · ${geography.name} · ${year}` : null;
    if (reasons.length || !geography || !year || value === null || !source)
      return refuse(reasons, key);
    const earlier = seen.get(key!);
    if (earlier !== undefined) return refuse([`The same value as row ${earlier}.`], key);
    seen.set(key!, number);
    known.add(breakdown);
    const before = valueAt(
      stored.series.get(seriesId(subjectId, 'value', breakdown)),
      geography.id,
      year,
    );
    const planned = { subjectId, name, unit, source, breakdown, geography, year, value };
    if (before === value)
      return { outcome: { row: number, id: key, action: 'unchanged', reasons: [] }, value: null };
    return before === null
      ? { outcome: { row: number, id: key, action: 'create', reasons: [] }, value: planned }
      : {
          outcome: {
            row: number,
            id: key,
            action: 'update',
            reasons: [`changes the value from ${before} to ${value}`],
          },
          value: planned,
        };
  });
}

/** A series with the values put in: periods kept sorted, every geography aligned to them. */
export function mergeIndicatorValues(
  series: Series | null,
  subjectId: string,
  breakdown: string,
  values: readonly IndicatorValue[],
): Series {
  const periods = [...new Set([...(series?.periods ?? []), ...values.map((v) => v.year)])].sort();
  const geographies = new Map(
    (series?.geographies ?? []).map((g) => {
      const old = new Map(series!.periods.map((p, i) => [p, g.values[i] ?? null]));
      return [g.id, { ...g, values: periods.map((p) => old.get(p) ?? null) }];
    }),
  );
  for (const v of values) {
    const g = geographies.get(v.geography.id) ?? {
      ...v.geography,
      population: null,
      values: periods.map(() => null),
    };
    g.values[periods.indexOf(v.year)] = v.value;
    geographies.set(v.geography.id, g);
  }
  const rank = (id: string) => GEOGRAPHY_ORDER.indexOf(id) + 1 || 99;
  return {
    id: seriesId(subjectId, 'value', breakdown),
    subjectId,
    measure: 'value',
    breakdown,
    periods,
    geographies: [...geographies.values()].sort((a, b) => rank(a.id) - rank(b.id)),
  };
}

/** An imported source, as the file states it: the product does not guess its licence. */
const importedSource = (text: string): DataSource => ({
  citation: `${text}, as given in an imported file.`,
  licence: 'Not stated in the imported file',
  attribution: `Source: ${text}.`,
});

/** A source is known when a stored one cites it already (the seed's sources cite more). */
const knownSource = (sources: readonly DataSource[], text: string) =>
  sources.some((s) => s.citation.startsWith(text));

/**
 * The subject after an import into it: new breakdowns and sources added, a line saying what
 * was imported, and its latest value and sparkline from the headline series (Saskatchewan's).
 */
export function subjectAfterImport(
  subject: Subject | null,
  subjectId: string,
  values: readonly IndicatorValue[],
  headline: Series | null,
  file: string,
): Subject {
  const first = values[0]!;
  const base: Subject = subject ?? {
    id: subjectId,
    kind: 'indicator',
    name: first.name ?? subjectId,
    measures: ['value'],
    unit: first.unit ?? '',
    period: 'year',
    geographyLevel: 'province',
    breakdowns: [],
    sources: [],
    caveats: [],
    latest: null,
    sparkline: [],
  };
  const sources = [...base.sources];
  for (const text of new Set(values.map((v) => v.source)))
    if (!knownSource(sources, text)) sources.push(importedSource(text));
  const note = `Includes values imported from ${file}; their source and licence are as the file states them.`;
  const breakdowns = [...new Set([...base.breakdowns, ...values.map((v) => v.breakdown)])];
  const place =
    headline?.geographies.find((g) => g.id === '47') ?? headline?.geographies[0] ?? null;
  const latest = place && headline ? latestOf(headline.periods, place.values) : null;
  return {
    ...base,
    breakdowns,
    sources,
    caveats: base.caveats.includes(note) ? base.caveats : [...base.caveats, note],
    latest: latest && { ...latest, geography: place!.name, measure: base.unit },
    sparkline: place ? place.values.slice(-SPARKLINE) : base.sparkline,
  };
}
