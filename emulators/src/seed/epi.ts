// The population health series of emulators/data/saskatchewan (weekly COVID-19 by zone, and the
// Canadian Indicator Framework health indicators), as the API stores them: one document per
// subject and one per (subject, measure, breakdown). Zone populations come from the boundary
// file the web app draws (web/src/data/geo).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Firestore } from 'firebase-admin/firestore';
import Papa from 'papaparse';

import {
  covidSeries,
  EPI_SERIES,
  EPI_SUBJECTS,
  covidSubject,
  indicatorSeries,
  indicatorSubjects,
  type CovidRow,
  type IndicatorRow,
  type Series,
  type Subject,
} from '../../../functions/src/contract/index.js';
import { ROOT } from '../platform/config.js';
import { DATA_DIR } from './source.js';

function csv<Row>(file: string): Row[] {
  const parsed = Papa.parse<Row>(readFileSync(path.join(DATA_DIR, file), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  if (parsed.errors.length) throw new Error(`${file}: ${parsed.errors[0]!.message}`);
  return parsed.data;
}

/** Zone populations (July 2021) from the health region boundaries' properties. */
export function zonePopulations(): Map<string, number> {
  const topology = JSON.parse(
    readFileSync(path.join(ROOT, 'web/src/data/geo/sk_health_regions.topo.json'), 'utf8'),
  ) as {
    objects: {
      health_regions: { geometries: Array<{ properties: { HRUID: string; POP2021: number } }> };
    };
  };
  return new Map(
    topology.objects.health_regions.geometries.map((g) => [
      g.properties.HRUID,
      g.properties.POP2021,
    ]),
  );
}

function readCovidRows(): CovidRow[] {
  return csv<CovidRow>('sk_covid19_by_health_region.csv');
}

export function epiDocuments(): { subjects: Subject[]; series: Series[] } {
  const covid = covidSeries(readCovidRows(), zonePopulations());
  const indicatorRows = csv<IndicatorRow>('sk_health_indicators.csv');
  const indicators = indicatorSeries(indicatorRows);
  return {
    subjects: [covidSubject(covid), ...indicatorSubjects(indicatorRows, indicators)],
    series: [...covid, ...indicators],
  };
}

/** Writes the subjects and series that do not exist yet; returns how many were written. */
export async function loadEpi(db: Firestore): Promise<number> {
  const { subjects, series } = epiDocuments();
  let written = 0;
  for (const [collection, docs] of [
    [EPI_SUBJECTS, subjects],
    [EPI_SERIES, series],
  ] as const) {
    const existing = new Set(
      (await db.collection(collection).select().get()).docs.map((d) => d.id),
    );
    const batch = db.batch();
    for (const doc of docs) {
      if (existing.has(doc.id)) continue;
      batch.set(db.collection(collection).doc(doc.id), doc);
      written += 1;
    }
    await batch.commit();
  }
  return written;
}
