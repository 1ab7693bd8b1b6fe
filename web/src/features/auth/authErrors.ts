const SIGN_IN_MISMATCH =
  'That e-mail and password do not match an account. Check them and try again; if you have no account yet, ask an administrator to invite you.';

/** A sign-in failure as the person should read it. */
export function signInErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  switch (code) {
    // One message for an unknown e-mail and a wrong password, so the page never tells anyone
    // which e-mails have accounts (production projects with e-mail enumeration protection answer
    // both with invalid-credential; the local emulator still tells them apart).
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return SIGN_IN_MISMATCH;
    case 'auth/user-disabled':
      return 'This account has been disabled. Contact an administrator of the hub.';
    case 'auth/too-many-requests':
      return 'Too many attempts. Wait a few minutes, or reset your password.';
    case 'auth/network-request-failed':
      return 'Cannot reach the sign-in service. Check your connection and try again.';
    case 'auth/invalid-email':
      return 'That e-mail address is not valid.';
    default:
      return 'Sign-in failed. Please try again.';
  }
}
