// The search log on the server: a search's page names its question and lists its imports with
// the records and duplicates they brought; a search whose records are kept cannot move to
// another question or be deleted (its records would count for no search of the log).
import { HttpsError } from 'firebase-functions/v2/https';

import { db, related } from '../../api/registries/kit.js';
import { readJson, readStored } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { collectionsOf } from '../../contract/registry.js';
import { questions } from '../questions/public.js';
import { searches, searchImport } from './contract.js';
import { searchesFeature } from './feature.js';
import { searchHandlers } from './handlers.server.js';
import { SEARCH_IMPORTS, SEARCH_RECORDS } from './records.server.js';

const collections = collectionsOf(questions);

const asked = searches.record.pick({ questionId: true });

async function recordsOf(searchId: string) {
  const [all, duplicates] = await Promise.all([
    db.collection(SEARCH_RECORDS).where('searchId', '==', searchId).count().get(),
    db
      .collection(SEARCH_RECORDS)
      .where('searchId', '==', searchId)
      .where('duplicateBy', 'in', ['DOI', 'title and year'])
      .count()
      .get(),
  ]);
  return { recordCount: all.data().count, duplicateCount: duplicates.data().count };
}

export const searchServer: RegistryServer = {
  async profile(record) {
    const { questionId } = asked.parse(record);
    const id = String(record.id);
    const [question, imports, counts] = await Promise.all([
      db.collection(collections.questions).doc(questionId).get(),
      db.collection(SEARCH_IMPORTS).where('searchId', '==', id).get(),
      recordsOf(id),
    ]);
    return {
      question: question.exists ? related(question, 'title', 'population') : null,
      imports: imports.docs
        .map((d) => readJson(searchImport, d))
        .sort((a, b) => a.at.localeCompare(b.at)),
      ...counts,
    };
  },
  async guard(ctx, op, before, fields) {
    if (!before || (op !== 'delete' && op !== 'update')) return;
    const { questionId } = readStored(asked, before);
    if (op === 'update' && fields?.questionId === questionId) return;
    const kept = await ctx.tx.get(
      db.collection(SEARCH_RECORDS).where('searchId', '==', before.id).limit(1),
    );
    if (!kept.empty)
      throw new HttpsError(
        'failed-precondition',
        op === 'delete'
          ? 'This search has imported records, which screening and the PRISMA diagram count: it cannot be deleted.'
          : 'This search has imported records of its question: it cannot move to another question. Log a new search there.',
      );
  },
};

export const searchesServer = defineFeatureServer(searchesFeature, {
  registries: { searches: searchServer },
  handlers: searchHandlers,
});

export default searchesServer;
