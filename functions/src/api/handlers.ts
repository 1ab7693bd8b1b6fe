import type { z } from 'zod';

import type { OperationName, Operations } from '../contract/index.js';
import type { HandlerContext } from './context.js';
import { systemHandlers } from './system.js';
import { userHandlers } from './users.js';

export type Handler<N extends OperationName> = (
  input: z.output<Operations[N]['input']>,
  context: HandlerContext,
) => Promise<z.input<Operations[N]['output']>>;

export type Handlers = { [N in OperationName]: Handler<N> };

/** Every operation's handler; the type makes a missing one a compile error. */
export const handlers: Handlers = {
  ...systemHandlers,
  ...userHandlers,
};
