// Echo's evaluation (npm run eval:echo): the questions of tests/eval/echoQuestions.ts asked of the
// configured model on a platform of its own (ports +32000, seeded), each graded right / honest
// refusal / wrong against the facts a right answer must contain. The model is the demo model, or
// Gemini on Vertex AI when Google credentials are given (GOOGLE_APPLICATION_CREDENTIALS, and
// ECHO_VERTEX_PROJECT naming the Google Cloud project whose Vertex AI answers; ECHO_FAKE_MODEL=1
// keeps the demo model). Prints one line per question and the tally; exits 1 when one is wrong.
process.env.HTA_PORT_OFFSET ??= '32000';

const gemini =
  Boolean(process.env.GOOGLE_APPLICATION_CREDENTIALS) && process.env.ECHO_FAKE_MODEL !== '1';
if (gemini && !process.env.ECHO_VERTEX_PROJECT) {
  console.error(
    'GOOGLE_APPLICATION_CREDENTIALS is set: set ECHO_VERTEX_PROJECT to the Google Cloud project whose Vertex AI Echo should ask (or ECHO_FAKE_MODEL=1 for the demo model).',
  );
  process.exit(2);
}

const { startPlatform } = await import('../../emulators/src/platform/platform.js');
const { seedPlatform } = await import('../../emulators/src/platform/seedPlatform.js');

// Gemini runs on the development profile, which starts no fake model; the test profile's is the
// demo model.
const platform = await startPlatform({ profile: gemini ? 'dev' : 'test', echo: false });
try {
  await seedPlatform(platform);
  // What tests/support reads to reach the platform, as `npm test` gives it.
  Object.assign(process.env, platform.adminEnv, {
    HTA_FUNCTIONS_URL: platform.functionsUrl,
    HTA_BACKEND: platform.backend,
  });
  const { adminAuth } = await import('../support/platform.js');
  const { ask } = await import('../support/echo.js');
  const { callApi, signIn } = await import('../support/session.js');
  const { report, runEchoEval } = await import('./runEcho.js');

  const email = `echo-eval-${Date.now().toString(36)}@hta.test`;
  const user = await adminAuth.createUser({ email, password: 'echo-eval', emailVerified: true });
  await adminAuth.setCustomUserClaims(user.uid, { staff: true });
  const session = await signIn(email, 'echo-eval');
  const status = await callApi<{ configured: boolean; fake: boolean; model: string }>(
    'echo.status',
    {},
    session,
  );
  const model = status.result?.fake ? 'the demo model' : (status.result?.model ?? 'unknown');
  if (!status.result?.configured) throw new Error('Echo is not configured on this platform.');
  console.log(`\nEcho's evaluation against ${model}:\n`);
  const results = await runEchoEval(async (question) => {
    const answer = await ask(session, { question });
    return answer.result
      ? { answer: answer.result.answer }
      : { error: answer.error?.message ?? 'no answer' };
  });
  console.log(report(results));
  process.exitCode = results.some((r) => r.grade === 'wrong') ? 1 : 0;
} finally {
  await platform.stop();
}
