// Census division figures, computed from every community and facility once per version of those
// two collections and kept in one document: a view costs two reads (the versions and that
// document) unless a community or facility changed since, whatever the number of communities.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { collectionsOf } from '../../contract/registry.js';
import { communities } from '../communities/public.js';
import { facilities } from '../facilities/public.js';
import {
  censusDivisionFigures,
  censusDivisionFiguresSchema,
  type CensusDivisionFigures,
} from './contract.js';
import { readStored } from '../../api/registries/read.js';
import type { Handlers } from '../../api/handler.js';
import { db, dataVersionDoc, versionOf } from '../../api/registries/kit.js';

const collections = collectionsOf(communities, facilities);

const aggregateDoc = () => db.collection('aggregates').doc('censusDivisions');
/** What the figures are computed from. */
const SOURCES = ['communities', 'facilities'];

export async function computeCensusDivisionFigures(
  version: number,
): Promise<CensusDivisionFigures> {
  const [communities, facilities] = await Promise.all([
    db
      .collection(collections.communities)
      .select('censusDivisionUid', 'population2021', 'population2016', 'remotenessIndex')
      .get(),
    db.collection(collections.facilities).select('censusDivisionUid').get(),
  ]);
  const value = <T>(d: QueryDocumentSnapshot, field: string) =>
    (d.get(field) as T | undefined) ?? null;
  return {
    divisions: censusDivisionFigures(
      communities.docs.map((d) => ({
        censusDivisionUid: value<string>(d, 'censusDivisionUid'),
        population2021: value<number>(d, 'population2021'),
        population2016: value<number>(d, 'population2016'),
        remotenessIndex: value<number>(d, 'remotenessIndex'),
      })),
      facilities.docs.map((d) => value<string>(d, 'censusDivisionUid')),
    ),
    dataVersion: version,
    computedAt: new Date().toISOString(),
  };
}

export const geographyHandlers: Pick<Handlers, 'geography.censusDivisions'> = {
  'geography.censusDivisions': async () => {
    const [versionSnap, stored] = await Promise.all([dataVersionDoc().get(), aggregateDoc().get()]);
    const version = versionOf(versionSnap, SOURCES);
    if (stored.exists && stored.get('dataVersion') === version)
      return readStored(censusDivisionFiguresSchema, stored);
    const fresh = await computeCensusDivisionFigures(version);
    // Two viewers at once may both compute; the same figures are written twice, no harm.
    await aggregateDoc().set(fresh);
    return fresh;
  },
};
