// Every feature's routes and paths, read from their declarations beside the server code
// (functions/src/features/<name>/routes.ts: no zod, so the entry chunk stays small). The contract
// puts the same modules together from its list of features (`routes`, `paths`); a unit test
// checks that both give the same table and the same paths.
import type { FeaturePages } from '@hta/functions/contract/routes';

export const featurePages: readonly FeaturePages[] = Object.values(
  import.meta.glob<FeaturePages>('../../../functions/src/features/*/routes.ts', {
    eager: true,
    import: 'default',
  }),
);
