import type { Timestamp } from 'firebase-admin/firestore';

import type { Caller } from '../auth/caller.js';
import type { WriteContext } from './registries/kit.js';
import type { RegistryServer } from './registries/records.js';

export type { Caller };

/** A version of a record being approved (an assessment dossier's), as its approval stamps it. */
export interface Approval {
  /** The record's id. */
  id: string;
  /** The version approved. */
  number: number;
  approvedAt: Timestamp;
  approvedByEmail: string | null;
}

/**
 * The registries as the server composes them from every feature's server part
 * (features/servers.ts). Handed to handlers rather than imported: a feature's handler that
 * writes another registry's records through its own path (the data import) or runs what other
 * features keep of an approval (dossiers) would otherwise import the list of every server part,
 * its own among them.
 */
export interface ComposedRegistries {
  /** A registry's server: its own hooks with every feature's contributions to its records. */
  serverOf(name: string): RegistryServer;
  /** What features keep of a record's version as it is approved (reads first; writes returned). */
  approvalEffects(
    name: string,
    ctx: WriteContext,
    record: Record<string, unknown>,
    approval: Approval,
  ): Promise<Array<() => void>>;
}

export interface HandlerContext {
  caller: Caller;
  registries: ComposedRegistries;
}
