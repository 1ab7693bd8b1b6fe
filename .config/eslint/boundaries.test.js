// The import-boundaries rule on sample files: a web feature may not reach into another feature's
// folder by any kind of import; its own folder and the shared folders are fine.
import path from 'node:path';

import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';

import boundaries from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const ROOT = path.resolve(import.meta.dirname, '../..');
const facilities = path.join(ROOT, 'web/src/features/facilities/FacilityProfilePage.tsx');
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const feesIntegration = path.join(ROOT, 'functions/src/features/fees/fees.integration.ts');
const feesServer = path.join(ROOT, 'functions/src/features/fees/server.ts');
const feesE2e = path.join(ROOT, 'web/src/features/fees/fees.e2e.ts');
const crossing = [{ message: /^Feature "facilities" must not import feature "readiness"/ }];

tester.run('boundaries', boundaries, {
  valid: [
    { filename: facilities, code: "import { x } from './FacilitiesPage';" },
    { filename: facilities, code: "import { RecordPanels } from '../../app/RecordPanels';" },
    {
      filename: facilities,
      code: "import { Facts } from '../../components/registry/RecordParts';",
    },
    { filename: facilities, code: "const page = () => import('./FacilitiesPage');" },
    { filename: facilities, code: "import { paths } from '@hta/functions/contract';" },
    // A feature's outside-in tests use the test layer's support.
    {
      filename: feesIntegration,
      code: "import { demoSessions } from '../../../../tests/support/sessions.js';",
    },
    { filename: feesE2e, code: "import { test } from '../../../../tests/e2e/support.js';" },
  ],
  invalid: [
    {
      filename: facilities,
      code: "import FacilityReadiness from '../readiness/FacilityReadiness';",
      errors: crossing,
    },
    {
      filename: facilities,
      code: "const panel = () => import('../readiness/FacilityReadiness');",
      errors: crossing,
    },
    {
      filename: facilities,
      code: "export { default } from '../readiness/FacilityReadiness';",
      errors: crossing,
    },
    { filename: facilities, code: "export * from '../readiness/labels';", errors: crossing },
    {
      filename: facilities,
      code: "import { x } from '../../../../functions/src/api/handlers';",
      errors: [{ message: /must not import from functions/ }],
    },
    {
      filename: feesServer,
      code: "import { demoSessions } from '../../../../tests/support/sessions.js';",
      errors: [{ message: /functions must not import from tests/ }],
    },
    {
      filename: feesE2e,
      code: "import FeeBadge from '../vendors/VendorBadge';",
      errors: [{ message: /^Feature "fees" must not import feature "vendors"/ }],
    },
  ],
});

// A server feature keeps to its folder and uses another only through what that one declares
// public (public.ts, routes.ts for its paths; demos each other's demo.ts), never the composition
// root, and never both ways.
const feature = (name, file) => path.join(ROOT, 'functions/src/features', name, file);
const facilitiesContract = feature('facilities', 'contract.ts');
const notPublic = (from, to) => [
  { message: new RegExp(`^Feature "${from}" may use feature "${to}" only through its public`) },
];
const compositionRoot = [{ message: /must not import the composition root/ }];

tester.run('boundaries between server features', boundaries, {
  valid: [
    { filename: facilitiesContract, code: "import { x } from './feature.js';" },
    {
      filename: facilitiesContract,
      code: "import { defineRegistry } from '../../contract/registry.js';",
    },
    {
      filename: path.join(ROOT, 'functions/src/features/index.ts'),
      code: "import { readinessFeature } from './readiness/feature.js';",
    },
    {
      filename: feature('selection', 'selection.ts'),
      code: "import { evaluationAggregate } from '../evaluations/public.js';",
    },
    {
      filename: feature('readiness', 'contract.ts'),
      code: "import { paths as facilitiesPaths } from '../facilities/routes.js';",
    },
    {
      filename: feature('facilities', 'server.ts'),
      code: "import { communities } from '../communities/public.js';",
    },
    {
      filename: feature('evaluations', 'demo.ts'),
      code: "import { demoTechnologies } from '../technologies/demo.js';",
    },
  ],
  invalid: [
    {
      filename: facilitiesContract,
      code: "import { ONBOARDING_STATUSES } from '../onboarding/onboarding.js';",
      errors: notPublic('facilities', 'onboarding'),
    },
    {
      filename: feature('facilities', 'server.ts'),
      code: "export { facilityReadiness } from '../readiness/readiness.js';",
      errors: notPublic('facilities', 'readiness'),
    },
    {
      filename: feature('readiness', 'server.ts'),
      code: "import { facilities } from '../facilities/contract.js';",
      errors: notPublic('readiness', 'facilities'),
    },
    {
      filename: feature('selection', 'server.ts'),
      code: "import { demoTechnologies } from '../technologies/demo.js';",
      errors: notPublic('selection', 'technologies'),
    },
    {
      filename: facilitiesContract,
      code: "import { registries } from '../../contract/index.js';",
      errors: compositionRoot,
    },
    {
      filename: feature('fees', 'server.ts'),
      code: "import { featureServers } from '../servers.js';",
      errors: compositionRoot,
    },
    {
      filename: feature('fees', 'handlers.ts'),
      code: "import { handlers } from '../../api/handlers.js';",
      errors: compositionRoot,
    },
    {
      // Reports use dossiers' public module: the other way is refused.
      filename: feature('dossiers', 'server.ts'),
      code: "import { buildReport } from '../reports/public.js';",
      errors: [{ message: /^Features "dossiers" and "reports" would use each other/ }],
    },
    {
      // Evaluations build on technologies (an evaluation is of one): a technology reads nothing
      // of evaluations; what it shows of them is their contribution.
      filename: feature('technologies', 'server.ts'),
      code: "import { evaluations } from '../evaluations/public.js';",
      errors: [{ message: /^Features "technologies" and "evaluations" would use each other/ }],
    },
    {
      filename: feature('technologies', 'contract.ts'),
      code: "import { evaluationAggregate } from '../evaluations/mast.js';",
      errors: notPublic('technologies', 'evaluations'),
    },
    {
      // A facility belongs to a community: the community's page lists its facilities through
      // facilities' contribution.
      filename: feature('communities', 'server.ts'),
      code: "import { facilities } from '../facilities/public.js';",
      errors: [{ message: /^Features "communities" and "facilities" would use each other/ }],
    },
  ],
});
