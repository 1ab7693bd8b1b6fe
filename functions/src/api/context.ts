import type { Timestamp } from 'firebase-admin/firestore';

import type { Caller } from '../auth/caller.js';
import type { WriteContext } from './registries/kit.js';
import type { RegistryServer } from './registries/records.js';
import type { AnyRegistry } from '../contract/registry.js';

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
  /**
   * Every registry of the app, in the order of the list of features. A feature that works across
   * all registries (home's counts and pinned records, Echo's tables) reads them here: a feature
   * never imports the root that lists it, so imports run one way.
   */
  all: readonly AnyRegistry[];
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
