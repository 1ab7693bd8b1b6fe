import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'emulators', environment: 'node', include: ['src/**/*.test.ts'] },
});
