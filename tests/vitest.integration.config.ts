// Integration tests, the Firestore conformance suite and Echo's tests, against the running
// local platform (started once by `npm test`; see emulators/src/cli/test.ts). Echo's file runs
// after the others: its cache assertions need a data version no other file is bumping.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const shared = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        root,
        test: {
          ...shared,
          name: 'integration',
          include: ['integration/**/*.test.ts', 'conformance/**/*.test.ts', 'rules/**/*.test.ts'],
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
    ],
  },
});
