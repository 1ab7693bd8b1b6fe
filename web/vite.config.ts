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
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
