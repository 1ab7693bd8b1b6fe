// Integration tests, the Firestore conformance suite and Echo's tests, against the running
// local platform (started once by `npm test`; see emulators/src/cli/test.ts). Files run three at
// a time — a test spends most of its time waiting on the emulators, and Vitest's default on two
// cores is one — and make their own records. The few that assert on what the whole store holds
// (a total, a count before and after, a record nobody else may touch) run after them, one at a
// time. Echo's file runs after those: its cache assertions need a data version no other file is
// bumping. The bad-input suite runs alone, last: it shows that nothing at all was written by
// comparing the whole store before and after.
import { fileURLToPath } from 'node:url';

import { configDefaults, defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const BAD_INPUT = 'integration/badInput.test.ts';
/** Files asserting on the whole store: a write by a file running beside them would break them. */
const WHOLE_STORE = [
  'integration/indexes.test.ts', // a filtered list's total against a count of the store
  'integration/registries.test.ts', // the 17 cities, the three biggest communities
  'integration/exports.test.ts', // every row the export announced
  'integration/home.test.ts', // home's counts and feed
  'integration/platform.test.ts', // the seed re-run writes nothing, a seeded record untouched
  'integration/scale.test.ts', // upcoming events, ranked candidates
  '../functions/src/features/feedback/feedback.integration.ts', // feedback counted before/after
];
const shared = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        root,
        test: {
          ...shared,
          name: 'integration',
          include: [
            'integration/**/*.test.ts',
            'conformance/**/*.test.ts',
            'rules/**/*.test.ts',
            // Each feature's own, in its server folder.
            '../functions/src/features/*/*.integration.ts',
          ],
          exclude: [...configDefaults.exclude, BAD_INPUT, ...WHOLE_STORE],
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        root,
        test: {
          ...shared,
          name: 'whole-store',
          include: WHOLE_STORE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        root,
        test: {
          ...shared,
          name: 'echo',
          include: ['echo/**/*.test.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      {
        root,
        test: {
          ...shared,
          name: 'bad-input',
          include: [BAD_INPUT],
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
