// Auth blocking functions. Accounts are created by administrators only (invitations and the
// seed use the Admin SDK, which blocking functions never see), so every other creation — the
// REST sign-up anyone can call with the web app's public API key, a provider enabled later — is
// refused here. At every sign-in the admin claim is brought in line with the admin list, so the
// first ID token already carries the right claims.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  beforeUserCreated,
  beforeUserSignedIn,
  type AuthBlockingEvent,
} from 'firebase-functions/v2/identity';

import { optionsOf } from '../platform/runtimeOptions.js';
import { adminEmails } from './adminEmails.js';
import { claimsFor } from './claims.js';

export const SIGN_UP_REFUSED = 'Accounts are created by an administrator.';

export function refuseSignUp(): never {
  throw new HttpsError('permission-denied', SIGN_UP_REFUSED);
}

function withClaims(event: AuthBlockingEvent) {
  const user = event.data;
  if (!user) return {};
  return { customClaims: claimsFor(user, adminEmails()) };
}

export const beforeCreate = beforeUserCreated(optionsOf('beforeCreate'), refuseSignUp);
export const beforeSignIn = beforeUserSignedIn(optionsOf('beforeSignIn'), withClaims);
