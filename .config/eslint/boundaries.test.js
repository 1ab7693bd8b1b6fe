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

// A server feature keeps to its folder: facilities names neither readiness nor onboarding (they
// contribute their fields to it), and no feature imports another beyond the known dependencies.
const facilitiesContract = path.join(ROOT, 'functions/src/features/facilities/contract.ts');
const serverCrossing = (to) => [
  { message: new RegExp(`^Feature "facilities" must not import feature "${to}"`) },
];

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
      filename: path.join(ROOT, 'functions/src/features/selection/selection.ts'),
      code: "import { evaluationAggregate } from '../evaluations/mast.js';",
    },
  ],
  invalid: [
    {
      filename: facilitiesContract,
      code: "import { ONBOARDING_STATUSES } from '../onboarding/onboarding.js';",
      errors: serverCrossing('onboarding'),
    },
    {
      filename: path.join(ROOT, 'functions/src/features/facilities/server.ts'),
      code: "export { facilityReadiness } from '../readiness/readiness.js';",
      errors: serverCrossing('readiness'),
    },
    {
      filename: path.join(ROOT, 'functions/src/features/readiness/server.ts'),
      code: "import { facilities } from '../facilities/contract.js';",
      errors: [{ message: /^Feature "readiness" must not import feature "facilities"/ }],
    },
  ],
});
