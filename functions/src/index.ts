// Cloud Functions entry point: each export is one deployed function. How each runs in production
// (memory, concurrency, instance limits) and why: platform/runtimeOptions.ts.
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { withDecodableBody } from './api/callableBody.js';
import { dispatch } from './api/dispatch.js';
import { serveExport } from './api/exportData.js';
import { serveFile } from './api/files.js';
import { sweepExpiredUploads } from './api/uploads.js';
import { allRegistries } from './contract/index.js';
import { answer } from './features/echo/answer.server.js';
import { optionsOf } from './platform/runtimeOptions.js';

/** Every registry operation of the contract, behind one callable (one cold start per screen). */
export const api = withDecodableBody(
  onCall(optionsOf('api'), (request) => dispatch(request)),
  'input',
);

/** Echo: streams each answer as it is generated (signed-in people). */
export const echo = withDecodableBody(
  onCall(optionsOf('echo'), (request, response) => answer(request, response, allRegistries)),
);

/** Attachment downloads, streamed (see api/attachments.ts for uploads). */
export const files = onRequest(optionsOf('files'), serveFile);

/**
 * Unfinished uploads expire on their own: every 15 minutes, those idle for 15 are removed with
 * their parts (api/uploads.ts). The Functions emulator runs scheduled functions only beside the
 * Pub/Sub emulator, so locally an owner's next upload clears theirs instead.
 */
export const expireUploads = onSchedule(
  { ...optionsOf('expireUploads'), schedule: 'every 15 minutes' },
  async () => {
    await sweepExpiredUploads(Date.now());
  },
);

/** Any list as CSV, XLSX or JSON, streamed (the list's own access). */
export const exportData = onRequest(optionsOf('exportData'), serveExport);

export { beforeCreate, beforeSignIn } from './auth/blocking.js';
