// The tele-ultrasound log's totals: read once per view with only the fields they need, newest
// first, at most ULTRASOUND_TOTALS_LIMIT sessions (the answer says when there were more).
import { collectionsOf } from '../../contract/registry.js';
import { ultrasoundSessions } from './contract.js';
import { ULTRASOUND_TOTALS_LIMIT, ultrasoundTotals, type SessionForTotals } from './ultrasound.js';
import type { Handlers } from '../../api/handler.js';
import { db } from '../../api/registries/kit.js';

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
    const sessions = docs.map((d): SessionForTotals => ({
      date: d.get('date') as string,
      examType: d.get('examType') as string,
      mode: d.get('mode') as string,
      adequacy: d.get('adequacy') as string,
      outcome: d.get('outcome') as string,
      roundTripKm: (d.get('travel.roundTripKm') as number | null | undefined) ?? null,
    }));
    return { ...ultrasoundTotals(sessions), truncated: snap.size > ULTRASOUND_TOTALS_LIMIT };
  },
};
