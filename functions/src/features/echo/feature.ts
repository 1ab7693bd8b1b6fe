// Echo's contract part (see contract/feature.ts): the assistant that answers from the hub's data,
// its conversations and its limits. The data it answers from is every registry whose declaration
// says how Echo sees it (`echo`); the server hands it the registries, so Echo names none of the
// features it reads.
import { defineFeature } from '../../contract/feature.js';
import pages from './routes.js';
import { echoOperations } from './contract.js';

export const echoFeature = defineFeature({
  name: 'echo',
  pages,
  operations: echoOperations,
});

export * from './contract.js';
export { askEchoPath } from './routes.js';
