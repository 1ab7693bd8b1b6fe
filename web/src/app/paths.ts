// The paths of every page, for links: the app's own (contract/paths.ts) and each feature's.
import type { AppPaths } from '@hta/functions/contract';
import { appPaths } from '@hta/functions/contract/paths';

import { featurePages } from './featurePages';

// The same object the contract puts together (its type is the contract's; featurePages.test.ts
// compares the two), read here from the modules themselves so no zod comes with it.
export const paths = Object.assign({}, appPaths, ...featurePages.map((p) => p.paths)) as AppPaths;
