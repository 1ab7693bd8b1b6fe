// Admin is a custom claim decided here only: an account admitted under an e-mail on the list,
// holding that address verified, gets `admin: true`; any other account loses it (one that moved
// to a listed address after its admission too). Other claims are kept (setCustomUserClaims
// replaces them all).
import { admittedOf, isListedAdmin } from './admission.js';

export type Claims = Record<string, unknown>;

export function isAdminEmail(
  email: string | null | undefined,
  verified: boolean,
  list: Set<string>,
): boolean {
  return Boolean(email) && verified && list.has(String(email).toLowerCase());
}

/** The claims an account should carry, given its current ones. */
export function claimsFor(
  user: { email?: string | null; emailVerified?: boolean; customClaims?: Claims | null },
  list: Set<string>,
): Claims {
  const others = Object.fromEntries(
    Object.entries(user.customClaims ?? {}).filter(([key]) => key !== 'admin'),
  );
  return isListedAdmin(admittedOf(user), list) ? { ...others, admin: true } : others;
}

export function sameClaims(a: Claims | null | undefined, b: Claims): boolean {
  return JSON.stringify(sortKeys(a ?? {})) === JSON.stringify(sortKeys(b));
}

function sortKeys(claims: Claims): Claims {
  return Object.fromEntries(Object.entries(claims).sort(([x], [y]) => x.localeCompare(y)));
}
