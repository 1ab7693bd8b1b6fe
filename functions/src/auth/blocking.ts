// Auth blocking functions. Accounts are created by administrators only (invitations and the
// seed use the Admin SDK, which blocking functions never see), so every other creation — the
// REST sign-up anyone can call with the web app's public API key, a provider enabled later — is
// refused here, and a sign-in through any provider but e-mail and password is refused too.
// Anonymous sign-ups never reach blocking functions (Identity Platform does not run them for
// anonymous or custom-token sign-ins): the production project keeps that provider disabled, and
// the local platform answers as it does (emulators/src/platform/authDoor.ts). At every sign-in
// the admin claim is brought in line with the admin list, so the first ID token already carries
// the right claims.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  beforeUserCreated,
  beforeUserSignedIn,
  type AuthBlockingEvent,
} from 'firebase-functions/v2/identity';

import { optionsOf } from '../platform/runtimeOptions.js';
import { adminEmails } from './adminEmails.js';
import { claimsFor } from './claims.js';
import { creationRefusal, signInMethodOf, signInRefusal } from './providers.js';

function refuseSignUp(event: AuthBlockingEvent): never {
  throw new HttpsError('permission-denied', creationRefusal(signInMethodOf(event)));
}

function signIn(event: AuthBlockingEvent) {
  const refused = signInRefusal(signInMethodOf(event));
  if (refused) throw new HttpsError('permission-denied', refused);
  const user = event.data;
  if (!user) return {};
  return { customClaims: claimsFor(user, adminEmails()) };
}

export const beforeCreate = beforeUserCreated(optionsOf('beforeCreate'), refuseSignUp);
export const beforeSignIn = beforeUserSignedIn(optionsOf('beforeSignIn'), signIn);
