// Cost and abuse controls per person: questions per minute and tokens per day, as administrators
// set them (the echoLimits setting, /admin/echo). Tokens are counted as the model bills them:
// cached input at CACHED_TOKEN_RATIO (contract/echo.ts).
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import { echoLimits, type EchoLimits } from '../contract/index.js';
import { readSetting } from '../api/settings.js';
import { db } from '../platform/admin.js';

const USAGE = 'echoUsage';
const today = () => new Date().toISOString().slice(0, 10);

/** Admits a question under the current limits, or refuses it (resource-exhausted) saying why. */
export async function admitQuestion(uid: string): Promise<EchoLimits> {
  const limits = await readSetting(echoLimits);
  const { questionsPerMinute: perMinute, dailyTokens } = limits;
  const ref = db.collection(USAGE).doc(uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = Date.now();
    const recent = ((snap.get('recent') as number[] | undefined) ?? []).filter(
      (t) => now - t < 60_000,
    );
    if (recent.length >= perMinute) {
      const wait = Math.ceil((60_000 - (now - Math.min(...recent))) / 1000);
      throw new HttpsError(
        'resource-exhausted',
        `You have asked Echo ${perMinute} questions in the last minute. Wait ${wait} seconds, then ask again.`,
        { limit: 'per-minute', retryAfterSeconds: wait },
      );
    }
    const sameDay = snap.get('day') === today();
    const tokens = sameDay ? ((snap.get('tokens') as number | undefined) ?? 0) : 0;
    if (tokens >= dailyTokens) {
      throw new HttpsError(
        'resource-exhausted',
        `You have used today's Echo budget (${dailyTokens.toLocaleString('en-US')} tokens). It renews at midnight UTC.`,
        { limit: 'daily-tokens' },
      );
    }
    tx.set(ref, { recent: [...recent, now], day: today(), tokens });
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
