// The registries' list entries, made from the contract at build time (web/vite/registryCatalogue.ts).
declare module 'virtual:hta/registries' {
  import type { RegistryCatalogue } from '@hta/functions/contract';

  export const catalogue: RegistryCatalogue;
}
