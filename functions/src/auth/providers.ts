// The one way into the hub: an e-mail address and a password, on an account an administrator
// made. Every other provider is refused at the door; the production project also leaves them
// disabled (docs/accounts.md): anonymous sign-ups never reach blocking functions.

const PASSWORD = 'password';

export const SIGN_UP_REFUSED = 'Accounts are created by an administrator.';
export const PASSWORD_ONLY = 'Sign in to HTA Hub with your e-mail address and password.';

/**
 * How a blocking event's person signs in ("password", "emailLink", "google.com", "phone"…): the
 * event type carries it after a colon ("…user.beforeSignIn:google.com"); null when it does not.
 */
export function signInMethodOf(event: { eventType: string }): string | null {
  const at = event.eventType.indexOf(':');
  return at < 0 ? null : event.eventType.slice(at + 1) || null;
}

/** Why a new account is refused: always; another provider is named as not offered. */
export function creationRefusal(method: string | null): string {
  return method && method !== PASSWORD ? `${SIGN_UP_REFUSED} ${PASSWORD_ONLY}` : SIGN_UP_REFUSED;
}

/**
 * Why a sign-in is refused, or null: any known method but e-mail and password (a provider
 * enabled or linked later, an e-mail link). An event without its method is let through, as
 * before: refusing it would lock everyone out on a payload we did not expect.
 */
export function signInRefusal(method: string | null): string | null {
  return method && method !== PASSWORD ? PASSWORD_ONLY : null;
}
