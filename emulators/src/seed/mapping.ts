// Source records → the product's documents, in the contract's schema (validated by it). The one
// place this mapping lives.
import {
  communityFields,
  facilityFields,
  searchTerms,
} from '../../../functions/src/contract/index.js';
import type { SourceCommunity, SourceFacility } from './source.js';

export const CENSUS_SOURCE =
  'Statistics Canada, 2021 Census (table 98-10-0002-01) and 2021 Index of Remoteness';
export const ODHF_SOURCE =
  'Source: Statistics Canada, Open Database of Healthcare Facilities (v1.1)';

const indexed = (name: string) => ({
  nameLower: name.toLowerCase(),
  searchTerms: searchTerms(name),
});

export function communityDocument(c: SourceCommunity) {
  const fields = communityFields.parse({
    name: c.name,
    type: c.csdType,
    csdUid: c.csdUid,
    censusDivisionUid: c.censusDivisionUid,
    censusDivisionName: c.censusDivisionName,
    population2021: c.population2021,
    population2016: c.population2016,
    populationChangePct: c.populationChangePct,
    dwellings2021: c.totalPrivateDwellings2021,
    landAreaKm2: c.landAreaKm2,
    densityPerKm2: c.populationDensityPerKm2,
    remotenessIndex: c.remotenessIndex,
  });
  return {
    id: c.communityId,
    data: {
      ...fields,
      ...indexed(fields.name),
      typeCode: c.csdTypeCode,
      dguid: c.dguid,
      statcanSymbols: c.statcanSymbols,
      facilityCount: c.facilityCount,
      source: CENSUS_SOURCE,
    },
  };
}

export function facilityDocument(f: SourceFacility, communityName: string | undefined) {
  const fields = facilityFields.parse({
    name: f.name,
    type: f.facilityType,
    subtype: f.sourceFacilityType,
    provider: f.provider,
    communityId: f.communityId,
    address: { line: f.address, city: f.city, postalCode: f.postalCode },
    location:
      f.latitude !== null && f.longitude !== null ? { lat: f.latitude, lng: f.longitude } : null,
  });
  return {
    id: f.id,
    data: {
      ...fields,
      ...indexed(fields.name),
      communityName: communityName ?? null,
      odhfIndex: f.odhfIndex,
      possibleDuplicateOf: f.possibleDuplicateOf,
      source: ODHF_SOURCE,
      attachments: [],
    },
  };
}
