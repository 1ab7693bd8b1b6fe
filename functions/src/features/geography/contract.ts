// Saskatchewan's 2021 census divisions (18, uids 4701–4718, "Division No. 1" … "No. 18"; as in
// data/saskatchewan/sk_census_divisions.topojson) and their figures: population, change since
// 2016, population-weighted remoteness, communities and facilities, computed from the records.
import { z } from 'zod';

import { defineOperation } from '../../contract/operation.js';
import { paths } from './routes.js';
import type { EchoTable } from '../../contract/registry.js';
import { CENSUS_DIVISIONS } from './divisions.js';

export { CENSUS_DIVISIONS };

export interface CommunityForFigures {
  censusDivisionUid: string | null;
  population2021: number | null;
  population2016: number | null;
  remotenessIndex: number | null;
}

export const divisionFigures = z.object({
  uid: z.string(),
  name: z.string(),
  population2021: z.number(),
  population2016: z.number(),
  /** Change since 2016 (%), over the communities counted in both years; null without any. */
  changePct: z.number().nullable(),
  /** Mean Index of Remoteness weighted by 2021 population (0 least … 1 most remote). */
  remoteness: z.number().nullable(),
  communities: z.number(),
  facilities: z.number(),
  facilitiesPer10k: z.number().nullable(),
});
export type DivisionFigures = z.infer<typeof divisionFigures>;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The figures of each division from its communities and the facilities' divisions. */
export function censusDivisionFigures(
  communities: readonly CommunityForFigures[],
  facilityDivisions: readonly (string | null)[],
): DivisionFigures[] {
  return CENSUS_DIVISIONS.map(({ uid, name }) => {
    const members = communities.filter((c) => c.censusDivisionUid === uid);
    let pop21 = 0;
    let pop16 = 0;
    let both21 = 0;
    let both16 = 0;
    let weighted = 0;
    let weight = 0;
    for (const c of members) {
      pop21 += c.population2021 ?? 0;
      pop16 += c.population2016 ?? 0;
      if (c.population2021 !== null && c.population2016 !== null) {
        both21 += c.population2021;
        both16 += c.population2016;
      }
      if (c.population2021 !== null && c.remotenessIndex !== null) {
        weighted += c.population2021 * c.remotenessIndex;
        weight += c.population2021;
      }
    }
    const facilities = facilityDivisions.filter((d) => d === uid).length;
    return {
      uid,
      name,
      population2021: pop21,
      population2016: pop16,
      changePct: both16 > 0 ? round(((both21 - both16) / both16) * 100, 2) : null,
      remoteness: weight > 0 ? round(weighted / weight, 4) : null,
      communities: members.length,
      facilities,
      facilitiesPer10k: pop21 > 0 ? round((facilities / pop21) * 10_000, 2) : null,
    };
  });
}

/** Echo's table of the divisions (computed from the communities and facilities it reads). */
export const censusDivisionEcho: EchoTable<DivisionFigures> = {
  heading: (n) =>
    `Census divisions (${n}), 2021 Census figures summed from their communities; remoteness is the Index of Remoteness weighted by 2021 population (0 least, 1 most remote)`,
  columns: {
    page: (d) => paths.smallAreaOf(d.uid),
    name: (d) => d.name,
    'population 2021': (d) => d.population2021,
    'change since 2016 %': (d) => d.changePct,
    remoteness: (d) => d.remoteness,
    communities: (d) => d.communities,
    facilities: (d) => d.facilities,
    'facilities per 10,000': (d) => d.facilitiesPer10k,
  },
};

export const censusDivisionFiguresSchema = z.object({
  divisions: z.array(divisionFigures),
  /** The version of communities and facilities they were computed at (they follow their edits). */
  dataVersion: z.number(),
  computedAt: z.string(),
});
export type CensusDivisionFigures = z.infer<typeof censusDivisionFiguresSchema>;

export const geographyOperations = {
  'geography.censusDivisions': defineOperation({
    access: 'signedIn',
    summary:
      'Each census division’s population (2021, change since 2016), population-weighted remoteness, communities and facilities; computed once per data version.',
    input: z.object({}).strict(),
    output: censusDivisionFiguresSchema,
  }),
};
