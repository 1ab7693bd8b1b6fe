// Cloud Functions entry point: each export is one deployed function.
import { onCall, onRequest } from 'firebase-functions/v2/https';

import { withDecodableBody } from './api/callableBody.js';
import { dispatch } from './api/dispatch.js';
import { serveExport } from './api/exportData.js';
import { serveFile } from './api/files.js';
import { answer } from './echo/answer.js';

/** Every registry operation of the contract, behind one callable (one cold start per screen). */
export const api = withDecodableBody(
  onCall({ region: 'us-central1', memory: '512MiB' }, (request) => dispatch(request)),
  'input',
);

/** Echo: streams each answer as it is generated (signed-in people). */
export const echo = withDecodableBody(
  onCall({ region: 'us-central1', memory: '1GiB', timeoutSeconds: 300 }, (request, response) =>
    answer(request, response),
  ),
);

/** Attachment downloads, streamed (see api/attachments.ts for uploads). */
export const files = onRequest({ region: 'us-central1', memory: '256MiB' }, serveFile);

/** Any list as CSV, XLSX or JSON, streamed (the list's own access). */
export const exportData = onRequest(
  { region: 'us-central1', memory: '512MiB', timeoutSeconds: 540 },
  serveExport,
);

export { beforeCreate, beforeSignIn } from './auth/blocking.js';
