// Auth blocking functions: the admin claim is set (or removed) at account creation and at every
// sign-in, so the first ID token already carries the right claims.
import {
  beforeUserCreated,
  beforeUserSignedIn,
  type AuthBlockingEvent,
} from 'firebase-functions/v2/identity';

import { adminEmails } from './adminEmails.js';
import { claimsFor } from './claims.js';

function withClaims(event: AuthBlockingEvent) {
  const user = event.data;
  if (!user) return {};
  return { customClaims: claimsFor(user, adminEmails()) };
}

export const beforeCreate = beforeUserCreated({ region: 'us-central1' }, withClaims);
export const beforeSignIn = beforeUserSignedIn({ region: 'us-central1' }, withClaims);
