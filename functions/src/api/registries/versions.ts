// The data version: bumped by every write, per collection too, so a view or Echo's data cache
// knows whether what it was built from has changed.
import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';

import { db } from '../../platform/admin.js';

/** Bumped by every write; Echo's data cache follows it. */
export const dataVersionDoc = () => db.collection('meta').doc('dataVersion');

/** The versions of some collections as one number: it grows whenever any of them changes. */
export const versionOf = (snap: DocumentSnapshot, collections: readonly string[]) =>
  collections.reduce(
    (n, c) => n + ((snap.get(new FieldPath('collections', c)) as number | undefined) ?? 0),
    0,
  );
