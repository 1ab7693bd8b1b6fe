// The study library on the server: a study already in the library is refused, by DOI, by PMID or
// by normalised title + year, with a message naming the study there and its page.
import { HttpsError } from 'firebase-functions/v2/https';

import { db, readMany, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { collections } from '../../contract/index.js';
import { paths } from './routes.js';
import { studiesFeature } from './feature.js';
import { titleYearKey } from './vancouver.js';

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The stored fields that identify a study, and how a message names each. */
const duplicateKeys = (fields: Record<string, unknown>) => {
  const keys: Array<{ field: string; value: unknown; by: string }> = [];
  if (typeof fields.doi === 'string') keys.push({ field: 'doi', value: fields.doi, by: 'DOI' });
  if (typeof fields.pmid === 'string') keys.push({ field: 'pmid', value: fields.pmid, by: 'PMID' });
  if (typeof fields.title === 'string' && typeof fields.year === 'number')
    keys.push({
      field: 'titleKey',
      value: titleYearKey(fields.title, fields.year),
      by: 'title and year',
    });
  return keys;
};

export const studyServer: RegistryServer = {
  // Its page names the technologies it is about.
  async profile(study) {
    const technologies = await readMany(null, collections.technologies, idsOf(study.technologyIds));
    return { technologies: technologies.found.map((d) => related(d, 'name', 'category')) };
  },
  async guard(ctx, op, before, fields) {
    if (!fields || (op !== 'create' && op !== 'update')) return;
    for (const key of duplicateKeys(fields)) {
      const found = await ctx.tx.get(
        db.collection(collections.studies).where(key.field, '==', key.value).limit(2),
      );
      const other = found.docs.find((d) => d.id !== before?.id);
      if (other) {
        const title = String(other.get('title'));
        throw new HttpsError(
          'already-exists',
          `This study is already in the library (same ${key.by}): "${title}" at ${paths.study(other.id)}.`,
          { existing: { id: other.id, title, page: paths.study(other.id) } },
        );
      }
    }
  },
};

export const studiesServer = defineFeatureServer(studiesFeature, {
  registries: { studies: studyServer },
});

export default studiesServer;
