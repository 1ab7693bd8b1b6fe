// The registries' list entries, made from the contract at build time (web/vite/listCatalogue.ts).
declare module 'virtual:hta/lists' {
  import type { ListCatalogue } from '@hta/functions/contract';

  export const lists: ListCatalogue;
}
