// What a handler of an operation is: the types every handler module and feature server part
// share. Apart from api/handlers.ts, which puts the handlers together, so that a feature's
// handlers can name their type without importing the list of every feature's server part.
import type { z } from 'zod';

import type { OperationName, Operations } from '../contract/index.js';
import type { HandlerContext } from './context.js';

export type Handler<N extends OperationName> = (
  input: z.output<Operations[N]['input']>,
  context: HandlerContext,
) => Promise<z.input<Operations[N]['output']>>;

export type Handlers = { [N in OperationName]: Handler<N> };
