// The import-graph check (emulators/src/cli/importGraph.ts, run in `npm test`'s lint layer):
// dependency-cruiser's rules for functions/src and web/src. Each rule counts as one test.
//  - no cycle anywhere: a module never imports, through any chain, itself;
//  - the kernel (functions/src/contract: what a registry, an operation, a route, a feature is)
//    imports no feature and nothing of the composition root, which sits above every feature
//    and is the only place that lists them.
// Type-only imports count: they are edges between modules all the same.

/** The composition root: the modules that list or derive from every feature. */
const COMPOSITION = [
  '^functions/src/contract/index\\.ts$',
  '^functions/src/contract/attachments\\.ts$',
  '^functions/src/contract/registryCatalogue\\.ts$',
  '^functions/src/contract/registries/',
  '^functions/src/features/[^/]+\\.ts$',
];

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A module imports, through some chain, itself.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-imports-no-feature',
      comment: 'The kernel (functions/src/contract) imports a feature or the composition root.',
      severity: 'error',
      from: { path: '^functions/src/contract/', pathNot: COMPOSITION },
      to: { path: ['^functions/src/features/', ...COMPOSITION] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests import what they test from any side; the graph is the product's code.
    exclude: { path: '\\.(test|integration|e2e)\\.tsx?$' },
    tsPreCompilationDeps: true,
  },
};
