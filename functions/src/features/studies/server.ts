// The study library on the server: a study already in the library is refused, by DOI, by PMID or
// by normalised title + year, with a message naming the study there and its page; and the import
// of studies from RIS and BibTeX files (handlers.ts).
import { HttpsError } from 'firebase-functions/v2/https';

import { db, readMany, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { collectionsOf } from '../../contract/registry.js';
import { technologies } from '../technologies/public.js';
import { studies } from './contract.js';
import { paths } from './routes.js';
import { studiesFeature } from './feature.js';
import { studyKeys } from './vancouver.js';
import { studyImportHandlers } from './handlers.js';

const collections = collectionsOf(technologies, studies);

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const studyServer: RegistryServer = {
  // Its page names the technologies it is about.
  async profile(study) {
    const technologies = await readMany(null, collections.technologies, idsOf(study.technologyIds));
    return { technologies: technologies.found.map((d) => related(d, 'name', 'category')) };
  },
  async guard(ctx, op, before, fields) {
    if (!fields || (op !== 'create' && op !== 'update')) return;
    const { doi, pmid, title, year } = fields;
    if (typeof title !== 'string' || typeof year !== 'number') return;
    const keys = studyKeys({
      doi: typeof doi === 'string' ? doi : null,
      pmid: typeof pmid === 'string' ? pmid : null,
      title,
      year,
    });
    for (const key of keys) {
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
  handlers: studyImportHandlers,
});

export default studiesServer;
