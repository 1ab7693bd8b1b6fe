// A feature's server part (features/<name>/server.ts): its registries' hooks, the handlers of its
// own operations, and what it contributes to other registries' records — so a feature that
// shows something on a facility's page adds it from its own folder, and facilities' code knows
// nothing of it. The list in features/servers.ts gathers them; handlers and hooks are derived
// from it (api/handlers.ts, api/registries/servers.ts).
import type {
  FeatureDeclaration,
  Operation,
  OperationName,
  RegistryName,
} from '../contract/index.js';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import type { Approval, Caller } from './context.js';

export type { Approval };
import type { Handler, Handlers } from './handler.js';
import type { WriteContext } from './registries/kit.js';
import type { RegistryServer } from './registries/records.js';

type Data = Record<string, unknown>;

/** What a feature adds to another registry's records. */
export interface Contribution {
  /** Keys the record's page shows beside it (merged into `get`'s answer with the registry's). */
  profile?: (record: Data, caller: Caller) => Promise<Data>;
  /**
   * What the feature keeps of a version as it is approved (the HTA report of a dossier's
   * version): called inside the approval's transaction, after the approval's own reads, so it
   * reads the same records the approval froze. It reads first, then returns its writes (as
   * `onDelete` does), which run with the approval's.
   */
  onApprove?: (ctx: WriteContext, record: Data, approval: Approval) => Promise<() => void>;
  /**
   * What it changes of its own records as the record is created or changed (a community's census
   * division follows to its facilities): called in the write's transaction with the validated
   * fields and the record before (null on create); it reads first, then returns its writes.
   */
  onWrite?: (
    ctx: WriteContext,
    fields: Data,
    before: DocumentSnapshot | null,
    id: string,
  ) => Promise<(() => void) | undefined>;
  /** What it removes with a deleted record (reads first, then returns the writes). */
  onDelete?: (ctx: WriteContext, before: DocumentSnapshot) => Promise<(() => void) | undefined>;
  /**
   * Checks a write to the record may happen, for what the feature keeps of it (a dossier citing
   * an evidence profile keeps it to its technology): reads allowed; throw to refuse.
   */
  guard?: RegistryServer['guard'];
}

/**
 * A file a feature serves from one of its operations' answers, at GET /<name>.<format>?input=<the
 * operation's input as JSON> on the `exportData` function (api/export/featureFiles.ts): the
 * operation's access decides who may have it, its input schema checks the request, its handler's
 * answer (parsed against its output) is what the renderer lays out.
 */
export interface FeatureFile {
  operation: OperationName;
  formats: Record<
    string,
    { contentType: string; render: (answer: unknown) => Promise<{ name: string; body: Buffer }> }
  >;
}

export interface FeatureServer {
  /** Its registries' server hooks, by registry name (a registry without works from its declaration). */
  registries?: Partial<Record<string, RegistryServer>>;
  /** The handlers of its own operations. */
  handlers?: Partial<Handlers>;
  /** What it adds to other registries' records, by registry name. */
  contributes?: Partial<Record<RegistryName, Contribution>>;
  /** Files made from its operations' answers, by file name. */
  files?: Record<string, FeatureFile>;
}

type AnyFeature = FeatureDeclaration<
  readonly { name: string; operations: object }[],
  Record<string, Operation>
>;

/** Handlers for exactly the feature's own operations: a missing one is a compile error. */
type OwnHandlers<F extends AnyFeature> = {
  [N in keyof F['operations'] & OperationName]: Handler<N>;
};

/** Declares a feature's server part, checked against its contract part. */
export function defineFeatureServer<F extends AnyFeature>(
  _feature: F,
  server: {
    registries?: { [K in F['registries'][number]['name']]?: RegistryServer };
    contributes?: Partial<Record<RegistryName, Contribution>>;
    files?: Record<string, FeatureFile>;
  } & (keyof F['operations'] extends never ? object : { handlers: OwnHandlers<F> }),
): FeatureServer {
  return server;
}
