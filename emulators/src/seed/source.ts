// The Statistics Canada records as published in emulators/data/saskatchewan (see its README).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from '../platform/config.js';

export interface SourceCommunity {
  communityId: string;
  csdUid: string;
  dguid: string;
  name: string;
  csdTypeCode: string;
  csdType: string;
  censusDivisionUid: string;
  censusDivisionName: string;
  population2021: number | null;
  population2016: number | null;
  populationChangePct: number | null;
  totalPrivateDwellings2021: number | null;
  landAreaKm2: number | null;
  populationDensityPerKm2: number | null;
  remotenessIndex: number | null;
  statcanSymbols: string[];
  facilityCount: number;
}

export interface SourceFacility {
  id: string;
  odhfIndex: string;
  name: string;
  facilityType: string;
  sourceFacilityType: string | null;
  provider: string | null;
  unit: string | null;
  streetNo: string | null;
  streetName: string | null;
  address: string | null;
  sourceAddress: string | null;
  city: string | null;
  province: string;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  csdName: string | null;
  csdUid: string | null;
  communityId: string;
  communityMatch: string;
  possibleDuplicateOf: string[];
}

export const DATA_DIR = path.join(ROOT, 'emulators/data/saskatchewan');

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8'));
}

export function readCommunities(): SourceCommunity[] {
  return readJson('sk_communities.json') as SourceCommunity[];
}

export function readFacilities(): SourceFacility[] {
  return readJson('sk_facilities.json') as SourceFacility[];
}
