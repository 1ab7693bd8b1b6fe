// `virtual:hta/registries`: every registry's list entry (sorts, default sort, filters and their values,
// the search's sort), made from the contract's declarations when the app is built, served or
// tested (`registryCatalogue` in functions/src/contract/registryCatalogue.ts). The registry list pages
// read it instead of the declarations, so they download no zod schemas: the declarations stay
// the one place a list is declared, and what the browser gets is derived from them.
import { runnerImport, type Plugin } from 'vite';

import type * as Contract from '@hta/functions/contract';

export const REGISTRY_CATALOGUE_ID = 'virtual:hta/registries';
const RESOLVED = `\0${REGISTRY_CATALOGUE_ID}`;

export function registryCatalogue(): Plugin {
  return {
    name: 'hta-registry-catalogue',
    resolveId: (id) => (id === REGISTRY_CATALOGUE_ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The contract is TypeScript in another workspace: Vite's module runner reads it as the app
      // does. `configFile: false`: this config (and this plugin) is not loaded again for it.
      const { module, dependencies } = await runnerImport<typeof Contract>(
        '@hta/functions/contract',
        { configFile: false, logLevel: 'error' },
      );
      // A change to a declaration rebuilds the module in the dev server and in watch mode.
      for (const file of dependencies) this.addWatchFile(file);
      return `export const catalogue = ${JSON.stringify(module.registryCatalogue)};\n`;
    },
  };
}
