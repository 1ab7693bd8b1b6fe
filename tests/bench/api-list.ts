// Benchmark, on its own platform (ports +20000):
//   - `communities.list` of 25 through the callable: p50 at most 3× the same Firestore query
//     made directly with the Admin SDK in the same run;
//   - reads per `list` call: page size + at most 2;
//   - reads of a profile `get`: bounded, independent of collection size (measured before and
//     after adding 1,000 unrelated communities);
//   - the evaluation results page: reads ≤ technologies shown + 2, the same before and
//     after 40 more submitted evaluations;
//   - the export of all 951 communities as XLSX: time to the last byte and the peak
//     memory of the functions runtime while it streams (figures; no budget is set for them);
//   - `sag`: reads of the census division figures ≤ 30, the same after adding 1,000
//     communities and after an edit elsewhere; the one recompute after a community's edit is printed; a disease page and the epi list
//     ≤ 30 reads each.
//   - at ten times the data: the reads and time of every page that lists or counts
//     records (pageReads.ts), on the test seed and again after adding the scaled demo seed
//     (HTA_SEED_SCALE, default 10), side by side, each within its reads budget at both sizes.
// Read counts come from the Firestore stand-in's billing counter (n/a on the official
// emulator). Prints figures; exits 1 over budget. Run: npm run bench:api
import { execSync } from 'node:child_process';

import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase-admin/app';

process.env.HTA_PORT_OFFSET ??= '20000';

const { startPlatform } = await import('../../emulators/src/platform/platform.js');
const { seedPlatform } = await import('../../emulators/src/platform/seedPlatform.js');
const { PROJECT_ID } = await import('../../emulators/src/platform/config.js');
const { DEFAULT_QUESTION_SETS, DOMAIN_KEYS, PRECEDING_KEYS, setFor } =
  await import('../../functions/src/contract/index.js');
const { apiCaller, signIn } = await import('./support.js');
const { measurePages, printPages } = await import('./pageReads.js');
const { seedScale } = await import('../../emulators/src/seed/scale.js');
/** The scaled figures' scale: HTA_SEED_SCALE, or ten times. */
const SCALE = process.env.HTA_SEED_SCALE ? seedScale() : 10;

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const PAGE = 25;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] ?? 0;

async function main() {
  const platform = await startPlatform({ profile: 'test', echo: false });
  try {
    // The test seed first; the scaled demo records are added at the end.
    await seedPlatform(platform, 1);
    const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench'));
    const idToken = await signIn(platform, 'staff@hta.test');
    const call = apiCaller(platform, idToken);
    // The same query the handler runs: ordered page of 26 with the list's projection, and the count.
    const direct = () => {
      const q = db.collection('communities').orderBy('nameLower').orderBy(FieldPath.documentId());
      return Promise.all([
        q
          .select(
            'name',
            'type',
            'censusDivisionName',
            'population2021',
            'populationChangePct',
            'remotenessIndex',
            'facilityCount',
            'nameLower',
          )
          .limit(PAGE + 1)
          .get(),
        q.count().get(),
      ]);
    };

    for (let i = 0; i < 5; i++)
      await Promise.all([call('communities.list', { pageSize: PAGE }), direct()]);
    const viaCallable: number[] = [];
    const viaSdk: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await call('communities.list', { pageSize: PAGE });
      viaCallable.push(performance.now() - t);
      t = performance.now();
      await direct();
      viaSdk.push(performance.now() - t);
    }

    const store = platform.firestoreStandIn?.store;
    const readsOf = async (op: string, input: unknown) => {
      if (!store) return NaN;
      const before = store.reads;
      await call(op, input);
      return store.reads - before;
    };
    const listReads = await readsOf('communities.list', { pageSize: PAGE });
    const nextReads = await readsOf('communities.list', {
      pageSize: PAGE,
      sort: { field: 'population2021', direction: 'desc' },
      filters: { type: 'Town' },
    });
    // Export of every community as XLSX, the functions runtime's memory sampled meanwhile.
    const rssOfFunctions = () => {
      const out = execSync('ps -eo rss=,args=', { encoding: 'utf8' });
      return out
        .split('\n')
        .filter((l) => l.includes('functionsEmulatorRuntime'))
        .reduce((n, l) => n + Number(l.trim().split(/\s+/)[0] ?? 0), 0);
    };
    // Warm: the emulator starts a runtime for the function on its first call.
    await (
      await fetch(`${platform.functionsUrl}/exportData/vendors.csv`, {
        headers: { authorization: `Bearer ${idToken}` },
      })
    ).text();
    const rssBefore = rssOfFunctions();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOfFunctions())), 25);
    const exportStarted = performance.now();
    const exported = await fetch(
      `${platform.functionsUrl}/exportData/communities.xlsx?list=%7B%7D`,
      { headers: { authorization: `Bearer ${idToken}` } },
    );
    const exportBytes = (await exported.arrayBuffer()).byteLength;
    const exportMs = performance.now() - exportStarted;
    clearInterval(sampler);

    // Census division figures: computed once per data version, then served from one document.
    await readsOf('geography.censusDivisions', {});
    const sagBefore = await readsOf('geography.censusDivisions', {});
    // A disease page: its subject and one series per measure, whatever their length.
    const diseaseReads = await readsOf('epi.subject', { id: 'covid-19' });
    const epiListReads = await readsOf('epi.subjects', {});
    const getBefore = await readsOf('communities.get', { id: '4706027' });
    const smallBefore = await readsOf('communities.get', { id: '4701001' });
    const batch = db.batch();
    for (let i = 0; i < 1000; i++)
      batch.set(db.collection('communities').doc(`bench-${i}`), {
        name: `Bench ${i}`,
        nameLower: `bench ${i}`,
        type: 'Town',
      });
    await batch.commit();
    const getAfter = await readsOf('communities.get', { id: '4706027' });
    const sagAfter = await readsOf('geography.censusDivisions', {});
    // An edit elsewhere (a vendor) leaves the figures be; a community's makes them recompute
    // once, then they are steady again.
    await call('vendors.create', { fields: { name: `Bench vendor ${Date.now()}` } });
    const sagAfterVendor = await readsOf('geography.censusDivisions', {});
    await call('communities.create', {
      fields: { name: `Bench Lake ${Date.now()}`, type: 'Northern hamlet', csdUid: '4718998' },
    });
    const sagRecompute = await readsOf('geography.censusDivisions', {});
    const sagSteady = await readsOf('geography.censusDivisions', {});
    const smallAfter = await readsOf('communities.get', { id: '4701001' });

    // The results page's one call (ResultsPage.tsx), before and after 40 more evaluations.
    const resultsInput = {
      pageSize: 100,
      sort: { field: 'name', direction: 'asc' },
      filters: { hasResults: true },
    };
    const shownNow = async () =>
      (await call<{ items: unknown[] }>('technologies.list', resultsInput)).items.length;
    const shownBefore = await shownNow();
    const resultsBefore = await readsOf('technologies.list', resultsInput);
    const EXTRA_EVALUATIONS = 40;
    for (let i = 0; i < EXTRA_EVALUATIONS; i++)
      await call('evaluations.create', { fields: submittedEvaluation('demo-tech-ultrasound', i) });
    const shownAfter = await shownNow();
    const resultsAfter = await readsOf('technologies.list', resultsInput);

    const ratio = median(viaCallable) / median(viaSdk);
    console.log(
      `\ncommunities.list, ${PAGE} per page, ${RUNS} runs (Firestore: ${platform.backend})`,
    );
    console.log(
      `  through the callable:   p50 ${median(viaCallable).toFixed(1)} ms, p90 ${p90(viaCallable).toFixed(1)} ms`,
    );
    console.log(
      `  Admin SDK, same query:  p50 ${median(viaSdk).toFixed(1)} ms, p90 ${p90(viaSdk).toFixed(1)} ms`,
    );
    console.log(`  ratio of p50s:          ${ratio.toFixed(2)}× (budget ≤ 3×)`);
    console.log(
      `Reads per list call:      ${listReads} by name, ${nextReads} filtered and sorted by population (budget ≤ ${PAGE + 2})`,
    );
    console.log(
      `Reads per profile get:    Regina ${getBefore} → ${getAfter}, Argyle No. 1 ${smallBefore} → ${smallAfter} (before → after adding 1,000 communities)`,
    );

    console.log(
      `Reads of sag (census division figures): ${sagBefore} → ${sagAfter} after adding 1,000 communities (budget ≤ 30, unchanged); after a vendor's edit ${sagAfterVendor}; after a community's, one recompute of ${sagRecompute} reads, then ${sagSteady}`,
    );
    console.log(
      `Reads of a disease page:  ${diseaseReads} for COVID-19 (14 zones × 120 weeks × 2 measures); the epi list ${epiListReads} (budget ≤ 30 each)`,
    );
    console.log(
      `Reads of the results page: ${resultsBefore} for ${shownBefore} technologies → ${resultsAfter} for ${shownAfter} after ${EXTRA_EVALUATIONS} more evaluations (budget ≤ shown + 2, unchanged)`,
    );

    console.log(
      `Export of all communities as XLSX: ${exported.status}, ${exported.headers.get('x-export-rows')} rows, ${(exportBytes / 1024).toFixed(0)} KB in ${exportMs.toFixed(0)} ms; functions runtime RSS ${(rssBefore / 1024).toFixed(0)} MB before, peak ${(rssPeak / 1024).toFixed(0)} MB`,
    );

    // At scale: the pages measured on this data, then again with the scaled demo records added.
    const pagesNormal = await measurePages(platform, call);
    const seeded = await seedPlatform(platform, SCALE);
    const pagesScaled = await measurePages(platform, call);
    console.log(`  (${seeded.demo} scaled demo records added in ${seeded.ms} ms)`);
    const pagesOk = printPages(pagesNormal, pagesScaled, SCALE);

    const readsOk =
      pagesOk &&
      (!store ||
        (resultsBefore <= shownBefore + 2 &&
          resultsAfter <= shownAfter + 2 &&
          shownAfter === shownBefore &&
          shownBefore > 0 &&
          listReads <= PAGE + 2 &&
          nextReads <= PAGE + 2 &&
          getBefore === getAfter &&
          sagBefore <= 30 &&
          diseaseReads <= 30 &&
          epiListReads <= 30 &&
          sagAfter === sagBefore &&
          sagSteady <= 30 &&
          sagAfterVendor === sagBefore &&
          smallBefore === smallAfter));
    const over = ratio > 3 || !readsOk;
    console.log(over ? '\nOVER BUDGET' : '\nWithin budget');
    process.exitCode = over ? 1 : 0;
  } finally {
    await platform.stop();
  }
}

/**
 * A complete, submitted evaluation of the tele-ultrasound cart (its category's set): every
 * rating question rated, every other question marked not assessed.
 */
function submittedEvaluation(technologyId: string, n: number) {
  const set = setFor(DEFAULT_QUESTION_SETS, 'Tele-ultrasound');
  return {
    title: `Benchmark evaluation ${n}`,
    technologyId,
    evaluators: ['Benchmark'],
    preceding: Object.fromEntries(
      PRECEDING_KEYS.map((k) => [k, { answer: `About ${k}.`, result: 'pass' }]),
    ),
    domains: Object.fromEntries(
      DOMAIN_KEYS.map((k) => [
        k,
        set.domains[k].map(({ id, text, ...spec }) => ({
          questionId: id,
          question: text,
          ...spec,
          rating: spec.type === 'rating' ? 1 + (n % 5) : null,
          notAssessedReason: spec.type === 'rating' ? null : 'Benchmark.',
          evidence: null,
          source: null,
          certainty: null,
        })),
      ]),
    ),
    transferability: 'Transfers.',
    recommendation: 'pilot',
    rationale: 'Benchmark.',
    status: 'submitted',
  };
}

await main();
process.exit();
