/** A sign-in failure as the person should read it. */
export function signInErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'That e-mail and password do not match. Check them and try again.';
    case 'auth/user-not-found':
      return 'There is no account for that e-mail. Ask an administrator to invite you.';
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
