import { createRequire } from 'node:module';
import path from 'node:path';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import { BRAND_BACKGROUND, BRAND_PRIMARY } from './src/app/brand.js';
import { NAVIGATION_FALLBACK_DENYLIST } from './src/app/navigationFallback.js';
import { beyondEntry } from './vite/beyondEntry';
import { registryCatalogue } from './vite/registryCatalogue';
import { previewPathHeaders, type PathHeaders } from './vite/previewPathHeaders';

// The installable app: the web app manifest, and a service worker (Workbox, generated
// at build) that precaches the whole build, so a second visit downloads no code and the app's
// shell opens offline. `prompt`: a new version waits until the person reloads (UpdatePrompt), so
// a page never runs code of two versions. The app registers the worker itself (no inline script:
// the CSP forbids it); the dev server has none (devOptions off), a worker only in builds.
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'HTA Hub',
    short_name: 'HTA Hub',
    description: 'Healthcare technology assessment for rural and remote Saskatchewan',
    lang: 'en-US',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_PRIMARY,
    background_color: BRAND_BACKGROUND,
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
  workbox: {
    // Every file of the build the app runs (no source maps, no .vite/manifest.json).
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
    // The SPA's routes open index.html from the cache; not /__/, API, function or file paths.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NAVIGATION_FALLBACK_DENYLIST,
    // No runtime caching: API answers are never kept by the worker (data offline is the query
    // cache's). The first install takes the open page; updates wait (prompt).
    runtimeCaching: [],
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
  },
  devOptions: { enabled: false },
});

/**
 * React Router 7 resolves to its development build whatever the mode (remix-run/react-router
 * #12532, #14102: its package exports name no production condition): the app's build takes the
 * production build instead — the same code without the development warnings, and smaller on
 * /login's first load. Tests and the dev server keep the development build and its warnings.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction: Plugin = {
  name: 'hta-react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
      ],
    },
  }),
};

/** The browser's colour for the page (address bar, title bar): the manifest's, from the theme. */
const themeColour: Plugin = {
  name: 'hta-theme-colour',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'theme-color', content: BRAND_PRIMARY }, injectTo: 'head' },
  ],
};

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction,
    pwa,
    themeColour,
    registryCatalogue(),
    previewPathHeaders(JSON.parse(process.env.HTA_PREVIEW_PATH_HEADERS ?? '[]') as PathHeaders[]),
  ],
  // The build's identity: the persisted query cache of an older build is never read (its shape).
  define: { __APP_BUILD__: JSON.stringify(new Date().toISOString()) },
  server: { host: '127.0.0.1', strictPort: true },
  // End-to-end tests serve the build with the production security headers (firebase.json;
  // see emulators/src/platform/securityHeaders.ts).
  preview: {
    host: '127.0.0.1',
    strictPort: true,
    headers: JSON.parse(process.env.HTA_PREVIEW_HEADERS ?? '{}') as Record<string, string>,
  },
  // The manifest lets tests/bench/first-load.ts tell which page each chunk belongs to.
  build: {
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // Browsers preload modules themselves (Chrome 66, Firefox 115, Safari 17); in older ones the
    // same modules load, only not fetched ahead — not worth the polyfill in every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The code every page starts with — React, React Router, Emotion, Firebase Auth —
              // in one file rather than a dozen: one download, and compressed as one (smaller
              // than the same code in several files).
              name: 'framework',
              test: /\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|react-is|@emotion\/[^/]+|stylis|@firebase\/(app|auth|component|logger|util)|firebase\/(app|auth)|idb)\//,
            },
            {
              // The MUI parts the sign-in page draws with — and every page after it: buttons,
              // fields, typography, the theme — in one file, not ~25 of 0.1–17 KB each: /login
              // 198.5 → 188.3 KB gzip in 10 files, every other page 3–4 KB less, and fewer round
              // trips on a satellite link. Only modules the sign-in page uses belong here (all of
              // it is in /login's first load); bench:first-load prints that figure.
              name: 'mui-core',
              test: /\/node_modules\/(@mui\/material\/(ButtonBase|Button|IconButton|Typography|Paper|Box|Alert|Link|CircularProgress|SvgIcon|FormControl|InputBase|OutlinedInput|InputLabel|FormLabel|FormHelperText|styles|zero-styled|DefaultPropsProvider|transitions|colors|useLazyRipple|GlobalStyles|CssBaseline|InitColorSchemeScript)|@mui\/styled-engine|clsx)\//,
            },
            // Around every signed-in page: the data layout (the query cache, its persister,
            // notifications, the features' declarations), the shell, the Functions SDK, and the
            // first page after sign-in (home), with what they import beyond /login's files — one
            // file instead of ~45 of 1–10 KB. Fetched as the person signs in (app/preload.ts): on
            // a satellite link each wave of files costs a round trip, and the browser asks one
            // host for at most six files at once.
            beyondEntry(
              'signed-in',
              /\/src\/app\/layouts\/(DataLayout|AdminLayout)\.tsx$|\/src\/features\/home\/HomePage\.tsx$|\/node_modules\/firebase\/functions\//,
              path.resolve(import.meta.dirname, 'src/main.tsx'),
            ),
          ],
        },
      },
      // Emotion imports hoist-non-react-statics for its side effects only (it has none: it
      // defines a function); without this every page's first load carries it, unused.
      treeshake: {
        moduleSideEffects: [
          { test: /\/node_modules\/hoist-non-react-statics\//, sideEffects: false },
        ],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // jsdom made once per worker rather than once per file (46 files), modules still isolated
    // per file: the unit layer's CPU time fell from 56 s to 25 s.
    pool: 'vmThreads',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Vitest's 5 s is a verdict on speed, not behaviour: with the other layers' work beside it on
    // two cores, a queued-writes test that takes 0.2 s alone once ran past it.
    testTimeout: 20_000,
  },
});
