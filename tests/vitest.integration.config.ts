// Integration tests, the Firestore conformance suite and Echo's tests, against the running
// local platform (started once by `npm test`; see emulators/src/cli/test.ts). Echo's file runs
// after the others: its cache assertions need a data version no other file is bumping. The
// bad-input suite runs alone, last: it shows that nothing at all was written by comparing the
// whole store before and after.
import { fileURLToPath } from 'node:url';

import { configDefaults, defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const BAD_INPUT = 'integration/badInput.test.ts';
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
          exclude: [...configDefaults.exclude, BAD_INPUT],
          sequence: { groupOrder: 0 },
        },
      },
      {
        root,
        test: {
          ...shared,
          name: 'echo',
          include: ['echo/**/*.test.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        root,
        test: {
          ...shared,
          name: 'bad-input',
          include: [BAD_INPUT],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
