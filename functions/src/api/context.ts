import type { Caller } from '../auth/caller.js';
import type { AnyRegistry } from '../contract/registry.js';

export type { Caller };

export interface HandlerContext {
  caller: Caller;
  /**
   * Every registry of the app, in the order of the list of features, handed over by the
   * composition root that calls the handler. A feature that works across all registries (home's
   * counts and pinned records, Echo's tables) reads them here: a feature never imports the root
   * that lists it, so imports run one way.
   */
  registries: readonly AnyRegistry[];
}
