// Unit and component tests of every workspace, in one run.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      at('../web/vite.config.ts'),
      at('../functions/vitest.config.ts'),
      at('../emulators/vitest.config.ts'),
      // The repository's own lint rules (.config/eslint).
      { test: { name: 'config', root: at('..'), include: ['.config/**/*.test.js'] } },
    ],
  },
});
