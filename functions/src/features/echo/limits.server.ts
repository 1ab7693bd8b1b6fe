// Cost and abuse controls per person: questions in a row (refilled a minute) and tokens per day,
// as administrators set them (the echoLimits setting, /admin/echo). Tokens are counted as the
// model bills them: cached input at CACHED_TOKEN_RATIO (contract/echo.ts).
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import { echoLimits, type EchoLimits } from './contract.js';
import { count } from '../../contract/plural.js';
import { readSetting } from '../../api/settings.js';
import { db } from '../../platform/admin.js';
import { takeQuestion } from './questionBucket.js';

const USAGE = 'echoUsage';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Admits a question under the current limits, or refuses it (resource-exhausted) saying why. A
 * refusal writes nothing: the transaction throws before its one small write.
 */
export async function admitQuestion(uid: string): Promise<EchoLimits> {
  const limits = await readSetting(echoLimits);
  const { questionsPerMinute: perMinute, burstQuestions: burst, dailyTokens } = limits;
  const ref = db.collection(USAGE).doc(uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    // The budget first: once it is spent, waiting a few seconds would not help.
    const sameDay = snap.get('day') === today();
    const spent: unknown = sameDay ? snap.get('tokens') : 0;
    const tokens = typeof spent === 'number' && Number.isFinite(spent) ? spent : 0;
    if (tokens >= dailyTokens) {
      throw new HttpsError(
        'resource-exhausted',
        `You have used today's Echo budget (${dailyTokens.toLocaleString('en-US')} tokens). It renews at midnight UTC.`,
        { limit: 'daily-tokens' },
      );
    }
    const taken = takeQuestion(snap.get('questions'), Date.now(), limits);
    if (!taken.admitted) {
      const wait = taken.waitSeconds;
      throw new HttpsError(
        'resource-exhausted',
        `You have asked Echo many questions in a row. Wait ${count(wait, 'second')}, then ask again (Echo allows ${burst} in a row, then ${perMinute} a minute).`,
        { limit: 'per-minute', retryAfterSeconds: wait },
      );
    }
    tx.set(ref, { questions: taken.state, day: today(), tokens });
  });
  return limits;
}

/** Adds a question's counted tokens (countedTokens) to the person's day. */
export async function spendTokens(uid: string, counted: number): Promise<void> {
  if (counted > 0)
    await db
      .collection(USAGE)
      .doc(uid)
      .set({ tokens: FieldValue.increment(counted) }, { merge: true });
}
