// Benchmark, on its own platform (ports +30000) with the fake Vertex AI server:
//   - time to the first chunk at the client minus the fake model's own first-chunk delay:
//     p50 ≤ 150 ms, warm;
//   - Echo's serialized data for the seed's communities and facilities (and the repository):
//     at most half the characters of plain JSON.stringify of the same records;
//   - tokens per question, cached and uncached, as the fake model reports them (a
//     quarter of the characters, as Gemini roughly counts English), and what the daily budget
//     counts: at least 100 questions a day at the default budget.
// Prints figures; exits 1 over budget. Run: npm run bench:echo
process.env.HTA_PORT_OFFSET ??= '30000';

const { startPlatform } = await import('../../emulators/src/platform/platform.js');
const { seedPlatform } = await import('../../emulators/src/platform/seedPlatform.js');
const { signIn } = await import('./support.js');

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const MODEL_DELAY_MS = 200;
const PER_USER = 9; // well within the questions a person may ask in a row (30)

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] ?? 0;

async function main() {
  const platform = await startPlatform({ profile: 'test', echo: false });
  try {
    await seedPlatform(platform);
    Object.assign(process.env, platform.adminEnv);
    const { getAuth } = await import('firebase-admin/auth');
    const { initializeApp } = await import('firebase-admin/app');
    const auth = getAuth(initializeApp({ projectId: 'demo-hta' }, 'bench-echo'));

    const tokens: string[] = [];
    for (let i = 0; i < Math.ceil((RUNS + 3) / PER_USER); i++) {
      const email = `bench-${Date.now()}-${i}@hta.test`;
      const user = await auth.createUser({
        email,
        password: 'bench-password',
        emailVerified: true,
      });
      await auth.setCustomUserClaims(user.uid, { staff: true });
      tokens.push(await signIn(platform, email, 'bench-password'));
    }
    await fetch(`${platform.fakeVertexUrl}/__fake/scripts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'bench',
        chunks: ['First words', ' and the rest.'],
        firstChunkDelayMs: MODEL_DELAY_MS,
      }),
    });

    interface Usage {
      prompt: number;
      cached: number;
      answer: number;
      total: number;
      counted: number;
    }
    const usages: Usage[] = [];
    /** Milliseconds from sending the question to the first text chunk at the client. */
    const firstChunk = async (token: string): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${platform.functionsUrl}/echo`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          data: { question: '[script:bench] How many communities are there?' },
        }),
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let first = NaN;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        if (Number.isNaN(first) && /"message":\{"text":"[^"]/.test(buffer))
          first = performance.now() - started;
        if (buffer.includes('"error"')) throw new Error(buffer);
      }
      const result = /^data: (\{"result".*\})$/m.exec(buffer)?.[1];
      const usage = result
        ? (JSON.parse(result) as { result: { usage: Usage | null } }).result.usage
        : null;
      if (usage) usages.push(usage);
      return first;
    };

    let n = 0;
    const token = () => tokens[Math.floor(n++ / PER_USER)] as string;
    for (let i = 0; i < 3; i++) await firstChunk(token());
    const net: number[] = [];
    for (let i = 0; i < RUNS; i++) net.push((await firstChunk(token())) - MODEL_DELAY_MS);

    // The same records both ways: what Echo loads, as JSON and as its compact tables.
    const { loadEchoData } = await import('../../functions/src/features/echo/data.server.js');
    const { allRegistries } = await import('../../functions/src/contract/index.js');
    const { sections, records, text } = await loadEchoData(allRegistries);
    const json = JSON.stringify(records).length;
    // The seed's real data: communities and facilities.
    const seedNames = ['communities', 'facilities'];
    const { serializeSections } = await import('../../functions/src/features/echo/serialize.js');
    const seedText = serializeSections(
      sections.filter((s) => /^(Communities|Healthcare facilities) /.test(s.heading)),
    ).length;
    const seedJson = JSON.stringify(seedNames.map((n) => records[n] ?? [])).length;
    const count = (name: string) => records[name]?.length ?? 0;

    console.log(
      `\nEcho, ${RUNS} warm questions, fake model first-chunk delay ${MODEL_DELAY_MS} ms`,
    );
    console.log(
      `  first chunk at the client, minus the model's delay: p50 ${median(net).toFixed(0)} ms, p90 ${p90(net).toFixed(0)} ms (budget p50 ≤ 150 ms)`,
    );
    console.log(
      `Serialized data (${count('communities')} communities, ${count('facilities')} facilities):`,
    );
    console.log(
      `  Echo's tables ${seedText.toLocaleString('en-US')} characters; JSON.stringify ${seedJson.toLocaleString('en-US')} (${((seedText / seedJson) * 100).toFixed(0)}%, budget ≤ 50%)`,
    );
    console.log(
      `  with everything Echo reads (${Object.values(records).reduce((n, r) => n + r.length, 0)} records): ${text.length.toLocaleString('en-US')} vs ${json.toLocaleString('en-US')}`,
    );
    const { DEFAULT_DAILY_TOKENS } = await import('../../functions/src/contract/index.js');
    const mid = (pick: (u: Usage) => number) => median(usages.map(pick));
    const counted = mid((u) => u.counted);
    console.log(`Tokens per question (median of ${usages.length}; context cache in use):`);
    console.log(
      `  input ${mid((u) => u.prompt).toLocaleString('en-US')}: cached ${mid((u) => u.cached).toLocaleString('en-US')}, uncached ${mid((u) => u.prompt - u.cached).toLocaleString('en-US')}; answer ${mid((u) => u.answer).toLocaleString('en-US')}`,
    );
    console.log(
      `  counted against the daily budget (cached at 0.1): ${counted.toLocaleString('en-US')}, so ${Math.floor(DEFAULT_DAILY_TOKENS / Math.max(counted, 1)).toLocaleString('en-US')} questions a day at the default ${DEFAULT_DAILY_TOKENS.toLocaleString('en-US')} (budget ≥ 100; uncached it would be ${Math.floor(
        DEFAULT_DAILY_TOKENS /
          Math.max(
            mid((u) => u.total),
            1,
          ),
      )})`,
    );
    const over =
      median(net) > 150 ||
      seedText > seedJson / 2 ||
      usages.length === 0 ||
      DEFAULT_DAILY_TOKENS / Math.max(counted, 1) < 100;
    console.log(over ? '\nOVER BUDGET' : '\nWithin budget');
    process.exitCode = over ? 1 : 0;
  } finally {
    await platform.stop();
  }
}

await main();
process.exit();
