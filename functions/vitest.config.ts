import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'functions', environment: 'node', include: ['src/**/*.test.ts'] },
});
