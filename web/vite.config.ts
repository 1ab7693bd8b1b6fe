import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { previewPathHeaders, type PathHeaders } from './vite/previewPathHeaders';

export default defineConfig({
  plugins: [
    react(),
    previewPathHeaders(JSON.parse(process.env.HTA_PREVIEW_PATH_HEADERS ?? '[]') as PathHeaders[]),
  ],
  server: { host: '127.0.0.1', strictPort: true },
  // End-to-end tests serve the build with the production security headers (firebase.json;
  // see emulators/src/platform/securityHeaders.ts).
  preview: {
    host: '127.0.0.1',
    strictPort: true,
    headers: JSON.parse(process.env.HTA_PREVIEW_HEADERS ?? '{}') as Record<string, string>,
  },
  // The manifest lets tests/bench/first-load.ts tell which page each chunk belongs to.
  build: { sourcemap: true, manifest: true, chunkSizeWarningLimit: 800 },
  test: {
    name: 'web',
    environment: 'jsdom',
    // jsdom made once per worker rather than once per file (46 files), modules still isolated
    // per file: the unit layer's CPU time fell from 56 s to 25 s.
    pool: 'vmThreads',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
