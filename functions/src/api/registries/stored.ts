// The stored shape of a record, shared by the API's write path and the seed: the validated
// fields, the registry's initial extras, the search index and the stamps. Pure (no Firestore
// client), so the seed can use it as is.
import { searchTerms, type AnyRegistry } from '../../contract/index.js';

/**
 * The fields a name is searched by (prefix terms, of its other names too) and sorted by (lower
 * case).
 */
export function searchIndex(name: string, otherNames: readonly string[] = []) {
  const terms = new Set([name, ...otherNames].flatMap(searchTerms));
  return { nameLower: name.toLowerCase(), searchTerms: [...terms] };
}

/** The other names a registry's record is searched by (none unless it declares them). */
export const otherNamesOf = (registry: AnyRegistry, data: Record<string, unknown>) =>
  registry.searchNames?.(data) ?? [];

/** Stored-only fields the contract never returns. */
export const INDEX_FIELDS = ['nameLower', 'searchTerms'] as const;

export interface Actor<Time> {
  uid: string;
  email: string | null;
  at: Time;
}

function createStamps<Time>(actor: Actor<Time>) {
  return {
    createdAt: actor.at,
    createdBy: actor.uid,
    createdByEmail: actor.email,
    updatedAt: actor.at,
    updatedBy: actor.uid,
    version: 1,
  };
}

/** The name of a record, as indexed and shown in messages. */
export function nameOf(
  registry: AnyRegistry,
  data: Record<string, unknown>,
  fallback = '',
): string {
  const value = data[registry.nameField];
  return typeof value === 'string' && value ? value : fallback;
}

/** The name the audit trail gives a record (never private text: see `auditName`). */
export function auditNameOf(
  registry: AnyRegistry,
  data: Record<string, unknown>,
  fallback = '',
): string {
  return registry.auditName ? registry.auditName(data) : nameOf(registry, data, fallback);
}

/**
 * A new record as stored: the registry's initial extras, then the fields, then `extras` (the
 * caller's derived or source fields), the search index and the creation stamps.
 */
export function newRecord<Time>(
  registry: AnyRegistry,
  fields: Record<string, unknown>,
  extras: Record<string, unknown>,
  actor: Actor<Time>,
): Record<string, unknown> {
  const data = {
    ...(registry.initial ?? {}),
    ...fields,
    ...(registry.derived?.(fields) ?? {}),
    ...extras,
  };
  return {
    ...data,
    ...searchIndex(nameOf(registry, data), otherNamesOf(registry, data)),
    ...createStamps(actor),
  };
}
