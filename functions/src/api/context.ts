import type { Caller } from '../auth/caller.js';

export type { Caller };

export interface HandlerContext {
  caller: Caller;
}
