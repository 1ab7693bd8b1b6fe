// Cost and abuse controls per person: questions per minute and tokens per day.
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import { db } from '../platform/admin.js';

const USAGE = 'echoUsage';
const today = () => new Date().toISOString().slice(0, 10);

export async function admitQuestion(
  uid: string,
  perMinute: number,
  dailyTokens: number,
): Promise<void> {
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
}

export async function spendTokens(uid: string, tokens: number): Promise<void> {
  if (tokens > 0)
    await db
      .collection(USAGE)
      .doc(uid)
      .set({ tokens: FieldValue.increment(tokens) }, { merge: true });
}
