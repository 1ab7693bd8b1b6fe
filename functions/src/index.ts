// Cloud Functions entry point: each export is one deployed function.
import { onCall } from 'firebase-functions/v2/https';

import { dispatch } from './api/dispatch.js';

/** Every registry operation of the contract, behind one callable (one cold start per screen). */
export const api = onCall({ region: 'us-central1', memory: '512MiB' }, (request) =>
  dispatch(request),
);

export { beforeCreate, beforeSignIn } from './auth/blocking.js';
