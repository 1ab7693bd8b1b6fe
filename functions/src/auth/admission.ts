// Admission: the server's word that an account is staff, and who it admitted. A person is the
// e-mail they were admitted with — the invitation's address, or one the account had verified
// when an administrator granted it access — never an address the account moved to later: Auth
// lets an account change its own e-mail (the REST `accounts:update`), and the records name
// people by e-mail (a dossier's reviewers, admins on ADMIN_EMAILS).

export const STAFF_CLAIM = 'staff';
/** The e-mail the server admitted the account with, kept beside the staff claim. */
const ADMITTED_EMAIL_CLAIM = 'admittedEmail';

type Claims = Record<string, unknown> | null | undefined;

/** The claims that admit an account under this e-mail (an invitation, the seed, a grant). */
export const admissionClaims = (email: string | null | undefined) => ({
  [STAFF_CLAIM]: true,
  ...(email ? { [ADMITTED_EMAIL_CLAIM]: email.toLowerCase() } : {}),
});

/** An account's claims without its admission (before admitting it afresh). */
export const withoutAdmission = (claims: Claims) =>
  Object.fromEntries(
    Object.entries(claims ?? {}).filter(
      ([key]) => key !== STAFF_CLAIM && key !== ADMITTED_EMAIL_CLAIM,
    ),
  );

/**
 * An account's claims once its access is removed: no staff and no admin, but the e-mail it was
 * admitted with stays, so granting access again gives back the same person whatever the
 * account's e-mail says by then.
 */
export const withoutAccess = (claims: Claims) =>
  Object.fromEntries(
    Object.entries(claims ?? {}).filter(([key]) => key !== STAFF_CLAIM && key !== 'admin'),
  );

export const admittedEmailOf = (claims: Claims): string | null => {
  const email = claims?.[ADMITTED_EMAIL_CLAIM];
  return typeof email === 'string' && email ? email : null;
};

export interface AccountNow {
  email?: string | null;
  emailVerified?: boolean;
  customClaims?: Claims;
}

/**
 * The e-mail a grant of access admits the account under: its address now if verified (the
 * person proved it), else the one it was admitted with before; null when neither, and then
 * access is not granted (an unverified address may be anyone's).
 */
export function emailToAdmit(account: AccountNow): string | null {
  if (account.email && account.emailVerified === true) return account.email.toLowerCase();
  return admittedEmailOf(account.customClaims);
}

/** What decides admin: the account's admission and its e-mail now. */
export interface Admitted {
  staff: boolean;
  admittedEmail: string | null;
  email?: string | null;
  emailVerified?: boolean;
}

export const admittedOf = (account: AccountNow): Admitted => ({
  staff: account.customClaims?.[STAFF_CLAIM] === true,
  admittedEmail: admittedEmailOf(account.customClaims),
  email: account.email ?? null,
  emailVerified: account.emailVerified === true,
});

/**
 * Whether the account is an administrator by the list: admitted, its admitted e-mail on the
 * list, and still holding that address, verified. An account that moved to a listed address
 * later is not, even once it verifies it.
 */
export function isListedAdmin(account: Admitted, list: Set<string>): boolean {
  const admitted = account.admittedEmail;
  return (
    account.staff &&
    admitted !== null &&
    list.has(admitted) &&
    account.emailVerified === true &&
    account.email?.toLowerCase() === admitted
  );
}
