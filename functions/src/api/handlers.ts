import type { z } from 'zod';

import {
  allRegistries,
  mastQuestions,
  readinessItems,
  type OperationName,
  type Operations,
  type RegistryOperationName,
} from '../contract/index.js';
import type { HandlerContext } from './context.js';
import { attachmentHandlers } from './attachments.js';
import { echoHandlers } from './echo.js';
import { homeHandlers } from './home.js';
import { lifecycleHandlers } from '../features/lifecycle/handlers.js';
import { registryHandlers } from './registries/handlers.js';
import { registryServers } from './registries/servers.js';
import { selectionHandlers } from '../features/selection/handlers.js';
import { settingHandlers } from './settings.js';
import { systemHandlers } from './system.js';
import { calendarHandlers } from '../features/calendar/handlers.js';
import { epiHandlers } from '../features/epi/handlers.js';
import { importHandlers } from '../features/imports/handlers.js';
import { geographyHandlers } from '../features/geography/handlers.js';
import { onboardingHandlers } from '../features/onboarding/handlers.js';
import { ultrasoundHandlers } from '../features/ultrasound/handlers.js';
import { userHandlers } from './users.js';

export type Handler<N extends OperationName> = (
  input: z.output<Operations[N]['input']>,
  context: HandlerContext,
) => Promise<z.input<Operations[N]['output']>>;

export type Handlers = { [N in OperationName]: Handler<N> };

/**
 * The registries' operations, built from their declarations. Each is built from the same
 * declaration as its contract entry (names, schemas); TypeScript cannot follow names built at run
 * time, so the map's type is stated here, and a test checks every operation has its handler.
 */
const registryOperationHandlers = Object.assign(
  {},
  ...allRegistries.map((r) => registryHandlers(r, registryServers[r.name])),
) as { [N in RegistryOperationName]: Handler<N> };

/** Every operation's handler; the type makes a missing one a compile error. */
export const handlers: Handlers = {
  ...systemHandlers,
  ...userHandlers,
  ...homeHandlers,
  ...registryOperationHandlers,
  // Named from the setting's name, as defineSetting names its operations.
  ...(settingHandlers(mastQuestions) as Pick<Handlers, 'mastQuestions.get' | 'mastQuestions.save'>),
  ...(settingHandlers(readinessItems) as Pick<
    Handlers,
    'readinessItems.get' | 'readinessItems.save'
  >),
  ...lifecycleHandlers,
  ...selectionHandlers,
  ...ultrasoundHandlers,
  ...onboardingHandlers,
  ...geographyHandlers,
  ...epiHandlers,
  ...calendarHandlers,
  ...importHandlers,
  ...attachmentHandlers,
  ...echoHandlers,
};
