// The tele-ultrasound log's totals: read once per view with only the fields they need, newest
// first, at most ULTRASOUND_TOTALS_LIMIT sessions (the answer says when there were more).
import { collectionsOf } from '../../contract/registry.js';
import { ultrasoundSessions } from './contract.js';
import { ULTRASOUND_TOTALS_LIMIT, ultrasoundTotals, type SessionForTotals } from './ultrasound.js';
import type { Handlers } from '../../api/handler.js';
import { db } from '../../api/registries/kit.js';
import { readJson } from '../../api/registries/read.js';
import { ultrasoundSessionRecord } from './contract.js';

/** What the totals read of each session (the query selects only these). */
const forTotals = ultrasoundSessionRecord.pick({
  date: true,
  examType: true,
  mode: true,
  adequacy: true,
  outcome: true,
  travel: true,
});

const collections = collectionsOf(ultrasoundSessions);

export const ultrasoundHandlers: Pick<Handlers, 'ultrasoundSessions.totals'> = {
  'ultrasoundSessions.totals': async ({ from, to, facilityId }) => {
    let query = db.collection(collections.ultrasoundSessions).orderBy('nameLower', 'desc');
    if (facilityId) query = query.where('facilityId', '==', facilityId);
    // The date is the sessions' name: its range is a range of nameLower.
    if (to) query = query.where('nameLower', '<=', to);
    if (from) query = query.where('nameLower', '>=', from);
    const snap = await query
      .select('date', 'examType', 'mode', 'adequacy', 'outcome', 'travel')
      .limit(ULTRASOUND_TOTALS_LIMIT + 1)
      .get();
    const docs = snap.docs.slice(0, ULTRASOUND_TOTALS_LIMIT);
    const sessions = docs.map((d): SessionForTotals => {
      const { travel, ...session } = readJson(forTotals, d);
      return { ...session, roundTripKm: travel.roundTripKm };
    });
    return { ...ultrasoundTotals(sessions), truncated: snap.size > ULTRASOUND_TOTALS_LIMIT };
  },
};
