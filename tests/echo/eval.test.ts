// Echo's evaluation set (tests/eval) against the demo model: every question answered right from
// the seeded data, or refused when the data does not hold the answer. `npm run eval:echo` runs
// the same set against the configured model and prints the grades.
import { describe, expect, it } from 'vitest';

import { adminAuth } from '../support/platform.js';
import { ask } from '../support/echo.js';
import { signIn } from '../support/session.js';
import { report, runEchoEval } from '../eval/runEcho.js';

describe('Echo’s evaluation set, against the demo model', () => {
  it('answers every question right', async () => {
    const email = `echo-eval-${Date.now().toString(36)}@hta.test`;
    const user = await adminAuth.createUser({ email, password: 'echo-eval', emailVerified: true });
    await adminAuth.setCustomUserClaims(user.uid, { staff: true });
    const session = await signIn(email, 'echo-eval');
    // Three at a time: the demo model streams each answer over a second or two, mostly waiting.
    const results = await runEchoEval(
      async (question) => {
        const answer = await ask(session, { question });
        return answer.result
          ? { answer: answer.result.answer }
          : { error: answer.error?.message ?? 'no answer' };
      },
      { concurrency: 3 },
    );
    const printed = report(results);
    expect(
      results.filter((r) => r.grade !== 'right').map((r) => r.item.id),
      printed,
    ).toEqual([]);
  }, 120_000);
});
