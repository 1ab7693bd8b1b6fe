// The API edge of component tests: a test file replaces `lib/firebase` with `fakeFirebase`
//   vi.mock('../../lib/firebase', async () => (await import('../../test/fakeFirebase')).fakeFirebase);
// then answers operations through `api.answer`. This module imports nothing of the app, so the
// mock can load it while the app's modules are still loading.
import type { InputOf, OperationName, OutputOf } from '@hta/functions/contract';

type Handler<N extends OperationName> = (input: InputOf<N>) => OutputOf<N> | Promise<OutputOf<N>>;

/** The operations called, in order, and the answers given. */
export const api = {
  calls: [] as Array<{ op: string; input: unknown }>,
  handlers: new Map<string, (input: unknown) => unknown>(),
  answer<N extends OperationName>(op: N, handler: Handler<N>) {
    api.handlers.set(op, handler as (input: unknown) => unknown);
  },
  reset() {
    api.calls.length = 0;
    api.handlers.clear();
  },
};

/** What a test puts in place of `lib/firebase`. */
export const fakeFirebase = {
  analyticsEnabled: false,
  trackPageView: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  signOutEverywhere: () => Promise.resolve(),
  watchSession: () => () => undefined,
  callApi: (op: string, input: unknown): Promise<unknown> => {
    api.calls.push({ op, input });
    const handler = api.handlers.get(op);
    if (!handler) return Promise.reject(new Error(`The test gave no answer for ${op}`));
    return Promise.resolve(handler(input));
  },
};
