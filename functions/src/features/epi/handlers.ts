// Population health series: the list reads one document per subject; a subject's page reads its
// document and its series for one breakdown (one per measure) — a bounded number of reads, however
// many weekly or yearly values they hold.
import { HttpsError } from 'firebase-functions/v2/https';

import { EPI_SERIES, EPI_SUBJECTS } from './collections.js';
import { seriesSchema, subjectSchema } from './contract.js';
import type { Handlers } from '../../api/handler.js';
import { db } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';

/** More subjects than this would need paging; the seed has seven. */
const MAX_SUBJECTS = 100;
const MAX_MEASURES = 10;

export const epiHandlers: Pick<Handlers, 'epi.subjects' | 'epi.subject'> = {
  'epi.subjects': async () => {
    const snap = await db.collection(EPI_SUBJECTS).orderBy('name').limit(MAX_SUBJECTS).get();
    return { items: snap.docs.map((d) => readStored(subjectSchema, d)) };
  },
  'epi.subject': async ({ id, breakdown }) => {
    const doc = await db.collection(EPI_SUBJECTS).doc(id).get();
    if (!doc.exists)
      throw new HttpsError('not-found', `There is no disease or indicator with id ${id}.`);
    const subject = readStored(subjectSchema, doc);
    const chosen = breakdown ?? subject.breakdowns[0];
    if (chosen === undefined || !subject.breakdowns.includes(chosen))
      throw new HttpsError(
        'invalid-argument',
        `${subject.name} has no breakdown “${breakdown ?? ''}”.`,
        {
          fields: { breakdown: 'Choose one of the breakdowns offered.' },
        },
      );
    const series = await db
      .collection(EPI_SERIES)
      .where('subjectId', '==', id)
      .where('breakdown', '==', chosen)
      .limit(MAX_MEASURES)
      .get();
    return { subject, series: series.docs.map((d) => readStored(seriesSchema, d)) };
  },
};
