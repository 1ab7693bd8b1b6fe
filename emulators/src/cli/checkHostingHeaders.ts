// Hosting's predeploy check: a build with page-view analytics deployed under firebase.json's
// CSP would have every page view refused by the browser. `npm run deploy` picks the headers the
// build needs and says so here; a plain `firebase deploy` of such a build stops with the fix.
import { ANALYTICS_FLAG, analyticsConfigured } from '../platform/securityHeaders.js';

if (analyticsConfigured() && process.env[ANALYTICS_FLAG] !== '1') {
  console.error(
    'The web app is built with page-view analytics (VITE_FIREBASE_MEASUREMENT_ID), which ' +
      'firebase.json’s Content-Security-Policy blocks. Deploy with `npm run deploy`: it adds ' +
      'exactly the sources analytics needs.',
  );
  process.exit(1);
}
