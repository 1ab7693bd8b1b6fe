// Source records → the product's Firestore documents. The one place this mapping lives.
import type { SourceCommunity, SourceFacility } from './source.js';

export const CENSUS_SOURCE =
  'Statistics Canada, 2021 Census (table 98-10-0002-01) and 2021 Index of Remoteness';
export const ODHF_SOURCE =
  'Source: Statistics Canada, Open Database of Healthcare Facilities (v1.1)';

/** Lower-cased words and their prefixes, for name search (Firestore has no text search). */
export function searchTerms(name: string): string[] {
  const words = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const terms = new Set<string>();
  for (const word of words) {
    for (let i = 1; i <= Math.min(word.length, 12); i++) terms.add(word.slice(0, i));
  }
  return [...terms];
}

export function communityDocument(c: SourceCommunity) {
  return {
    id: c.communityId,
    data: {
      name: c.name,
      nameLower: c.name.toLowerCase(),
      searchTerms: searchTerms(c.name),
      type: c.csdType,
      typeCode: c.csdTypeCode,
      csdUid: c.csdUid,
      dguid: c.dguid,
      censusDivisionUid: c.censusDivisionUid,
      censusDivisionName: c.censusDivisionName,
      population2021: c.population2021,
      population2016: c.population2016,
      populationChangePct: c.populationChangePct,
      dwellings2021: c.totalPrivateDwellings2021,
      landAreaKm2: c.landAreaKm2,
      densityPerKm2: c.populationDensityPerKm2,
      remotenessIndex: c.remotenessIndex,
      statcanSymbols: c.statcanSymbols,
      facilityCount: c.facilityCount,
      source: CENSUS_SOURCE,
    },
  };
}

export function facilityDocument(f: SourceFacility, communityName: string | undefined) {
  return {
    id: f.id,
    data: {
      name: f.name,
      nameLower: f.name.toLowerCase(),
      searchTerms: searchTerms(f.name),
      type: f.facilityType,
      sourceType: f.sourceFacilityType,
      provider: f.provider,
      address: {
        unit: f.unit,
        streetNo: f.streetNo,
        streetName: f.streetName,
        line: f.address,
        city: f.city,
        province: f.province,
        postalCode: f.postalCode,
      },
      location:
        f.latitude !== null && f.longitude !== null ? { lat: f.latitude, lng: f.longitude } : null,
      communityId: f.communityId,
      communityName: communityName ?? null,
      communityMatch: f.communityMatch,
      odhfIndex: f.odhfIndex,
      possibleDuplicateOf: f.possibleDuplicateOf,
      source: ODHF_SOURCE,
    },
  };
}
