// Integration tests and the Firestore conformance suite, against the running local platform
// (started once by `npm test`; see emulators/src/cli/test.ts).
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'integration',
    environment: 'node',
    include: ['integration/**/*.test.ts', 'conformance/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One platform serves every file; files run in parallel against it with their own data.
    fileParallelism: true,
  },
});
