// Source records → the product's documents, in the contract's schema (validated by it). The one
// place this mapping lives.
import {
  SEEDED_OTHER_NAMES,
  communities,
  facilities,
} from '../../../functions/src/contract/index.js';
import type { SourceCommunity, SourceFacility } from './source.js';

/** A record the seed writes: validated fields, and the stored fields beside them. */
export interface SeedDoc {
  id: string;
  fields: Record<string, unknown>;
  extras: Record<string, unknown>;
  /** Who the record is from (default: the seed). */
  author?: { uid: string; email: string };
}

const CENSUS_SOURCE =
  'Statistics Canada, 2021 Census (table 98-10-0002-01) and 2021 Index of Remoteness';
const ODHF_SOURCE = 'Source: Statistics Canada, Open Database of Healthcare Facilities (v1.1)';

export function communityDocument(c: SourceCommunity): SeedDoc {
  const fields = communities.fields.parse({
    name: c.name,
    otherNames: SEEDED_OTHER_NAMES[c.communityId] ?? [],
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
    fields,
    extras: {
      typeCode: c.csdTypeCode,
      dguid: c.dguid,
      statcanSymbols: c.statcanSymbols,
      facilityCount: c.facilityCount,
      source: CENSUS_SOURCE,
    },
  };
}

export function facilityDocument(
  f: SourceFacility,
  community: SourceCommunity | undefined,
): SeedDoc {
  const fields = facilities.fields.parse({
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
    fields,
    extras: {
      communityName: community?.name ?? null,
      // Copied from the community, as the server does on every write.
      censusDivisionUid: community?.censusDivisionUid ?? null,
      censusDivisionName: community?.censusDivisionName ?? null,
      odhfIndex: f.odhfIndex,
      possibleDuplicateOf: f.possibleDuplicateOf,
      source: ODHF_SOURCE,
    },
  };
}
