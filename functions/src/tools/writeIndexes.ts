// Writes functions/firestore.indexes.json from the list configurations: npm run indexes
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { countsByCollection, firestoreIndexes } from '../api/registries/indexes.js';

export const INDEXES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../firestore.indexes.json',
);

const config = firestoreIndexes();
writeFileSync(INDEXES_FILE, `${JSON.stringify(config, null, 2)}\n`);
console.log(
  `Wrote ${config.indexes.length} composite indexes to ${INDEXES_FILE} (${countsByCollection(config.indexes)})`,
);
