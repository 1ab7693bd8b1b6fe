import type { z } from 'zod';

import type { OperationName, Operations } from '../contract/index.js';
import type { HandlerContext } from './context.js';
import { attachmentHandlers } from './attachments.js';
import { echoHandlers } from './echo.js';
import { homeHandlers } from './home.js';
import { clinicalNeedHandlers } from './registries/clinicalNeeds.js';
import { communityHandlers } from './registries/communities.js';
import { facilityHandlers } from './registries/facilities.js';
import { postHandlers } from './registries/posts.js';
import { technologyHandlers } from './registries/technologies.js';
import { vendorHandlers } from './registries/vendors.js';
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
  ...homeHandlers,
  ...communityHandlers,
  ...facilityHandlers,
  ...technologyHandlers,
  ...vendorHandlers,
  ...clinicalNeedHandlers,
  ...postHandlers,
  ...attachmentHandlers,
  ...echoHandlers,
};
