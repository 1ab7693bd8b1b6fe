// The data version: bumped by every write, per collection too, so a view or Echo's data cache
// knows whether what it was built from has changed.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';

import { db } from '../../platform/admin.js';
import { readStored } from './read.js';

/** Bumped by every write; Echo's data cache follows it. */
export const dataVersionDoc = () => db.collection('meta').doc('dataVersion');

/** The data version: all writes, and each collection's. */
export const storedDataVersion = z.object({
  version: z.number().int().default(0),
  collections: z.record(z.string(), z.number().int()).default({}),
});

/** The versions of some collections as one number: it grows whenever any of them changes. */
export const versionOf = (snap: DocumentSnapshot, collections: readonly string[]) => {
  const counts = readStored(storedDataVersion, snap).collections;
  return collections.reduce((n, c) => n + (counts[c] ?? 0), 0);
};
