import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { censusDivisionFigures } from './contract.js';

// The seed's source files (Statistics Canada; see emulators/data/saskatchewan/README.md).
const data = (file: string) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../../emulators/data/saskatchewan/${file}`, import.meta.url)),
      'utf8',
    ),
  ) as unknown;

const communities = data('sk_communities.json') as Array<{
  communityId: string;
  censusDivisionUid: string;
  population2021: number | null;
  population2016: number | null;
  remotenessIndex: number | null;
}>;
const facilities = data('sk_facilities.json') as Array<{ communityId: string }>;
const divisionOf = new Map(communities.map((c) => [c.communityId, c.censusDivisionUid]));

describe('census division figures', () => {
  const figures = censusDivisionFigures(
    communities,
    facilities.map((f) => divisionOf.get(f.communityId) ?? null),
  );

  it('match a hand calculation from the source file for two divisions', () => {
    // Worked separately (Python over sk_communities.json / sk_facilities.json): population sums,
    // change over communities counted in both years, Σ(pop × index) / Σ pop, facilities per 10,000.
    expect(figures.find((d) => d.uid === '4718')).toEqual({
      uid: '4718',
      name: 'Division No. 18',
      population2021: 35986,
      population2016: 37421,
      changePct: -3.81,
      remoteness: 0.598,
      communities: 60,
      facilities: 16,
      facilitiesPer10k: 4.45,
    });
    expect(figures.find((d) => d.uid === '4706')).toMatchObject({
      population2021: 276564,
      changePct: 5.23,
      remoteness: 0.2396,
      communities: 93,
      facilities: 67,
      facilitiesPer10k: 2.42,
    });
  });

  it('cover the 18 divisions, every community and facility, and the provincial population', () => {
    expect(figures).toHaveLength(18);
    expect(figures.reduce((n, d) => n + d.communities, 0)).toBe(951);
    expect(figures.reduce((n, d) => n + d.facilities, 0)).toBe(393);
    // The published 2021 total for Saskatchewan.
    expect(figures.reduce((n, d) => n + d.population2021, 0)).toBe(1_132_505);
  });

  it('leave out what is not known rather than count it as zero', () => {
    const [first] = censusDivisionFigures(
      [
        {
          censusDivisionUid: '4701',
          population2021: 100,
          population2016: null,
          remotenessIndex: null,
        },
        {
          censusDivisionUid: '4701',
          population2021: null,
          population2016: 50,
          remotenessIndex: 0.5,
        },
      ],
      [],
    );
    expect(first).toMatchObject({ changePct: null, remoteness: null, facilitiesPer10k: 0 });
  });
});
